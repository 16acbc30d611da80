import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { makeUser, stubApi } from '@/testing/member-area';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-candidates'),
    import('@/app/routes/dashboard-candidate'),
  ]);
}, 60_000);

const employer = makeUser('employer', { name: 'Erin Employer' });
const staff = makeUser('staff', { name: 'Sam Staff' });
const CAND = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
// The first render loads the route's module: slower than the default second on a busy machine.
const LOAD = { timeout: 10_000 };

function summary(overrides: Record<string, unknown> = {}) {
  return {
    id: CAND,
    name: 'Lê Minh Châu',
    headline: 'Backend engineer',
    location: 'Đà Nẵng',
    skills: ['Go', 'PostgreSQL'],
    years_experience: 6,
    source: 'member',
    open_to_employers: true,
    contact_visible: false,
    email: null,
    phone: null,
    has_cv: true,
    created_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}
function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...summary(),
    default_cv: null,
    applications: [
      {
        id: APP,
        stage: 'interview',
        rating: 4,
        created_at: '2026-11-18T02:00:00.000Z',
        updated_at: '2026-11-18T02:00:00.000Z',
        candidate: { id: CAND, name: 'Lê Minh Châu', headline: 'Backend engineer' },
        job: { id: 'j', title: 'Senior Go Developer' },
        rejection_reason: null,
      },
    ],
    notes: [
      {
        id: 'n1',
        application_id: APP,
        body: 'Gọi lại vào thứ Hai',
        author: { id: 'u-employer', name: 'Erin Employer' },
        created_at: '2026-11-19T03:00:00.000Z',
      },
    ],
    possible_duplicates: [],
    merges: [],
    ...overrides,
  };
}

