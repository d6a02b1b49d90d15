// The web app's entry: data client, router, and no service workers left over from older builds.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { AppQueryClient } from './lib/query-client';
import './styles.css';

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => registrations.forEach((registration) => void registration.unregister()));
}

const queryClient = new AppQueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
// Public pages arrive prerendered (src/build/prerender-plugin.ts) and are hydrated; every other page renders here.
const container = document.getElementById('root')!;
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
