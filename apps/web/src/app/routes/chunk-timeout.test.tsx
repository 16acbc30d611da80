import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { routes } from '../router';
import { guardChunkLoads } from '../chunk-timeout';
import { RouteError } from './route-error';

// The About page's code never arrives, as over a connection that hangs.
const started = vi.hoisted(() => ({ about: false }));
vi.mock('./about', () => {
  started.about = true;
  return new Promise(() => undefined);
});

const ERROR = { name: 'Unexpected Application Error!' };

describe(
  'a page whose code does not arrive (spec §8, §9; decision 1169)',
  { timeout: UI_TEST_TIMEOUT },
  () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('fails after 120 s with "Loading chunk failed" and the reason, timeout, and offers a reload', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      render(
        <AuthProvider>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/about'] })} />
        </AuthProvider>,
      );
      await vi.waitFor(() => expect(started.about).toBe(true), { timeout: 20_000, interval: 5 });
      await act(() => vi.advanceTimersByTimeAsync(119_000));
      expect(screen.queryByRole('heading', ERROR)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('heading', ERROR)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed');
      expect(screen.getByRole('alert')).toHaveTextContent('(timeout)');
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    });

    it('names the reason, missing, when the code could not be fetched', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const tree = guardChunkLoads([
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
      ]);
      render(<RouterProvider router={createMemoryRouter(tree, { initialEntries: ['/page'] })} />);
      expect(await screen.findByRole('heading', ERROR)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Loading chunk failed (missing): Failed to fetch dynamically imported module: /assets/page.js',
      );
    });
  },
);
