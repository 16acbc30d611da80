import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_FEED_LOAD_MS, JobFeed, NO_JOBS_TEXT } from './job-feed';
import { SAMPLE_JOBS } from './sample-jobs';
import { SAVED_JOBS_KEY } from './use-saved-jobs';

afterEach(() => {
  vi.useRealTimers();
});

async function renderLoaded() {
  render(<JobFeed loadDelayMs={0} />);
  await screen.findAllByTestId('job-card');
}

const titles = () =>
  screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent);

describe('JobFeed', () => {
  it('shows a loading skeleton for about 1 s, then the jobs', async () => {
    vi.useFakeTimers();
    render(<JobFeed />);
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-card')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JOB_FEED_LOAD_MS - 50);
    });
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByRole('status', { name: 'Loading jobs' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(SAMPLE_JOBS.length);
    expect(JOB_FEED_LOAD_MS).toBe(1000);
  });

  it('filters by free text over title, company and skills', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Search title, company or skill'), 'typescript');
    expect(titles()).toEqual(['Senior Frontend Developer', 'QA Automation Engineer']);
    await userEvent.clear(screen.getByLabelText('Search title, company or skill'));
    await userEvent.type(screen.getByLabelText('Search title, company or skill'), 'momo');
    expect(titles()).toEqual(['Mobile Developer (Flutter)']);
  });

  it('filters by type and level exactly', async () => {
    await renderLoaded();
    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'full-time');
    expect(titles()).toEqual([
      'Senior Frontend Developer',
      'Backend Engineer (Node.js)',
      'DevOps Lead',
      'QA Automation Engineer',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'mid');
    expect(titles()).toEqual(['Backend Engineer (Node.js)']);
  });

  it('filters by location substring, any case', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Location'), 'đà nẵng');
    expect(titles()).toEqual(['UI/UX Designer (Part-time)']);
  });

  it('remote only keeps remote jobs, and combines with the other filters', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByLabelText('Remote only'));
    expect(titles()).toEqual([
      'Backend Engineer (Node.js)',
      'Mobile Developer (Flutter)',
      'UI/UX Designer (Part-time)',
    ]);
    await userEvent.type(screen.getByLabelText('Location'), 'hồ chí minh');
    expect(titles()).toEqual(['Backend Engineer (Node.js)', 'Mobile Developer (Flutter)']);
    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'contract');
    expect(titles()).toEqual(['Mobile Developer (Flutter)']);
  });

  it('shows the Vietnamese empty message when nothing matches', async () => {
    await renderLoaded();
    await userEvent.type(screen.getByLabelText('Search title, company or skill'), 'cobol');
    expect(screen.getByText(NO_JOBS_TEXT)).toBeInTheDocument();
    expect(NO_JOBS_TEXT).toBe('Không tìm thấy công việc phù hợp');
    expect(screen.queryAllByTestId('job-card')).toHaveLength(0);
  });

  it('shows up to 5 skills then "+N more", and the salary in M VND', async () => {
    await renderLoaded();
    const card = within(screen.getByRole('article', { name: 'Senior Frontend Developer' }));
    const skills = within(card.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual([
      'React',
      'TypeScript',
      'Redux',
      'Jest',
      'Tailwind CSS',
      '+2 more',
    ]);
    expect(card.getByTestId('job-salary')).toHaveTextContent('30M - 45M VND');
    const devops = within(screen.getByRole('article', { name: 'DevOps Lead' }));
    expect(devops.getByText('+3 more')).toBeInTheDocument();
    const backend = within(screen.getByRole('article', { name: 'Backend Engineer (Node.js)' }));
    expect(backend.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('saves and unsaves a job, remembered in this browser', async () => {
    await renderLoaded();
    const save = screen.getByRole('button', { name: 'Save Senior Frontend Developer' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    const unsave = screen.getByRole('button', { name: 'Unsave Senior Frontend Developer' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    expect(unsave).toHaveTextContent('Saved');
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? '[]')).toEqual(['job-1']);
    expect(screen.getByText(/1 saved/)).toBeInTheDocument();
    await userEvent.click(unsave);
    expect(screen.getByRole('button', { name: 'Save Senior Frontend Developer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? '[]')).toEqual([]);
  });

  it('restores saved jobs from a previous visit', async () => {
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(['job-2']));
    await renderLoaded();
    expect(screen.getByRole('button', { name: 'Unsave Backend Engineer (Node.js)' })).toBeInTheDocument();
  });

  it('opens the detail modal, traps focus, and Esc closes it returning focus to the opener', async () => {
    await renderLoaded();
    const opener = screen.getByRole('button', { name: 'View details for DevOps Lead' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'DevOps Lead' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Kubernetes in production')).toBeInTheDocument();
    expect(within(dialog).getByText('Leadership allowance')).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    // Tab from the last control wraps to the first; Shift+Tab from the first wraps to the last.
    const save = within(dialog).getByRole('button', { name: 'Save DevOps Lead' });
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside the dialog, not on a click inside', async () => {
    await renderLoaded();
    const opener = screen.getByRole('button', { name: 'View details for Data Analyst Intern' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Data Analyst Intern' });
    await userEvent.click(within(dialog).getByText('Requirements'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('job-dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('saving from the modal updates the card', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'View details for DevOps Lead' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save DevOps Lead' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Unsave DevOps Lead' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
