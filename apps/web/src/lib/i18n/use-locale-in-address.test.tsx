import { act, cleanup, render } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from '../page-title';
import { AlternateLanguageLinks, useLocaleInAddress, useServedHead } from './use-locale-in-address';

function Layout() {
  useServedHead();
  usePageTitle();
  return (
    <>
      <AlternateLanguageLinks />
      <Link to="/about">next</Link>
      <Outlet />
    </>
  );
}

const SERVED = `<title data-served-head>A job | DotTrip</title>
<link rel="canonical" href="http://localhost:3000/jobs/1" data-served-head />
<link rel="alternate" hreflang="en" href="http://localhost:3000/jobs/1" data-served-head />
<link rel="alternate" hreflang="vi" href="http://localhost:3000/jobs/1?lang=vi" data-served-head />`;

const alternates = (lang: string) =>
  document.head.querySelectorAll(`link[rel="alternate"][hreflang="${lang}"]`);

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the head the server wrote', () => {
  it('stands for the served page, then gives way to the app’s own links and title after a navigation', async () => {
    document.head.innerHTML = SERVED;
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: '*', element: <h1>The page</h1> }] }],
      { initialEntries: ['/jobs/1'] },
    );
    render(<RouterProvider router={router} />);
    // One set of alternates: the server's.
    expect(alternates('en')).toHaveLength(1);
    expect(alternates('en')[0]).toHaveAttribute('data-served-head');
    expect(document.title).toBe('A job | DotTrip');

    await act(() => router.navigate('/about'));
    expect(document.head.querySelectorAll('[data-served-head]')).toHaveLength(0);
    // The page's own heading names it now (decision 1147).
    expect(document.title).toBe('The page | DotTrip');
    expect(alternates('en')).toHaveLength(1);
    expect(alternates('vi')[0]).toHaveAttribute('href', `${window.location.origin}/about?lang=vi`);
  });

  it('gives way after a switch of language on the same page: the served title was in the other language', async () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = SERVED;
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: '*', element: <h1>Một công việc</h1> }] }],
      { initialEntries: ['/jobs/1'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('A job | DotTrip');

    // What a switch does: the document's language, then ?lang in the address (useLocaleInAddress).
    document.documentElement.lang = 'vi';
    await act(() => router.navigate('/jobs/1?lang=vi'));
    expect(document.head.querySelectorAll('[data-served-head]')).toHaveLength(0);
    expect(document.title).toBe('Một công việc | DotTrip');
    expect(alternates('vi')).toHaveLength(1);
    expect(alternates('vi')[0]).toHaveAttribute('href', `${window.location.origin}/jobs/1?lang=vi`);
    document.documentElement.lang = '';
  });

  it('renders the alternates itself when the server wrote none', () => {
    const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ path: '*' }] }], {
      initialEntries: ['/dashboard'],
    });
    render(<RouterProvider router={router} />);
    expect(alternates('en')).toHaveLength(1);
    expect(alternates('en')[0]).not.toHaveAttribute('data-served-head');
  });
});

function PublicLayout() {
  useLocaleInAddress();
  return <Outlet />;
}

describe('the language in the address', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('never cuts off a navigation under way: signing in while the account’s language loads still reaches the dashboard', async () => {
    i18n.activate('vi');
    let arrive: (module: { Component: () => null }) => void = () => {};
    const router = createMemoryRouter(
      [
        { path: '/login', element: <PublicLayout />, children: [{ index: true, element: null }] },
        // The signed-in area loads its code: the navigation is under way meanwhile.
        { path: '/dashboard', lazy: () => new Promise((resolve) => (arrive = resolve)) },
      ],
      { initialEntries: ['/login?lang=vi'] },
    );
    render(<RouterProvider router={router} />);

    // The login page's redirect, then the account's language (English) is adopted before the dashboard has loaded.
    let landed!: Promise<void>;
    act(() => {
      landed = router.navigate('/dashboard', { replace: true });
    });
    await act(async () => {
      i18n.activate('en');
      await Promise.resolve();
    });
    await act(async () => {
      arrive({ Component: () => null });
      await landed;
    });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps the entry’s state (where to return after signing in) when it adds ?lang', async () => {
    i18n.activate('vi');
    const router = createMemoryRouter(
      [{ path: '/login', element: <PublicLayout />, children: [{ index: true, element: null }] }],
      { initialEntries: [{ pathname: '/login', state: { from: '/dashboard/jobs' } }] },
    );
    render(<RouterProvider router={router} />);
    await act(() => Promise.resolve());
    expect(router.state.location.search).toBe('?lang=vi');
    expect(router.state.location.state).toEqual({ from: '/dashboard/jobs' });
  });
});
