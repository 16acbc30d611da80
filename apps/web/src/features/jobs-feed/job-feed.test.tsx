import { act, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@app/shared';
import { TOKEN_KEY } from '@/lib/auth';
import { futureToken } from '@/testing/member-area';
import { jobListReply, makeJob, stubRecruitmentApi } from '@/testing/recruitment';
import type { RecordedCall } from '@/testing/recruitment';
import { FILTER_DEBOUNCE_MS, JobFeed, NO_JOBS_TEXT } from './job-feed';

afterEach(() => {
  vi.useRealTimers();
});

const FRONTEND = makeJob({
  title: 'Senior Frontend Developer',
  company: 'FPT Software',
  skills: ['React', 'TypeScript', 'Redux', 'Jest', 'Tailwind CSS', 'GraphQL', 'Vite'],
  requirements: ['5+ years of professional frontend experience'],
  benefits: ['13th-month salary'],
  salary_min: 30_000_000,
  salary_max: 45_000_000,
  is_featured: true,
});
const BACKEND = makeJob({
  title: 'Backend Engineer (Node.js)',
  company: 'Tiki',
  location: 'TP. Hồ Chí Minh',
  level: 'mid',
  skills: ['Node.js', 'PostgreSQL', 'Kafka', 'Docker', 'Redis'],
  is_remote: true,
  salary_min: 25_000_000,
  salary_max: 35_000_000,
});
const DEVOPS = makeJob({
  title: 'DevOps Lead',
  company: 'Viettel Solutions',
  level: 'lead',
  skills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'Ansible', 'GitLab CI', 'Linux', 'Go'],
  requirements: ['Kubernetes in production'],
  benefits: ['Leadership allowance'],
});
const ALL = [FRONTEND, BACKEND, DEVOPS];

/** The API's search fold (decision 295): no case, no Vietnamese diacritics, đ → d. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('vi-VN')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');

/** A server that filters like GET /api/jobs does (folded substrings, exact type/level). */
function serverSearch(call: RecordedCall, jobs: Job[] = ALL) {
  const q = fold(call.query.get('q') ?? '');
  const location = fold(call.query.get('location') ?? '');
  const found = jobs.filter(
    (job) =>
      (!q ||
        fold(job.title).includes(q) ||
        fold(job.company).includes(q) ||
        job.skills.some((skill) => fold(skill).includes(q))) &&
      (!call.query.get('type') || job.type === call.query.get('type')) &&
      (!call.query.get('level') || job.level === call.query.get('level')) &&
      (!location || fold(job.location).includes(location)) &&
      (call.query.get('remote') !== 'true' || job.is_remote),
  );
  return { body: jobListReply(found) };
}

function setup(saved: Job[] = [], search = serverSearch) {
  localStorage.setItem(TOKEN_KEY, futureToken());
  const api = stubRecruitmentApi(null, {
    'GET /api/jobs': (call) => search(call),
    'GET /api/me/saved-jobs': () => ({
      body: { success: true, jobs: saved.map((job) => ({ ...job, saved_at: '2026-11-20T02:00:00.000Z' })) },
    }),
    [`PUT /api/me/saved-jobs/${FRONTEND.id}`]: () => ({ body: { success: true } }),
    [`DELETE /api/me/saved-jobs/${FRONTEND.id}`]: () => ({ body: { success: true } }),
    [`PUT /api/me/saved-jobs/${DEVOPS.id}`]: () => ({
      status: 404,
      body: { success: false, message: 'This job posting does not exist.' },
    }),
  });
  render(
    <MemoryRouter>
      <JobFeed />
    </MemoryRouter>,
  );
  return api;
}

async function loaded() {
  await screen.findAllByTestId('job-card');
}

const titles = () =>
  screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent);

const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(api.callsTo('GET', '/api/jobs').at(-1)!.query);

