// Renders a page as the app does (a fresh query cache, the router at a given address) and cleans up after each test.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { AppQueryClient } from '../lib/query-client';

afterEach(() => cleanup());

/** `cached`: answers already in the cache (a test without a server for lists the page only reads). */
export function renderRoutes(routes: RouteObject[], initialEntry: string, cached: Array<[readonly unknown[], unknown]> = []) {
  const queryClient = new AppQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export const route = (path: string, element: ReactNode): RouteObject => ({ path, element });

/** What a screen reader announces as the control's description: the texts its aria-describedby names. */
export function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
