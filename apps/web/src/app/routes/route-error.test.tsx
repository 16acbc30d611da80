import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { routes } from '../router';
import { RouteError, isChunkLoadError } from './route-error';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

const renderTree = (tree: Parameters<typeof createMemoryRouter>[0], path: string) =>
  render(
    <AuthProvider>
      <RouterProvider router={createMemoryRouter(tree, { initialEntries: [path] })} />
    </AuthProvider>,
  );

describe('route error page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows "Unexpected Application Error!" with a way home when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderTree(
      [{ path: '/', errorElement: <RouteError />, children: [{ path: 'x', element: <Broken /> }] }],
      '/x',
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('explains a chunk that failed to load and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderTree(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          children: [
            {
              path: 'page',
              lazy: () =>
                Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page.js')),
            },
          ],
        },
      ],
      '/page',
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed');
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('recognises the usual chunk failure messages', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed. (missing: /a.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('is the root error element of the app router, and unknown paths get the not-found page', async () => {
    expect(routes[0]?.errorElement).toEqual(<RouteError />);
    renderTree(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
