import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS } from '../content/projects';
import { renderPage, stubApi } from '../test-utils';
import { ProjectsPage } from './projects-page';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const memberProject = (fields: Record<string, unknown>) => ({
  id: 'p-1',
  title: 'Member widget',
  description: 'A widget',
  image_url: null,
  tags: [] as string[],
  repo_url: null,
  demo_url: null,
  details: '',
  progress_status: 'planning',
  progress: 0,
  owner_name: 'An',
  published_at: '2026-11-20T00:00:00.000Z',
  ...fields,
});

/** The API's published member projects: one, with these fields over a plain one. */
function stubMemberProject(fields: Record<string, unknown>) {
  const project = memberProject(fields);
  stubApi((url) =>
    new URL(url, 'http://localhost').pathname === '/api/projects'
      ? json({ success: true, projects: [project], total: 1, page: 1, pageSize: 24, tags: project.tags })
      : undefined,
  );
}

/** GET /api/projects with `total` member projects tagged "Rust", 24 a page, as the API answers (decision 1072). */
function manyProjects(total: number) {
  return stubApi((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname !== '/api/projects') return undefined;
    const page = Number(address.searchParams.get('page') ?? '1');
    const from = (page - 1) * 24;
    const projects = Array.from({ length: Math.max(0, Math.min(24, total - from)) }, (_, i) =>
      memberProject({ id: `m-${from + i + 1}`, title: `Member ${from + i + 1}`, tags: ['Rust'] }),
    );
    return json({ success: true, projects, total, page, pageSize: 24, tags: ['Rust'] });
  });
}