describe('candidates in Vietnamese', { timeout: 30_000 }, () => {
  it('a candidate: profile, allowance, applications and notes in Vietnamese; their words stay as they are', async () => {
    stubApi(employer, {
      [`GET /api/candidates/${CAND}`]: () => ({ body: { success: true, candidate: detail() } }),
      'GET /api/candidates/unlocks': () => ({
        body: { success: true, unlocks: { limit: 5, used: 1, remaining: 4, plan: 'free' } },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, employer);
    expect(
      await screen.findByText(
        'Email, số điện thoại và CV được ẩn cho đến khi bạn mở khóa ứng viên này.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    expect(await screen.findByTestId('unlock-quota')).toHaveTextContent(
      'Còn 4/5 lượt mở khóa trong tháng này',
    );
    expect(screen.getByRole('button', { name: 'Mở khóa thông tin liên hệ' })).toBeVisible();
    expect(
      screen.getByText('Đà Nẵng · 6 năm kinh nghiệm · Thành viên · Cho phép nhà tuyển dụng tìm thấy'),
    ).toBeVisible();
    expect(screen.getByText('Kỹ năng: Go, PostgreSQL')).toBeVisible();
    const applications = within(screen.getByRole('region', { name: 'Hồ sơ ứng tuyển' }));
    expect(applications.getByRole('link', { name: 'Senior Go Developer' })).toBeVisible();
    expect(
      applications.getByText('— Phỏng vấn · đánh giá 4/5 · ứng tuyển ngày 18 thg 11, 2026'),
    ).toBeVisible();
    const notes = within(screen.getByRole('region', { name: 'Ghi chú' }));
    expect(notes.getByText('Gọi lại vào thứ Hai')).toBeVisible();
    expect(notes.getByText('Erin Employer · 10:00 19 thg 11, 2026 (GMT+7, Asia/Ho_Chi_Minh)')).toBeVisible();
  });

  it('dates on a candidate follow the language (English keeps its format)', async () => {
    stubApi(employer, {
      [`GET /api/candidates/${CAND}`]: () => ({ body: { success: true, candidate: detail() } }),
      'GET /api/candidates/unlocks': () => ({
        body: { success: true, unlocks: { limit: 5, used: 1, remaining: 4, plan: 'free' } },
      }),
    });
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, employer);
    expect(await screen.findByText('— Interview · rated 4/5 · applied 18 Nov 2026', {}, LOAD)).toBeVisible();
    expect(screen.getByText('Erin Employer · 19 Nov 2026, 10:00 (GMT+7, Asia/Ho_Chi_Minh)')).toBeVisible();
    act(() => i18n.activate('vi'));
    expect(screen.getByText('— Phỏng vấn · đánh giá 4/5 · ứng tuyển ngày 18 thg 11, 2026')).toBeVisible();
  });

  it('the search: the count and the years follow the language, with its digit grouping', async () => {
    stubApi(employer, {
      'GET /api/candidates': () => ({
        body: {
          success: true,
          candidates: [summary({ years_experience: 1, source: 'sourced' })],
          total: 1200,
          page: 1,
          pageSize: 20,
          unlocks: { limit: 5, used: 2, remaining: 3, plan: 'free' },
        },
      }),
    });
    renderRecruiterArea('/dashboard/candidates', employer);
    expect(await screen.findByText('1,200 candidates', {}, LOAD)).toBeVisible();
    expect(screen.getByText('Đà Nẵng · 1 year · Sourced')).toBeVisible();

    act(() => i18n.activate('vi'));
    expect(screen.getByText('1.200 ứng viên')).toBeVisible();
    expect(screen.getByText('Đà Nẵng · 1 năm kinh nghiệm · Nhân viên thêm')).toBeVisible();
    expect(screen.getByText('Thông tin liên hệ đang ẩn')).toBeVisible();
    expect(screen.getByTestId('unlock-quota')).toHaveTextContent('Còn 3/5 lượt mở khóa trong tháng này');
    expect(screen.getByRole('heading', { level: 1, name: 'Ứng viên' })).toBeVisible();
    expect(screen.getByLabelText('Họ tên, tiêu đề hồ sơ hoặc kỹ năng')).toBeVisible();
  });

  it('staff: the add dialog in Vietnamese', async () => {
    stubApi(staff, {
      'GET /api/candidates': () => ({
        body: { success: true, candidates: [], total: 0, page: 1, pageSize: 20, unlocks: null },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea('/dashboard/candidates', staff);
    expect(await screen.findByText('Không có ứng viên nào phù hợp.', {}, LOAD)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm ứng viên' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm ứng viên do nhân viên tìm được' });
    expect(within(dialog).getByLabelText('Số năm kinh nghiệm')).toBeVisible();
    expect(within(dialog).getByLabelText('Kỹ năng (cách nhau bằng dấu phẩy)')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeVisible();
  });

  it('staff: the duplicate reasons and the merge confirmation in Vietnamese', async () => {
    stubApi(staff, {
      [`GET /api/candidates/${CAND}`]: () => ({
        body: {
          success: true,
          candidate: detail({
            contact_visible: true,
            email: 'chau@example.com',
            possible_duplicates: [{ id: OTHER, name: 'Le Minh Chau', reasons: ['phone', 'name'] }],
          }),
        },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, staff);
    const merge = await screen.findByRole('button', { name: 'Gộp Le Minh Chau vào hồ sơ này' }, LOAD);
    expect(screen.getByText('(trùng số điện thoại, trùng họ tên)')).toBeVisible();
    expect(screen.getByText('Email: chau@example.com')).toBeVisible();
    await userEvent.click(merge);
    const confirm = within(screen.getByRole('group', { name: 'Xác nhận gộp hồ sơ' }));
    expect(
      confirm.getByText(
        'Gộp Le Minh Chau vào Lê Minh Châu? Hồ sơ ứng tuyển, CV và lượt mở khóa sẽ được chuyển về hồ sơ này.',
      ),
    ).toBeVisible();
    expect(confirm.getByRole('button', { name: 'Gộp' })).toBeVisible();
  });

  it('says beside the search fields, in Vietnamese, what is wrong, and does not search (decision 1182)', async () => {
    const api = stubApi(employer, {
      'GET /api/candidates': () => ({
        body: {
          success: true,
          candidates: [],
          total: 0,
          page: 1,
          pageSize: 20,
          unlocks: { limit: 5, used: 2, remaining: 3, plan: 'free' },
        },
      }),
    });
    act(() => i18n.activate('vi'));
    try {
      renderRecruiterArea('/dashboard/candidates', employer);
      const years = await screen.findByLabelText('Số năm kinh nghiệm tối thiểu', {}, LOAD);
      const searches = () => api.calls.filter((c) => c.path === '/api/candidates').length;
      // The page's first search (no filters) is made on its own once it is shown; only later ones count.
      await waitFor(() => expect(searches()).toBeGreaterThan(0), LOAD);
      const before = searches();
      await userEvent.type(years, '61');
      await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
      expect(years).toHaveAccessibleDescription('Tối đa 60');
      expect(years).toHaveAttribute('aria-invalid', 'true');
      expect(years).toHaveFocus();
      await userEvent.clear(years);
      await userEvent.type(years, '1.5');
      await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
      expect(years).toHaveAccessibleDescription('Hãy nhập một số nguyên');
      expect(searches()).toBe(before);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});
