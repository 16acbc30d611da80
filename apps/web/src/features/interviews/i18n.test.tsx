import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { APP_A, managedApplication } from '@/testing/application-fixtures';
import { makeUser, stubApi } from '@/testing/member-area';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-application'),
    import('@/app/routes/dashboard-interviews'),
  ]);
}, 60_000);

/** Moves `Date.now()` (only) to `at`, keeping it ticking: the feedback form opens once the interview has started. */
function nowAt(at: string) {
  const real = Date.now.bind(Date);
  const offset = new Date(at).getTime() - real();
  return vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const employer = makeUser('employer', { id: 'u-employer', name: 'Erin Employer' });
const INTERVIEW_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
// The first render loads the route's module: slower than the default second on a busy machine.
const LOAD = { timeout: 10_000 };

function interview(overrides: Record<string, unknown> = {}) {
  return {
    id: INTERVIEW_ID,
    application_id: APP_A,
    job: { id: 'j', title: 'Senior React Developer', company: 'FPT Software' },
    candidate: { id: 'cand-1', name: 'Nguyễn Văn An' },
    starts_at: '2030-11-25T02:30:00.000Z',
    ends_at: '2030-11-25T03:30:00.000Z',
    time_zone: 'Asia/Ho_Chi_Minh',
    duration_minutes: 60,
    type: 'video',
    location: 'https://meet.example.com/abc',
    notes: 'Hỏi về dự án gần nhất',
    status: 'scheduled',
    sequence: 0,
    stage: 'interview',
    kit: null,
    interviewers: [{ id: 'u-employer', name: 'Erin Employer', email: 'employer@example.com' }],
    feedback: [],
    ...overrides,
  };
}

describe('interviews in Vietnamese', { timeout: 30_000 }, () => {
  it('the list: kind, duration, people and actions in Vietnamese; the time in the interview’s zone', async () => {
    nowAt('2030-11-25T02:31:00.000Z');
    stubApi(employer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview()] } }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea('/dashboard/interviews', employer);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn An — Senior React Developer' }, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Phỏng vấn' })).toBeVisible();
    expect(
      screen.getByText('09:30 25 thg 11, 2030 (GMT+7, Asia/Ho_Chi_Minh) · 60 phút · Video'),
    ).toBeVisible();
    expect(screen.getByText('Người phỏng vấn: Erin Employer')).toBeVisible();
    // The hiring team's notes are data: shown as written.
    expect(screen.getByText('Ghi chú: Hỏi về dự án gần nhất')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mở hồ sơ ứng tuyển của Nguyễn Văn An' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hủy phỏng vấn' }));
    expect(screen.getByRole('button', { name: 'Đồng ý hủy buổi phỏng vấn' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Giữ lịch' })).toBeVisible();
    // The feedback form of the interviewer.
    const form = screen.getByRole('form', { name: 'Đánh giá của bạn' });
    await userEvent.click(within(form).getByRole('button', { name: 'Gửi đánh giá' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Hãy chọn điểm từ 1 đến 5.');
    expect(within(form).getByRole('option', { name: 'Rất nên tuyển' })).toBeInTheDocument();
  });

  it('the form of an interview kit and the feedback it gave, in Vietnamese (issue 18)', async () => {
    nowAt('2030-11-25T02:31:00.000Z');
    const kit = {
      questions: [{ id: 'q-1', text: 'Kể về một sự cố bạn đã xử lý.' }],
      attributes: [{ id: 'a-1', name: 'React' }],
    };
    stubApi(employer, {
      'GET /api/interviews': () => ({
        body: {
          success: true,
          interviews: [
            interview({
              kit,
              interviewers: [
                { id: 'u-employer', name: 'Erin Employer', email: 'employer@example.com' },
                { id: 'u-ivan', name: 'Ivan', email: 'ivan@example.com' },
              ],
              feedback: [
                {
                  interviewer: { id: 'u-ivan', name: 'Ivan' },
                  score: 3,
                  recommendation: 'no',
                  comments: '',
                  answers: [
                    {
                      question_id: 'q-1',
                      question: 'Kể về một sự cố bạn đã xử lý.',
                      answer: 'Lỗi bộ nhớ đệm.',
                    },
                  ],
                  ratings: [{ attribute_id: 'a-1', attribute: 'React', rating: 'yes' }],
                  updated_at: '2030-11-25T04:00:00.000Z',
                },
              ],
            }),
          ],
        },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea('/dashboard/interviews', employer);
    const form = within(await screen.findByRole('form', { name: 'Đánh giá của bạn' }, LOAD));
    expect(form.getByRole('group', { name: 'Câu hỏi phỏng vấn' })).toBeVisible();
    const react = within(form.getByRole('group', { name: 'React' }));
    expect(react.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Hoàn toàn không đạt',
      'Chưa đạt',
      'Đạt',
      'Rất tốt',
      'Chưa quyết định',
    ]);
    expect(screen.getByRole('list', { name: 'Điểm tiêu chí của Ivan' })).toHaveTextContent('React: Đạt');
    expect(screen.getByRole('definition')).toHaveTextContent('Lỗi bộ nhớ đệm.');
  });

  it('the time of an interview and the days of the week follow the language', async () => {
    // The week of the interview (Monday 25 November 2030), a clock still ticking.
    const offset = Date.parse('2030-11-25T00:30:00.000Z') - Date.now();
    const real = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
    stubApi(employer, {
      'GET /api/interviews': () => ({
        body: { success: true, interviews: [interview({ status: 'cancelled' })] },
      }),
    });
    renderRecruiterArea('/dashboard/interviews', employer);
    expect(
      await screen.findByText('25 Nov 2030, 09:30 (GMT+7, Asia/Ho_Chi_Minh) · 60 min · Video', {}, LOAD),
    ).toBeVisible();
    expect(screen.getByText(/^Week of Mon \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();

    act(() => i18n.activate('vi'));
    expect(
      screen.getByText('09:30 25 thg 11, 2030 (GMT+7, Asia/Ho_Chi_Minh) · 60 phút · Video'),
    ).toBeVisible();
    expect(screen.getByText('Đã hủy')).toBeVisible();
    expect(screen.getByText(/^Tuần bắt đầu từ Thứ 2, \d{1,2} thg \d{1,2}$/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tuần' }));
    const days = screen.getAllByRole('region');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(/^Thứ 2, \d{1,2} thg \d{1,2}$/);
    expect(days[6]).toHaveAccessibleName(/^CN, \d{1,2} thg \d{1,2}$/);
  });

  it('the schedule dialog in Vietnamese', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Lên lịch phỏng vấn' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch phỏng vấn với Nguyễn Văn An' });
    expect(within(dialog).getByLabelText('Giờ bắt đầu')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Múi giờ')).toHaveValue('Asia/Ho_Chi_Minh');
    expect(within(dialog).getByRole('option', { name: '60 phút' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link họp trực tuyến')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Hình thức phỏng vấn'), 'onsite');
    expect(within(dialog).getByLabelText('Địa điểm')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Erin Employer (bạn)' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lên lịch' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Hãy chọn ngày và giờ bắt đầu.');
    await userEvent.type(within(dialog).getByLabelText('Ngày'), '2020-01-06');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lên lịch' }));
    // The shared part of the message comes from the shared catalog; the rest is this feature's.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/; hãy chọn thời điểm muộn hơn\.$/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a video interview’s link: the hint and the refusal in Vietnamese (decision 1195)', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Lên lịch phỏng vấn' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch phỏng vấn với Nguyễn Văn An' });
    const link = within(dialog).getByLabelText('Link họp trực tuyến');
    expect(link).toHaveAccessibleDescription(
      'Link tham gia từ Zoom, Google Meet, Teams hoặc công cụ khác: một địa chỉ web bắt đầu bằng https:// hoặc http://.',
    );
    await userEvent.type(within(dialog).getByLabelText('Ngày'), '2030-11-25');
    await userEvent.type(link, 'Phòng Zoom của chị Lan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lên lịch' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Hãy nhập link họp trực tuyến là một địa chỉ web bắt đầu bằng https:// hoặc http://',
    );
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