describe('/projects', () => {
  it('lists the five projects with their fields', () => {
    stubApi();
    renderPage(<ProjectsPage />, '/projects');
    expect(cardTitles()).toEqual(PROJECTS.map((project) => project.title));
    expect(PROJECTS).toHaveLength(5);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText(PROJECTS[0]!.description)).toBeInTheDocument();
    expect(within(first).getByText(PROJECTS[0]!.details)).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: /^Code of DotTrip Recruit \(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', PROJECTS[0]!.githubUrl);
    expect(
      within(first).getByRole('link', { name: /^Live Demo of DotTrip Recruit \(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', PROJECTS[0]!.demoUrl);
    // Artwork is inline (CSP: only 'self' and data:), and decorative.
    const image = first.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by one tag, and All Projects shows everything again', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderPage(<ProjectsPage />, '/projects');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(cardTitles()).toEqual(['Pulse Metrics', 'Dockhand']);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 projects tagged “Go”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tag=Go');

    await user.click(screen.getByRole('button', { name: 'Accessibility' }));
    expect(cardTitles()).toEqual(['Formwright']);

    await user.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(cardTitles()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
  });

  it('makes each tag a button of a GET form for its address, in the language of the address, handled in the page', async () => {
    const fetchMock = manyProjects(30);
    const user = userEvent.setup();
    const { router } = renderPage(<ProjectsPage />, '/projects?tag=Rust&page=2&lang=vi');
    expect(await screen.findByRole('heading', { name: 'Member 25' })).toBeInTheDocument();
    // Without JavaScript each button submits /projects?tag=T (decision 1118), in the page's language.
    const filters = screen.getByRole('group', { name: 'Filter projects by tag' });
    const form = filters.closest('form')!;
    expect(form).toHaveAttribute('action', '/projects');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[type=hidden][name=lang]')).toHaveValue('vi');
    const go = within(filters).getByRole('button', { name: 'Go' });
    expect(go).toHaveAttribute('type', 'submit');
    expect(go).toHaveAttribute('name', 'tag');
    expect(go).toHaveAttribute('value', 'Go');
    expect(within(filters).getByRole('button', { name: 'All Projects' })).not.toHaveAttribute('name');
    expect(within(filters).getByRole('button', { name: 'Rust' })).toHaveAttribute('aria-pressed', 'true');
    // With JavaScript the page filters in place: same document, the list read again for the tag, language kept.
    await user.click(go);
    expect(router.state.location.search).toBe('?tag=Go&lang=vi');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/projects?tag=Go'))).toBe(true);
    expect(within(filters).getByRole('button', { name: 'Go' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "No projects found" for a tag no project has, and View All Projects recovers', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage(<ProjectsPage />, '/projects?tag=COBOL');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View All Projects' }));
    expect(screen.queryByText('No projects found')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(5);
  });

  it('treats a member’s tag as the same tag in another case: one chip, and its filter finds every project', async () => {
    stubMemberProject({ tags: ['react', 'GO'] });
    const user = userEvent.setup();
    renderPage(<ProjectsPage />, '/projects');
    expect(await screen.findByRole('heading', { name: 'Member widget' })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter projects by tag' });
    expect(within(filters).getAllByRole('button', { name: /^react$/i })).toHaveLength(1);
    expect(within(filters).getAllByRole('button', { name: /^go$/i })).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: 'React' }));
    expect(cardTitles()).toEqual(['DotTrip Recruit', 'TripMap', 'Formwright', 'Member widget']);
    await user.click(within(filters).getByRole('button', { name: 'Go' }));
    expect(within(filters).getByRole('button', { name: 'Go' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Pulse Metrics', 'Dockhand', 'Member widget']);
  });

  it('marks a member’s links as user content, the company’s own as they are', async () => {
    stubMemberProject({
      id: 'p-2',
      title: 'Member site',
      repo_url: 'https://github.com/an/site',
      demo_url: 'https://an.example.com',
    });
    renderPage(<ProjectsPage />, '/projects');
    const card = (await screen.findByRole('heading', { name: 'Member site' })).closest('article')!;
    for (const name of [/^Code of Member site/, /^Live Demo of Member site/])
      expect(within(card).getByRole('link', { name })).toHaveAttribute(
        'rel',
        'ugc nofollow noopener noreferrer',
      );
    const own = screen.getAllByRole('article')[0]!;
    expect(within(own).getByRole('link', { name: /^Code of DotTrip Recruit/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('opens a shared address whose tag differs in case on the same chip', () => {
    stubApi();
    renderPage(<ProjectsPage />, '/projects?tag=go');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Pulse Metrics', 'Dockhand']);
  });

  it('explains how to contribute, step by step', () => {
    stubApi();
    renderPage(<ProjectsPage />, '/projects');
    const steps = within(
      screen.getByRole('heading', { name: 'How to Contribute' }).closest('section')!,
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Step 1: Find an issue');
  });

  it('reaches every member project through real page links, the fixed five on the first page only', async () => {
    const fetchMock = manyProjects(230);
    const user = userEvent.setup();
    const { router } = renderPage(<ProjectsPage />, '/projects?tag=Rust');
    expect(await screen.findByRole('heading', { name: 'Member 24' })).toBeInTheDocument();
    expect(screen.getByText('230 projects tagged “Rust”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rust' })).toHaveAttribute('aria-pressed', 'true');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 10')).toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/projects?tag=Rust&page=2');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/projects?tag=Rust');
    // The server filters: the tag goes with the request.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/projects?tag=Rust'))).toBe(true);

    await user.click(next);
    expect(router.state.location.search).toBe('?tag=Rust&page=2');
    expect(await screen.findByRole('heading', { name: 'Member 25' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member 24' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(await screen.findByRole('heading', { name: 'DotTrip Recruit' })).toBeInTheDocument();
  });

  it('shows the last member projects on the last page without the fixed five, and a page past it says so', async () => {
    manyProjects(230);
    renderPage(<ProjectsPage />, '/projects?page=10');
    expect(await screen.findByRole('heading', { name: 'Member 230' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(14);
    expect(screen.queryByRole('heading', { name: 'DotTrip Recruit' })).not.toBeInTheDocument();
  });

  it('says a page past the last is past it, with a link to the last page', async () => {
    manyProjects(230);
    renderPage(<ProjectsPage />, '/projects?page=12');
    expect(
      await screen.findByText('This page is past the last one: the list has 230 member projects.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute(
      'href',
      '/projects?page=10',
    );
  });
});
