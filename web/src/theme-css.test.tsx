import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../build/theme-css.ts';
import { cssVariablesResolver, theme } from './theme.ts';

describe('the theme stylesheet (build/theme-css.ts)', () => {
  it('holds exactly the CSS variables MantineProvider would compute at run time', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const html = renderToString(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
          <p />
        </MantineProvider>,
      );
      const style = html.match(/<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/)?.[1];
      expect(style?.trim()).toBe(themeCss().trim());
    }
  });
});
