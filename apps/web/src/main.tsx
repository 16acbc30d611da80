import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { startI18n } from './lib/i18n/start';
import './index.css';

// The language is chosen first, so the router's first page chunks load their catalogs in it.
const ready = startI18n();
const router = createRouter();

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
