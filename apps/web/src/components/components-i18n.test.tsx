import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Job } from '@app/shared';
import { EMPTY_FILTERS } from '@/lib/jobs/filters';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { Pager } from './pager';
import { Spinner } from './spinner';

const job: Job = {
  id: 'job-1',
  title: 'Senior Frontend Developer',
  company: 'FPT Software',
  company_logo_url: null,
  location: 'Hà Nội',
  type: 'full-time',
  level: 'senior',
  salary_min: 30_000_000,
  salary_max: 45_000_000,
  description: 'Build web applications.',
  requirements: [],
  skills: ['React', 'TypeScript', 'Node.js', 'SQL', 'Docker', 'AWS', 'Kubernetes'],
  benefits: [],
  posted_date: '2026-11-02T03:00:00.000Z',
  deadline: null,
  views: 120,
  is_featured: true,
  is_remote: true,
  status: 'published',
  is_expired: false,
};

const noop = () => {};

describe('shared components in Vietnamese', () => {
  it('job card: badges, type and level, skills, salary and posted day in the language shown', () => {
    const { rerender } = render(
      <JobCard job={{ ...job, salary_max: null }} variant="board" title="Senior Frontend Developer" />,
    );
    const card = within(screen.getByTestId('board-card'));
    expect(card.getByText('Full-time · Senior')).toBeInTheDocument();
    // Interface texts, not Vietnamese passages: no lang of their own on an English page (issue 17).
    expect(card.getByTestId('job-salary')).toHaveTextContent('From 30M VND');
    expect(card.getByTestId('job-salary')).not.toHaveAttribute('lang');
    expect(card.getByText(/^Posted/)).toHaveTextContent('Posted 2 Nov 2026');
    expect(card.getByText(/^Posted/).closest('[lang]')).toBeNull();
    rerender(<JobCard job={job} variant="board" title="Senior Frontend Developer" />);

    act(() => i18n.activate('vi'));
    rerender(<JobCard job={job} variant="board" title="Senior Frontend Developer" />);
    expect(card.getByText('Nổi bật')).toBeInTheDocument();
    expect(card.getByText('Làm việc từ xa')).toBeInTheDocument();
    expect(card.getByText('Toàn thời gian · Cấp cao')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Kỹ năng' })).toHaveTextContent('+2 kỹ năng khác');
    expect(card.getByTestId('job-salary')).toHaveTextContent('30M - 45M VND');
    expect(card.getByTestId('job-salary')).not.toHaveAttribute('lang');
    expect(card.getByText(/^Đăng ngày/)).toHaveTextContent('Đăng ngày 2 thg 11, 2026');
    rerender(
      <JobCard job={{ ...job, salary_min: null }} variant="board" title="Senior Frontend Developer" />,
    );
    expect(card.getByTestId('job-salary')).toHaveTextContent('Đến 45M VND');
    rerender(
      <JobCard
        job={{ ...job, salary_min: null, salary_max: null }}
        variant="board"
        title="Senior Frontend Developer"
      />,
    );
    expect(card.getByTestId('job-salary')).toHaveTextContent('Thỏa thuận');
  });

  it('job filters: labels, placeholders and options', () => {
    act(() => i18n.activate('vi'));
    render(<JobFilters variant="feed" value={EMPTY_FILTERS} onType={noop} onPick={noop} onSubmit={noop} />);
    const form = within(screen.getByRole('search', { name: 'Lọc việc làm' }));
    expect(form.getByLabelText('Tìm theo chức danh, công ty hoặc kỹ năng')).toHaveAttribute(
      'placeholder',
      'VD: React',
    );
    expect(form.getByLabelText('Địa điểm')).toHaveAttribute('placeholder', 'VD: Hà Nội');
    const type = form.getByLabelText('Loại hình công việc');
    expect(within(type).getByRole('option', { name: 'Tất cả loại hình' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Bán thời gian' })).toBeInTheDocument();
    const level = form.getByLabelText('Cấp bậc');
    expect(within(level).getByRole('option', { name: 'Mới đi làm' })).toBeInTheDocument();
    expect(form.getByLabelText('Chỉ việc làm từ xa')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Tìm kiếm' })).toBeInTheDocument();
  });

  it('pager and spinner: words and page numbers in the language shown', () => {
    const { rerender } = render(<Pager page={1200} pages={1500} onPage={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1,200 of 1,500');
    act(() => i18n.activate('vi'));
    rerender(<Pager page={1200} pages={1500} onPage={noop} />);
    const nav = within(screen.getByRole('navigation', { name: 'Phân trang' }));
    expect(nav.getByText('Trang 1.200/1.500')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Trang trước' })).toBeEnabled();
    expect(nav.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
  });
});
