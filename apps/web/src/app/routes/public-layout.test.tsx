import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, stubApi } from '@/features/site/test-utils';
import { Component as PublicLayout } from './public-layout';

const page = (text: string) => (
  <main>
    <p>{text}</p>
  </main>
);

const routes = [
  {
    Component: PublicLayout,
    children: [
      { index: true, element: page('Home page') },
      { path: 'about', element: page('About page') },
      { path: 'dashboard/*', element: page('Dashboard page') },
      { path: 'profile', element: page('Profile page') },
      { path: 'plans', element: page('Plans page') },
    ],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('public layout', () => {
  it('has landmarks and a skip link to the main content', () => {
    stubApi();
    renderRoutes(routes, '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const target = document.querySelector(skip.getAttribute('href')!);
    expect(target).toContainElement(screen.getByRole('main'));
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('footer: site links, four project links to /projects, social links, address, e-mail, phone', () => {
    stubApi();
    renderRoutes(routes, '/');
    const footer = screen.getByRole('contentinfo');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/projects', '/team', '/contact']);
    const projects = within(within(footer).getByRole('navigation', { name: 'Projects' })).getAllByRole(
      'link',
    );
    expect(projects).toHaveLength(4);
    projects.forEach((link) => expect(link).toHaveAttribute('href', '/projects'));
    expect(within(footer).getByRole('link', { name: /DotTrip on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/dottrip',
    );
    expect(within(footer).getByRole('link', { name: /DotTrip on Twitter/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /DotTrip on LinkedIn/ })).toBeInTheDocument();
    expect(within(footer).getByText(/42 Nguyen Hue Boulevard/)).toBeInTheDocument();
    expect(within(footer).getByText(/Ho Chi Minh City/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@dottrip.dev' })).toHaveAttribute(
      'href',
      'mailto:info@dottrip.dev',
    );
    expect(within(footer).getByRole('link', { name: '+84 28 3822 0420' })).toHaveAttribute(
      'href',
      'tel:+842838220420',
    );
  });

  it.each(['/dashboard', '/dashboard/users', '/profile', '/plans'])(
    'hides header and footer for a signed-in user on %s',
    async (path) => {
      signIn();
      stubApi();
      renderRoutes(routes, path);
      await screen.findByRole('main');
      // Wait for the session to load: the chrome disappears once the user is known.
      await vi.waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
  );

  it('keeps header and footer for a signed-out visitor on /dashboard', () => {
    stubApi();
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps header and footer for a signed-in user on public pages', async () => {
    signIn();
    stubApi();
    renderRoutes(routes, '/about');
    expect(await screen.findByRole('button', { name: 'Linh' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('public layout while the session loads', () => {
  it('shows no header on a member-area path until the stored session is known', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderRoutes(routes, '/profile');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    answer(new Response(JSON.stringify({ success: false, message: 'Unauthorized' }), { status: 500 }));
    // Signed out after all: the chrome comes back.
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});
