import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the router', () => {
  it('says nothing in the console while a page rendered in the browser loads its code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).toBe('');
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('HydrateFallback'));
    router.dispose();
  });
});
