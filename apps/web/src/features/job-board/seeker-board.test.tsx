import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
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

const CITIES = {
  body: {
    success: true,
    cities: [
      { name: 'Hà Nội', count: 12 },
      { name: 'Đà Nẵng', count: 3 },
    ],
  },
};

describe('board: salary, sort and cities (issue 18)', () => {
  it('sends salary and sort from the address to the API and shows them', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, '/jobs?salary=20000000&sort=salary&page=2', null);
    await screen.findByText('Go Developer');
    expect(Object.fromEntries(api.callsTo('GET', '/api/jobs')[0]!.query)).toEqual({
      salary: '20000000',
      sort: 'salary',
      page: '2',
      pageSize: '20',
    });
    expect(screen.getByLabelText('Minimum salary')).toHaveValue('20000000');
    expect(screen.getByLabelText('Sort by')).toHaveValue('salary');
  });

  it('asks for the most relevant first when there is text and no order chosen', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, '/jobs?q=go', null);
    await screen.findByText('Go Developer');
    expect(api.callsTo('GET', '/api/jobs')[0]!.query.get('sort')).toBe('relevance');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(address()).toBe('/jobs?q=go');
  });

  it('orders by newest when the text is only quotes and spaces, which search for nothing (decision 1153)', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, `/jobs?q=${encodeURIComponent('" “ ”')}`, null);
    await screen.findByText('Go Developer');
    expect(api.callsTo('GET', '/api/jobs')[0]!.query.get('sort')).toBeNull();
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeDisabled();
  });

  it('puts a salary and a sort in the address at once, page back to 1; relevance waits for text', async () => {
    const user = userEvent.setup();
    stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, '/jobs?page=3', null);
    await screen.findByText('Go Developer');
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Minimum salary'), '15000000');
    expect(address()).toBe('/jobs?salary=15000000');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'salary');
    expect(address()).toBe('/jobs?salary=15000000&sort=salary');
    await user.selectOptions(screen.getByLabelText('Minimum salary'), '');
    expect(address()).toBe('/jobs?sort=salary');
  });

  it('lists the cities with counts as links that set the location, and keeps the other filters', async () => {
    const user = userEvent.setup();
    const api = stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, '/jobs?type=contract', null);
    const cities = await screen.findByRole('navigation', { name: 'Cities' });
    const links = within(cities).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Hà Nội(12)', 'Đà Nẵng(3)']);
    await user.click(within(cities).getByRole('link', { name: /Đà Nẵng/ }));
    expect(address()).toBe('/jobs?type=contract&location=%C4%90%C3%A0+N%E1%BA%B5ng');
    expect(within(cities).getByRole('link', { name: /Đà Nẵng/ })).toHaveAttribute('aria-current', 'true');
    expect(api.callsTo('GET', '/api/jobs').at(-1)!.query.get('location')).toBe('Đà Nẵng');
    // Free text still works: the location field holds the city and takes any place.
    expect(screen.getByLabelText('Location')).toHaveValue('Đà Nẵng');
  });
});

describe('the board’s own links keep the language the address names (decision 1117)', () => {
  it('pages and cities carry ?lang=vi, so a reader without JavaScript stays in Vietnamese', async () => {
    stubRecruitmentApi(null, {
      'GET /api/jobs': ({ query }) => ({
        body: jobListReply([makeJob({ title: 'Go Developer' })], {
          total: 45,
          page: Number(query.get('page')),
        }),
      }),
      'GET /api/jobs/cities': () => CITIES,
    });
    renderRecruitment(routes, '/jobs?level=mid&page=2&lang=vi', null);
    await screen.findByText('Go Developer');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/jobs?level=mid&lang=vi');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/jobs?level=mid&page=3&lang=vi',
    );
    const cities = await screen.findByRole('navigation', { name: 'Cities' });
    expect(within(cities).getByRole('link', { name: /Hà Nội/ })).toHaveAttribute(
      'href',
      '/jobs?level=mid&location=H%C3%A0+N%E1%BB%99i&lang=vi',
    );
    // A card's link to the posting keeps it too (decision 1122).
    expect(screen.getByRole('link', { name: 'Go Developer' }).getAttribute('href')).toMatch(
      /^\/jobs\/[^?]+\?lang=vi$/,
    );
  });
});

describe('board: salary, sort and cities in Vietnamese', () => {
  it('labels the controls and the city list in Vietnamese, salaries as "Từ …M VND"', async () => {
    stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([makeJob({ title: 'Go Developer' })]) }),
      'GET /api/jobs/cities': () => CITIES,
    });
    act(() => i18n.activate('vi'));
    renderRecruitment(routes, '/jobs', null);
    expect(await screen.findByRole('navigation', { name: 'Thành phố' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lương tối thiểu')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Từ 10M VND' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sắp xếp theo')).toHaveValue('newest');
    expect(screen.getByRole('option', { name: 'Lương cao nhất' })).toBeInTheDocument();
  });
});
