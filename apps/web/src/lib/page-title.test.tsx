import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title';

function Layout() {
  usePageTitle();
  return <Outlet />;
}

/** A page whose heading arrives late (a lazy page, data) and changes (a language switch). */
function LatePage() {
  const [heading, setHeading] = useState<string | null>(null);
  return (
    <>
      {heading && <h1>{heading}</h1>}
      <button onClick={() => setHeading(heading ? 'Việc làm IT' : 'IT jobs')}>next</button>
      <Link to="/">home</Link>
    </>
  );
}

afterEach(() => {
  cleanup();
  document.title = '';
});

describe('the page title (decision 1147)', () => {
  it('writes "Heading | DotTrip", and the site alone without a heading', () => {
    expect(pageTitle('  Saved\n jobs ')).toBe('Saved jobs | DotTrip');
    expect(pageTitle('')).toBe('DotTrip');
    expect(pageTitle(undefined)).toBe('DotTrip');
  });

  it('names each page by its heading as it appears and changes, and the home page by the site', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <h1>A rotating headline</h1> },
            { path: 'jobs', element: <LatePage /> },
          ],
        },
      ],
      { initialEntries: ['/jobs'] },
    );
    const { getByText } = render(<RouterProvider router={router} />);
    expect(document.title).toBe('DotTrip');
    await act(async () => getByText('next').click());
    expect(document.title).toBe('IT jobs | DotTrip');
    await act(async () => getByText('next').click());
    expect(document.title).toBe('Việc làm IT | DotTrip');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('DotTrip');
  });

  it('leaves the title the server wrote while its head stands for the page', async () => {
    document.head.innerHTML = '<title data-served-head>Sign in | DotTrip</title>';
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: '*', element: <h1>Sign in</h1> }] }],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Sign in | DotTrip');
    document.head.innerHTML = '';
  });
});
