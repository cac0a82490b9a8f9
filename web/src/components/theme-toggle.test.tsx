import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationState } from '../lib/use-hydrated.tsx';
import { render } from '../test/render.tsx';
import { theme } from '../theme.ts';
import { ThemeToggle } from './theme-toggle.tsx';

describe('theme toggle', () => {
  it('draws both icons in HTML rendered before the app runs, and names no theme there', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <HydrationState hydrating>
          <ThemeToggle />
        </HydrationState>
      </MantineProvider>,
    );
    expect(html).toContain('aria-label="Toggle theme"');
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).not.toContain('title=');
  });

  it('is ready in the app and flips the stored theme', async () => {
    window.localStorage.removeItem('theme');
    const { user } = render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Toggle theme' });
    expect(button).toHaveAttribute('title', 'Switch to light theme');
    await user.click(button);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(button).toHaveAttribute('title', 'Switch to dark theme');
  });
});
