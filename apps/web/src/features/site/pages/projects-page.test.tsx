import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS } from '../content/projects';
import { renderPage, stubApi } from '../test-utils';
import { ProjectsPage } from './projects-page';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => vi.unstubAllGlobals());

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

  it('shows "No projects found" for a tag no project has, and View All Projects recovers', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage(<ProjectsPage />, '/projects?tag=COBOL');
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View All Projects' }));
    expect(screen.queryByText('No projects found')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(5);
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
});
