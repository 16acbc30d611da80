import { act, cleanup, render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AlternateLanguageLinks, useLocaleInAddress, useServedHead } from './use-locale-in-address';

function Layout() {
  useServedHead();
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
    const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ path: '*' }] }], {
      initialEntries: ['/jobs/1'],
    });
    render(<RouterProvider router={router} />);
    // One set of alternates: the server's.
    expect(alternates('en')).toHaveLength(1);
    expect(alternates('en')[0]).toHaveAttribute('data-served-head');
    expect(document.title).toBe('A job | DotTrip');

    await act(() => router.navigate('/about'));
    expect(document.head.querySelectorAll('[data-served-head]')).toHaveLength(0);
    expect(document.title).toBe('DotTrip');
    expect(alternates('en')).toHaveLength(1);
    expect(alternates('vi')[0]).toHaveAttribute('href', `${window.location.origin}/about?lang=vi`);
  });

  it('gives way after a switch of language on the same page: the served title was in the other language', async () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = SERVED;
    const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ path: '*' }] }], {
      initialEntries: ['/jobs/1'],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('A job | DotTrip');

    // What a switch does: the document's language, then ?lang in the address (useLocaleInAddress).
    document.documentElement.lang = 'vi';
    await act(() => router.navigate('/jobs/1?lang=vi'));
    expect(document.head.querySelectorAll('[data-served-head]')).toHaveLength(0);
    expect(document.title).toBe('DotTrip');
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

describe('the language in the address', () => {
  function LocaleLayout() {
    useLocaleInAddress();
    return <Outlet />;
  }

  it('does not cut short a navigation under way when the language changes (decision 1214)', async () => {
    // A sign-in: the page goes on to a route that takes time to load while the account's language is adopted.
    let release: () => void = () => undefined;
    const loaded = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <LocaleLayout />,
          children: [
            { path: 'login', element: <p>Login</p> },
            { path: 'jobs', loader: () => loaded, element: <p>Jobs</p> },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    const before = i18n.locale;
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    try {
      act(() => void router.navigate('/jobs'));
      await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
      act(() => i18n.loadAndActivate({ locale: 'vi', messages: {} }));
      await act(async () => {
        release();
        await loaded;
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
      // The page reached carries the language, once there.
      await waitFor(() => expect(router.state.location.search).toBe('?lang=vi'));
    } finally {
      act(() => i18n.activate(before));
    }
  });
});
