import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  AddressProbe,
  jobListReply,
  makeJob,
  renderRecruitment,
  stubRecruitmentApi,
} from '@/testing/recruitment';
import { JobBoardPage } from './job-board-page';

const routes = [
  {
    path: '/jobs',
    element: (
      <>
        <JobBoardPage />
        <AddressProbe />
      </>
    ),
  },
];

const address = () => screen.getByTestId('address').textContent;
const cardTitles = () =>
  screen.getAllByTestId('board-card').map((card) => within(card).getByRole('heading').textContent);

describe('public job board /jobs', () => {
  it('sends the address bar filters to GET /api/jobs and shows the cards like the job feed', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({
        body: jobListReply([
          makeJob({
            title: 'Senior Frontend Developer',
            skills: ['React', 'TypeScript', 'Redux', 'Jest', 'Tailwind CSS', 'GraphQL', 'Vite'],
            is_featured: true,
            is_remote: true,
            salary_min: 15_000_000,
            salary_max: 25_000_000,
            posted_date: '2026-11-02T03:00:00.000Z',
            deadline: '2026-12-15T16:59:59.999Z',
          }),
          makeJob({
            title: 'Backend Engineer',
            company: 'Tiki',
            skills: ['Node.js'],
            salary_min: null,
            salary_max: null,
          }),
        ]),
      }),
    });
    renderRecruitment(
      routes,
      '/jobs?q=react&type=full-time&level=senior&location=H%C3%A0+N%E1%BB%99i&remote=true&page=2',
      null,
    );

    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    await screen.findAllByTestId('board-card');
    const [call] = api.callsTo('GET', '/api/jobs');
    expect(Object.fromEntries(call!.query)).toEqual({
      q: 'react',
      type: 'full-time',
      level: 'senior',
      location: 'Hà Nội',
      remote: 'true',
      // Text and no order chosen: the most relevant first (decision 530).
      sort: 'relevance',
      page: '2',
      pageSize: '20',
    });
    // The form shows the address's filters.
    expect(screen.getByLabelText('Search title, company or skill')).toHaveValue('react');
    expect(screen.getByLabelText('Job type')).toHaveValue('full-time');
    expect(screen.getByLabelText('Level')).toHaveValue('senior');
    expect(screen.getByLabelText('Location')).toHaveValue('Hà Nội');
    expect(screen.getByLabelText('Remote only')).toBeChecked();

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
    expect(card.getByTestId('job-salary')).toHaveTextContent('15M - 25M VND');
    expect(card.getByText('Featured')).toBeInTheDocument();
    expect(card.getByText('Remote')).toBeInTheDocument();
    // WCAG 3.1.2 (decision 311): Vietnamese passages say so; English ones take the page's language.
    const langOf = (el: Element) =>
      el.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
    expect(langOf(card.getByTestId('job-salary'))).not.toBe('vi');
    expect(langOf(card.getByText(/^Posted/))).not.toBe('vi');
    expect(langOf(card.getByText('Hà Nội'))).toBe('vi');
    expect(langOf(card.getByRole('heading', { name: 'Senior Frontend Developer' }))).not.toBe('vi');
    // The English interface is English (issue 17): an English subtitle under "Open jobs".
    expect(screen.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeInTheDocument();
    expect(screen.getByText('Search by title, company, skill or place.')).toBeInTheDocument();
    // Headings do not skip a level (axe's heading-order, Lighthouse accessibility): the cards' titles
    // come right under the page's h1.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(card.getByRole('heading', { level: 2, name: 'Senior Frontend Developer' })).toBeInTheDocument();
    expect(card.getByText('Full-time · Senior')).toBeInTheDocument();
    // Posted and deadline days follow the page's language (issue 17): English here.
    expect(card.getByText('Posted 2 Nov 2026')).toBeInTheDocument();
    expect(card.getByText('Deadline 15 Dec 2026')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Senior Frontend Developer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\/[0-9a-f-]+$/),
    );

    const backend = within(screen.getByRole('article', { name: 'Backend Engineer' }));
    expect(backend.queryByText(/more$/)).not.toBeInTheDocument();
    expect(backend.getByTestId('job-salary')).toHaveTextContent('Negotiable');
    expect(backend.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('puts every filter change in the address (page back to 1), and Back restores the previous search', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': ({ query }) => ({
        body: jobListReply([makeJob({ title: `Result for ${query.get('q') ?? 'all'}` })], {
          total: 60,
          page: Number(query.get('page')),
        }),
      }),
    });
    const { user, router } = renderRecruitment(routes, '/jobs?page=3', null);
    await screen.findAllByTestId('board-card');

    await user.selectOptions(screen.getByLabelText('Job type'), 'contract');
    expect(address()).toBe('/jobs?type=contract');
    await user.type(screen.getByLabelText('Search title, company or skill'), 'flutter{Enter}');
    expect(address()).toBe('/jobs?q=flutter&type=contract');
    await user.click(screen.getByLabelText('Remote only'));
    expect(address()).toBe('/jobs?q=flutter&type=contract&remote=true');
    await user.type(screen.getByLabelText('Location'), 'Đà Nẵng');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/jobs?q=flutter&type=contract&location=%C4%90%C3%A0+N%E1%BA%B5ng&remote=true');
    await screen.findByText('Result for flutter');

    const last = api.callsTo('GET', '/api/jobs').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'flutter',
      type: 'contract',
      location: 'Đà Nẵng',
      remote: 'true',
      sort: 'relevance',
      page: '1',
      pageSize: '20',
    });

    await act(() => router.navigate(-1));
    expect(address()).toBe('/jobs?q=flutter&type=contract&remote=true');
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Remote only')).toBeChecked();
    await act(() => router.navigate(-2));
    expect(address()).toBe('/jobs?type=contract');
    expect(screen.getByLabelText('Search title, company or skill')).toHaveValue('');
    expect(screen.getByLabelText('Remote only')).not.toBeChecked();
  });

  it('keeps the focus on the filter or button a keyboard user used, as the address changes (decision 1235)', async () => {
    stubRecruitmentApi(null, {
      'GET /api/jobs': ({ query }) => ({
        body: jobListReply([makeJob({ title: `Result for ${query.get('q') ?? 'all'}` })]),
      }),
    });
    const { user } = renderRecruitment(routes, '/jobs', null);
    await screen.findAllByTestId('board-card');

    const type = screen.getByLabelText('Job type');
    type.focus();
    await user.selectOptions(type, 'contract');
    expect(address()).toBe('/jobs?type=contract');
    expect(screen.getByLabelText('Job type')).toHaveFocus();
    await user.click(screen.getByLabelText('Remote only'));
    expect(address()).toBe('/jobs?type=contract&remote=true');
    expect(screen.getByLabelText('Remote only')).toHaveFocus();
    await user.type(screen.getByLabelText('Search title, company or skill'), 'flutter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/jobs?q=flutter&type=contract&remote=true');
    await screen.findByText('Result for flutter');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('pages through results 20 at a time with links in the address', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': ({ query }) => {
        const page = Number(query.get('page'));
        return {
          body: jobListReply([makeJob({ title: `Posting on page ${page}` })], { total: 45, page }),
        };
      },
    });
    const { user } = renderRecruitment(routes, '/jobs?level=mid', null);
    await screen.findByText('Posting on page 1');
    expect(screen.getByText('45 jobs · page 1 of 3')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/jobs?level=mid&page=3');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    await screen.findByText('Posting on page 2');
    expect(address()).toBe('/jobs?level=mid&page=2');
    expect(api.callsTo('GET', '/api/jobs').at(-1)!.query.get('page')).toBe('2');
    expect(cardTitles()).toEqual(['Posting on page 2']);
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('says "Không tìm thấy công việc phù hợp" when nothing matches', async () => {
    stubRecruitmentApi(null, { 'GET /api/jobs': () => ({ body: jobListReply([]) }) });
    renderRecruitment(routes, '/jobs?q=cobol', null);
    expect(await screen.findByText('Không tìm thấy công việc phù hợp')).toBeInTheDocument();
    expect(screen.queryAllByTestId('board-card')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('leads a kept address past the last page to the last one instead of saying nothing matches', async () => {
    stubRecruitmentApi(null, {
      'GET /api/jobs': ({ query }) => {
        const page = Number(query.get('page'));
        return {
          body: jobListReply(page <= 2 ? [makeJob({ title: `Posting on page ${page}` })] : [], {
            total: 25,
            page,
          }),
        };
      },
    });
    const { user } = renderRecruitment(routes, '/jobs?q=react&page=5', null);
    expect(
      await screen.findByText('This page is past the last one: 25 jobs match this search.'),
    ).toBeVisible();
    expect(screen.queryByText('Không tìm thấy công việc phù hợp')).not.toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Go to the last page' });
    expect(last).toHaveAttribute('href', '/jobs?q=react&page=2');
    await user.click(last);
    expect(await screen.findByText('Posting on page 2')).toBeInTheDocument();
    expect(address()).toBe('/jobs?q=react&page=2');
  });

  it('says so in Vietnamese too', async () => {
    act(() => i18n.activate('vi'));
    stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([], { total: 21, page: 4 }) }),
    });
    renderRecruitment(routes, '/jobs?page=4', null);
    expect(
      await screen.findByText('Trang này nằm sau trang cuối: có 21 việc làm khớp với tìm kiếm này.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Đến trang cuối' })).toHaveAttribute('href', '/jobs?page=2');
  });

  it('ignores malformed filters in the address and reports a failed search with a retry', async () => {
    let fail = true;
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : { body: jobListReply([makeJob({ title: 'Back again' })]) },
    });
    const { user } = renderRecruitment(routes, '/jobs?type=freelance&page=-4', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/api/jobs')!.query)).toEqual({
      page: '1',
      pageSize: '20',
    });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('speaks Vietnamese when the reader chose it: texts, the count, the days and the salary', async () => {
    act(() => i18n.activate('vi'));
    stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({
        body: jobListReply(
          [
            makeJob({
              title: 'Kỹ sư dữ liệu',
              posted_date: '2026-11-02T03:00:00.000Z',
              deadline: '2026-12-15T16:59:59.999Z',
              salary_min: null,
              salary_max: null,
            }),
          ],
          { total: 1_234 },
        ),
      }),
    });
    renderRecruitment(routes, '/jobs', null);
    const card = within((await screen.findAllByTestId('board-card'))[0]!);
    expect(screen.getByRole('heading', { level: 1, name: 'Việc làm đang tuyển' })).toBeInTheDocument();
    expect(screen.getByText('Tìm theo chức danh, công ty, kỹ năng hoặc địa điểm.')).toBeInTheDocument();
    // Vietnamese groups thousands with dots and has no plural forms.
    expect(screen.getByText('1.234 việc làm · trang 1/62')).toBeInTheDocument();
    expect(card.getByText('Hạn nộp 15 thg 12, 2026')).toBeInTheDocument();
    expect(card.getByText('Hạn nộp 15 thg 12, 2026').closest('[lang]')).toBeNull();
    expect(card.getByText('Đăng ngày 2 thg 11, 2026')).toBeInTheDocument();
    expect(card.getByTestId('job-salary')).toHaveTextContent('Thỏa thuận');
    expect(screen.getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/jobs?page=2');
  });
});
