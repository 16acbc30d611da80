import { act, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSlicedHydration } from '@/lib/hydration-slices';
import { useAddressLinks, withAddressLocale } from './address-links';

// Decision 1122: an internal link to a public page keeps the language the address names.

describe('withAddressLocale', () => {
  it('adds lang after the target’s own query and before its hash', () => {
    expect(withAddressLocale('/about', 'vi')).toBe('/about?lang=vi');
    expect(withAddressLocale('/', 'en')).toBe('/?lang=en');
    expect(withAddressLocale('/jobs?level=mid&location=H%C3%A0+N%E1%BB%99i', 'vi')).toBe(
      '/jobs?level=mid&location=H%C3%A0+N%E1%BB%99i&lang=vi',
    );
    expect(withAddressLocale('/blog/post-1#comments', 'vi')).toBe('/blog/post-1?lang=vi#comments');
    expect(withAddressLocale('/resources?topic=cv#top', 'vi')).toBe('/resources?topic=cv&lang=vi#top');
    expect(withAddressLocale('/jobs?', 'vi')).toBe('/jobs?lang=vi');
  });

  it('adds nothing when the address names no language or the target names one', () => {
    expect(withAddressLocale('/about', null)).toBe('/about');
    expect(withAddressLocale('/jobs?page=2#list', null)).toBe('/jobs?page=2#list');
    expect(withAddressLocale('/blog?page=2&lang=en', 'vi')).toBe('/blog?page=2&lang=en');
  });
});

function Links() {
  const linkTo = useAddressLinks();
  return (
    <nav>
      <Link to={linkTo('/about')}>About</Link>
      <Link to={linkTo('/jobs?level=mid')}>Mid-level jobs</Link>
    </nav>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Links /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('useAddressLinks', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('carries the address’s ?lang=vi into each link, after the target’s own query', () => {
    renderAt('/?lang=vi&utm_source=mail');
    expect(hrefOf('About')).toBe('/about?lang=vi');
    expect(hrefOf('Mid-level jobs')).toBe('/jobs?level=mid&lang=vi');
  });

  it('carries an explicit ?lang=en, and nothing when the address names no language', async () => {
    const router = renderAt('/?lang=en');
    expect(hrefOf('About')).toBe('/about?lang=en');
    await act(() => router.navigate('/?lang=fr'));
    expect(hrefOf('About')).toBe('/about');
    await act(() => router.navigate('/'));
    expect(hrefOf('About')).toBe('/about');
    expect(hrefOf('Mid-level jobs')).toBe('/jobs?level=mid');
  });

  it('follows the address when it changes (the language switch writes ?lang=vi into it)', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/?lang=vi', { replace: true }));
    expect(hrefOf('About')).toBe('/about?lang=vi');
  });

  it('keeps the served address’s language until the page is hydrated, then takes the current one', async () => {
    // Served as `/` (no language); the browser's Vietnamese is written into the address before the slices hydrate.
    window.history.replaceState(null, '', '/');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startSlicedHydration();
    const router = renderAt('/');
    await act(() => router.navigate('/?lang=vi', { replace: true }));
    expect(hrefOf('About')).toBe('/about');
    act(() => vi.runAllTimers());
    expect(hrefOf('About')).toBe('/about?lang=vi');
  });
});
