import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { makeUser, stubApi } from '@/testing/member-area';
import {
  APP_A,
  APP_B,
  JOB_ID,
  boardReply,
  card,
  managedApplication,
  moveReply,
} from '@/testing/application-fixtures';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-job-board'),
    import('@/app/routes/dashboard-applications'),
    import('@/app/routes/dashboard-application'),
  ]);
}, 60_000);

const employer = makeUser('employer', { name: 'Erin Employer' });
// The first render loads the route's module: slower than the default second on a busy machine.
const LOAD = { timeout: 10_000 };

describe('the pipeline in Vietnamese', { timeout: 30_000 }, () => {
  it('board: stage names, counts, the move dialog and the announcement in Vietnamese; names stay as they are', async () => {
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('interview'),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Quy trình tuyển dụng: Senior React Developer' },
        LOAD,
      ),
    ).toBeVisible();
    for (const name of [
      'Đã ứng tuyển',
      'Sàng lọc hồ sơ',
      'Phỏng vấn',
      'Mời nhận việc',
      'Đã tuyển',
      'Không phù hợp',
    ]) {
      expect(screen.getByRole('region', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const applied = within(screen.getByTestId('column-applied'));
    expect(applied.getByLabelText('1 hồ sơ')).toHaveTextContent('1');
    expect(within(screen.getByTestId('column-screening')).getByText('Đánh giá 4/5')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Chuyển trạng thái Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển trạng thái Nguyễn Văn An' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Chuyển sang'), 'interview');
    expect(within(dialog).getByRole('option', { name: 'Phỏng vấn' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chuyển' }));
    expect(
      await screen.findByText('Đã chuyển Nguyễn Văn An từ Đã ứng tuyển sang Phỏng vấn.'),
    ).toBeInTheDocument();
  });

  it('application: headings, stage history and the time of a change in Vietnamese', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An — Senior React Developer' }, LOAD),
    ).toBeVisible();
    expect(screen.getByText('Sàng lọc hồ sơ', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lên lịch phỏng vấn' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tải CV (an-cv.pdf)' })).toBeVisible();
    expect(screen.getByText('4 năm')).toBeVisible();
    // The candidate's own words (cover letter, the reason given) are data: never translated.
    expect(screen.getByText('I would love to join.')).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'Lịch sử trạng thái' }));
    expect(history.getByText('Đã ứng tuyển → Sàng lọc hồ sơ')).toBeVisible();
    expect(history.getByText('Lý do: Strong portfolio')).toBeVisible();
    expect(
      history.getByText('Erin Employer · 09:00 19 thg 11, 2026 (GMT+7, Asia/Ho_Chi_Minh)'),
    ).toBeVisible();
    expect(history.getByText(/^Ứng viên · /)).toBeVisible();
    expect(await screen.findByText('Chưa có ghi chú nào.')).toBeVisible();
  });

  it('the time of a change follows the language (English keeps its format)', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const history = within(await screen.findByRole('region', { name: 'Stage history' }, LOAD));
    expect(history.getByText('Erin Employer · 19 Nov 2026, 09:00 (GMT+7, Asia/Ho_Chi_Minh)')).toBeVisible();
    expect(screen.getByText('4 years')).toBeVisible();

    act(() => i18n.activate('vi'));
    const vi = within(screen.getByRole('region', { name: 'Lịch sử trạng thái' }));
    expect(vi.getByText('Erin Employer · 09:00 19 thg 11, 2026 (GMT+7, Asia/Ho_Chi_Minh)')).toBeVisible();
  });

  it('list: the application date, the selection count and the bulk result in Vietnamese', async () => {
    stubApi(employer, {
      'GET /api/applications': () => ({
        body: {
          success: true,
          applications: [card(APP_A, 'Nguyễn Văn An', 'applied'), card(APP_B, 'Trần Thị Bình', 'applied')],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/manage/jobs': () => ({ body: { success: true, jobs: [], total: 0, page: 1, pageSize: 20 } }),
      'POST /api/applications/bulk': () => ({
        body: {
          success: true,
          updated: 2,
          results: [
            { id: APP_A, ok: true },
            { id: APP_B, ok: true },
          ],
        },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea('/dashboard/applications', employer);
    expect(await screen.findByRole('link', { name: 'Nguyễn Văn An' }, LOAD)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Theo dõi hồ sơ ứng tuyển' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Ngày ứng tuyển' })).toBeVisible();
    expect(screen.getAllByText('18 thg 11, 2026')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Tất cả trạng thái' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Chọn tất cả hồ sơ đang mở trên trang này' }));
    expect(screen.getByText('Đã chọn 2')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Chuyển trạng thái hoặc từ chối hồ sơ đã chọn…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển trạng thái 2 hồ sơ' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Chuyển sang'), 'screening');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chuyển' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Đã chuyển 2/2 hồ sơ sang Sàng lọc hồ sơ.'),
    );
  });

  it('list: the application date follows the language', async () => {
    stubApi(employer, {
      'GET /api/applications': () => ({
        body: {
          success: true,
          applications: [card(APP_A, 'Nguyễn Văn An', 'applied')],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/manage/jobs': () => ({ body: { success: true, jobs: [], total: 0, page: 1, pageSize: 20 } }),
    });
    renderRecruiterArea('/dashboard/applications', employer);
    expect(await screen.findByText('18 Nov 2026', {}, LOAD)).toBeVisible();
    act(() => i18n.activate('vi'));
    expect(screen.getByText('18 thg 11, 2026')).toBeVisible();
    expect(screen.getByTestId(`stage-${APP_A}`)).toHaveTextContent('Đã ứng tuyển');
  });

  it('application page: the offer outcome panel and the shared decline reasons in Vietnamese', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication({ stage: 'offer', offer: null }) },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await screen.findByRole('region', { name: 'Offer outcome' }, LOAD);
    act(() => i18n.activate('vi'));
    const panel = within(screen.getByRole('region', { name: 'Kết quả lời mời nhận việc' }));
    expect(panel.getByText('Chưa ghi nhận câu trả lời.')).toBeVisible();
    await userEvent.click(panel.getByRole('radio', { name: 'Đã từ chối' }));
    const reasons = panel.getByLabelText('Lý do ứng viên từ chối');
    expect(within(reasons).getByRole('option', { name: 'Đã nhận lời mời khác' })).toBeInTheDocument();
    expect(within(reasons).getByRole('option', { name: 'Mức lương và đãi ngộ' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Ghi nhận câu trả lời' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Nêu lý do ứng viên từ chối');
  });
});