describe('JobFeed (member dashboard) reading GET /api/jobs', () => {
  it('shows a loading skeleton until the API answers, then the published postings', async () => {
    const api = setup();
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    await loaded();
    expect(screen.queryByRole('status', { name: 'Loading jobs' })).not.toBeInTheDocument();
    expect(titles()).toEqual(['Senior Frontend Developer', 'Backend Engineer (Node.js)', 'DevOps Lead']);
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByText('3 open jobs · 0 saved')).toBeInTheDocument();
  });

  it('sends the free text to the server once typing pauses, and shows what it answers', async () => {
    const api = setup();
    await loaded();
    await userEvent.type(screen.getByLabelText('Search title, company or skill'), 'typescript');
    await screen.findByText(/1 open job ·/);
    expect(titles()).toEqual(['Senior Frontend Developer']);
    expect(lastQuery(api)).toEqual({ q: 'typescript', page: '1', pageSize: '20' });
    // One request for the word, not one per letter.
    expect(api.callsTo('GET', '/api/jobs').length).toBeLessThanOrEqual(3);
    expect(FILTER_DEBOUNCE_MS).toBe(300);
  });

  it('sends type, level, location and remote-only as the API query', async () => {
    const api = setup();
    await loaded();
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'mid');
    await userEvent.click(screen.getByLabelText('Remote only'));
    await userEvent.type(screen.getByLabelText('Location'), 'hồ chí minh');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        level: 'mid',
        location: 'hồ chí minh',
        remote: 'true',
        page: '1',
        pageSize: '20',
      }),
    );
    await screen.findByText(/1 open job ·/);
    expect(titles()).toEqual(['Backend Engineer (Node.js)']);
    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'contract');
    expect(await screen.findByText(NO_JOBS_TEXT)).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ type: 'contract', level: 'mid' });
  });

  it('shows the Vietnamese empty message when the API finds nothing', async () => {
    setup([], () => ({ body: jobListReply([]) }));
    expect(await screen.findByText('Không tìm thấy công việc phù hợp')).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-card')).toHaveLength(0);
  });

  it('shows up to 5 skills then "+N more", and the salary in M VND', async () => {
    setup();
    await loaded();
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
    expect(
      within(screen.getByRole('article', { name: 'DevOps Lead' })).getByText('+3 more'),
    ).toBeInTheDocument();
    const backend = within(screen.getByRole('article', { name: 'Backend Engineer (Node.js)' }));
    expect(backend.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('keeps saved jobs on the server: loads them, saves (PUT) and unsaves (DELETE)', async () => {
    const api = setup([BACKEND]);
    await loaded();
    expect(await screen.findByRole('button', { name: 'Unsave Backend Engineer (Node.js)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Senior Frontend Developer' }));
    expect(screen.getByRole('button', { name: 'Unsave Senior Frontend Developer' })).toHaveTextContent(
      'Saved',
    );
    expect(screen.getByText(/2 saved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsave Senior Frontend Developer' }));
    expect(screen.getByRole('button', { name: 'Save Senior Frontend Developer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.calls.filter((c) => c.path.startsWith('/api/me/saved-jobs/')).map((c) => c.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('undoes a save the server refuses and says why', async () => {
    setup();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save DevOps Lead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job posting does not exist.');
    expect(screen.getByRole('button', { name: 'Save DevOps Lead' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the detail modal, traps focus, and Esc closes it returning focus to the opener', async () => {
    setup();
    await loaded();
    const opener = screen.getByRole('button', { name: 'View details for DevOps Lead' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'DevOps Lead' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Kubernetes in production')).toBeInTheDocument();
    expect(within(dialog).getByText('Leadership allowance')).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    const apply = within(dialog).getByRole('link', { name: 'Open posting to apply' });
    expect(apply).toHaveAttribute('href', `/jobs/${DEVOPS.id}`);

    // Tab from the last control wraps to the first; Shift+Tab from the first wraps to the last.
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Save DevOps Lead' })).toHaveFocus();
    await userEvent.tab();
    expect(apply).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(apply).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside the dialog, not on a click inside', async () => {
    setup();
    await loaded();
    const opener = screen.getByRole('button', { name: 'View details for Backend Engineer (Node.js)' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Backend Engineer (Node.js)' });
    await userEvent.click(within(dialog).getByText('Requirements'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('job-dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('pages with Previous/Next when the API has more than 20', async () => {
    const api = setup([], (call) => {
      const page = Number(call.query.get('page'));
      return { body: jobListReply([makeJob({ title: `Feed page ${page}` })], { total: 25, page }) };
    });
    expect(await screen.findByText('Feed page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Feed page 2')).toBeInTheDocument();
    expect(lastQuery(api).page).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Feed page 1')).toBeInTheDocument();
  });

  it('writes the heading, views, days and open salaries in English on an English page', async () => {
    setup([], () => ({
      body: jobListReply([
        { ...FRONTEND, views: 1_500 },
        { ...BACKEND, views: 1, salary_max: null },
        { ...DEVOPS, salary_min: null, salary_max: null },
      ]),
    }));
    await loaded();
    expect(screen.getByRole('region', { name: 'Latest jobs' })).toBeInTheDocument();
    const frontend = within(screen.getByRole('article', { name: 'Senior Frontend Developer' }));
    expect(frontend.getByText('1,500 views')).toBeInTheDocument();
    expect(frontend.getByText('Posted 2 Nov 2026')).toBeInTheDocument();
    expect(frontend.getByText('1,500 views').closest('[lang]')).toBeNull();
    const backend = within(screen.getByRole('article', { name: 'Backend Engineer (Node.js)' }));
    expect(backend.getByText('1 view')).toBeInTheDocument();
    expect(backend.getByTestId('job-salary')).toHaveTextContent('From 25M VND');
    const devops = within(screen.getByRole('article', { name: 'DevOps Lead' }));
    expect(devops.getByTestId('job-salary')).toHaveTextContent('Negotiable');
    await userEvent.click(screen.getByRole('button', { name: 'View details for Senior Frontend Developer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Senior Frontend Developer' }));
    expect(dialog.getByText('Posted 2 Nov 2026 · Deadline 15 Dec 2026 · 1,500 views')).toBeInTheDocument();
    expect(dialog.getByText('30M - 45M VND')).not.toHaveAttribute('lang');
  });

  it('speaks Vietnamese when the reader chose it, with counts in its number format', async () => {
    act(() => i18n.activate('vi'));
    setup([BACKEND], () => ({
      body: jobListReply([{ ...FRONTEND, views: 1_500 }, BACKEND], { total: 1_234 }),
    }));
    await loaded();
    expect(await screen.findByText('1.234 việc làm đang tuyển · 1 đã lưu')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Senior Frontend Developer' }));
    expect(card.getByText('1.500 lượt xem')).toBeInTheDocument();
    expect(card.getByText('Đăng ngày 2 thg 11, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Việc làm mới nhất' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xem chi tiết Senior Frontend Developer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Senior Frontend Developer' }));
    expect(dialog.getByRole('heading', { name: 'Quyền lợi' })).toBeInTheDocument();
    expect(dialog.getByText('Toàn thời gian · Cấp cao')).toBeInTheDocument();
    expect(
      dialog.getByText('Đăng ngày 2 thg 11, 2026 · Hạn nộp 15 thg 12, 2026 · 1.500 lượt xem'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Mở tin để ứng tuyển' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Đóng' })).toHaveFocus();
  });
});
