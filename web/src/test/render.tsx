import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as rtlRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

function TestProviders({ client, route, children }: { client: QueryClient; route: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** Renders inside the app's providers: Mantine (test env: no transitions or portals), a fresh query cache and a router. */
export function render(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  const queryClient = createQueryClient();
  const result = rtlRender(
    <TestProviders client={queryClient} route={route}>
      {ui}
    </TestProviders>,
    options,
  );
  return { user: userEvent.setup(), queryClient, ...result };
}

/** A fetch answer for vi.spyOn(globalThis, 'fetch'). */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}
