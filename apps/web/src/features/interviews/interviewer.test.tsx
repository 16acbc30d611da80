import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ROLE_PERMISSIONS, withCompanyRole } from '@app/shared';
import { APP_A } from '@/testing/application-fixtures';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

// Issue 10: a company's interviewer holds interview:feedback only of the recruitment rights.

beforeAll(async () => {
  await Promise.all([import('@/app/routes/dashboard-interviews'), import('@/app/routes/dashboard-home')]);
}, 60_000);

const interviewer = makeUser('employer', {
  id: 'u-ivan',
  name: 'Ivan Interviewer',
  permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, 'interviewer'),
  company: { id: 'co-1', name: 'FPT Software', role: 'interviewer', plan: 'premium' },
});
const INTERVIEW_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const CV_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

function interview(overrides: Record<string, unknown> = {}) {
  return {
    id: INTERVIEW_ID,
    application_id: APP_A,
    job: { id: 'j', title: 'Senior React Developer', company: 'FPT Software' },
    candidate: { id: 'cand-1', name: 'Nguyễn Văn An' },
    cv_id: CV_ID,
    starts_at: '2030-11-25T02:30:00.000Z',
    ends_at: '2030-11-25T03:30:00.000Z',
    time_zone: 'Asia/Ho_Chi_Minh',
    duration_minutes: 60,
    type: 'video',
    location: 'https://meet.example.com/abc',
    notes: '',
    status: 'scheduled',
    sequence: 0,
    stage: 'interview',
    kit: null,
    interviewers: [{ id: 'u-ivan', name: 'Ivan Interviewer', email: 'ivan@example.com' }],
    feedback: [],
    ...overrides,
  };
}

/** Moves `Date.now()` (only) to `at`, keeping it ticking: the feedback form opens once the interview has started. */
function nowAt(at: string) {
  const real = Date.now.bind(Date);
  const offset = new Date(at).getTime() - real();
  return vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an interviewer (issue 10)', { timeout: 20_000 }, () => {
  it('opens /dashboard/interviews: no scheduling, rescheduling or cancelling; opens the CV and leaves feedback', async () => {
    nowAt('2030-11-25T02:31:00.000Z');
    const api = stubApi(interviewer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview()] } }),
      [`GET /api/cvs/${CV_ID}`]: () => ({ body: { pdf: true } }),
      [`PUT /api/interviews/${INTERVIEW_ID}/feedback`]: () => ({
        body: {
          success: true,
          interview: interview({
            feedback: [
              {
                interviewer: { id: 'u-ivan', name: 'Ivan Interviewer' },
                score: 4,
                recommendation: 'yes',
                comments: 'Solid React',
                answers: [],
                ratings: [],
                updated_at: '2030-11-25T04:00:00.000Z',
              },
            ],
          }),
        },
      }),
    });
    const createObjectURL = vi.fn((blob: Blob) => {
      expect(blob).toBeInstanceOf(Blob);
      return 'blob:cv';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { router } = renderMemberArea('/dashboard/interviews', interviewer);

    const item = await screen.findByRole('article');
    expect(router.state.location.pathname).toBe('/dashboard/interviews');
    expect(
      within(item).getByRole('heading', { name: 'Nguyễn Văn An — Senior React Developer' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the application/ })).toBeNull();
    expect(screen.queryByText(/Schedule an interview from an application/)).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Open CV of Nguyễn Văn An' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.calls.some((c) => c.method === 'GET' && c.path === `/api/cvs/${CV_ID}`)).toBe(true);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('CV Nguyễn Văn An');
    click.mockRestore();

    const form = within(within(item).getByRole('form', { name: 'Your feedback' }));
    await userEvent.click(form.getByRole('radio', { name: '4' }));
    await userEvent.selectOptions(form.getByLabelText('Recommendation'), 'yes');
    await userEvent.type(form.getByLabelText('Comments'), 'Solid React');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback saved.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      score: 4,
      recommendation: 'yes',
      comments: 'Solid React',
      answers: [],
      ratings: [],
    });

    // The week grid names the candidate without a link to the application it may not open.
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.queryByRole('link', { name: /Nguyễn Văn An/ })).toBeNull();
  });

  it('fills the form of the interview kit: an answer per question, a rating per attribute (issue 18)', async () => {
    nowAt('2030-11-25T02:31:00.000Z');
    const kit = {
      questions: [
        { id: 'q-outage', text: 'Tell us about an outage you handled.' },
        { id: 'q-review', text: 'How do you review code?' },
      ],
      attributes: [
        { id: 'a-react', name: 'React' },
        { id: 'a-talk', name: 'Communication' },
        { id: 'a-tests', name: 'Testing' },
      ],
    };
    let feedback: unknown[] = [];
    const api = stubApi(interviewer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview({ kit, feedback })] } }),
      [`PUT /api/interviews/${INTERVIEW_ID}/feedback`]: () => {
        feedback = [
          {
            interviewer: { id: 'u-ivan', name: 'Ivan Interviewer' },
            score: 4,
            recommendation: 'strong_yes',
            comments: '',
            answers: [
              {
                question_id: 'q-outage',
                question: 'Tell us about an outage you handled.',
                answer: 'A cache stampede.',
              },
            ],
            ratings: [
              { attribute_id: 'a-react', attribute: 'React', rating: 'strong_yes' },
              { attribute_id: 'a-talk', attribute: 'Communication', rating: 'no' },
            ],
            updated_at: '2030-11-25T04:00:00.000Z',
          },
        ];
        return { body: { success: true, interview: interview({ kit, feedback }) } };
      },
    });
    renderMemberArea('/dashboard/interviews', interviewer);
    const form = within(await screen.findByRole('form', { name: 'Your feedback' }));
    // The kit's questions, each a labelled text box, and its attributes, each a group of ratings.
    const questions = within(form.getByRole('group', { name: 'Interview questions' }));
    expect(questions.getAllByRole('textbox').map((box) => box.getAttribute('id'))).toHaveLength(2);
    await userEvent.type(
      questions.getByLabelText('Tell us about an outage you handled.'),
      'A cache stampede.',
    );
    const attributes = within(form.getByRole('group', { name: 'Attributes to rate' }));
    const react = within(attributes.getByRole('group', { name: 'React' }));
    expect(react.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Strong no',
      'No',
      'Yes',
      'Strong yes',
      'No decision',
    ]);
    // Nothing chosen yet is "No decision".
    expect(react.getByRole('radio', { name: 'No decision' })).toBeChecked();
    await userEvent.click(react.getByRole('radio', { name: 'Strong yes' }));
    await userEvent.click(
      within(attributes.getByRole('group', { name: 'Communication' })).getByRole('radio', { name: 'No' }),
    );
    await userEvent.click(form.getByRole('radio', { name: '4' }));
    await userEvent.selectOptions(form.getByLabelText('Recommendation'), 'strong_yes');
    await userEvent.click(form.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback saved.')).toBeVisible();
    // The empty answer and the unrated attribute are left out.
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      score: 4,
      recommendation: 'strong_yes',
      comments: '',
      answers: [{ question_id: 'q-outage', answer: 'A cache stampede.' }],
      ratings: [
        { attribute_id: 'a-react', rating: 'strong_yes' },
        { attribute_id: 'a-talk', rating: 'no' },
      ],
    });
    // The saved feedback reads back with the kit's texts.
    const item = screen.getByRole('article');
    expect(await within(item).findByRole('list', { name: 'Ratings by Ivan Interviewer' })).toHaveTextContent(
      'React: Strong yesCommunication: No',
    );
    const answers = within(item).getByRole('term');
    expect(answers).toHaveTextContent('Tell us about an outage you handled.');
    expect(within(item).getByRole('definition')).toHaveTextContent('A cache stampede.');
    // Reopened, the form holds what was sent.
    const again = within(screen.getByRole('form', { name: 'Your feedback' }));
    expect(again.getByLabelText('Tell us about an outage you handled.')).toHaveValue('A cache stampede.');
    expect(
      within(again.getByRole('group', { name: 'React' })).getByRole('radio', { name: 'Strong yes' }),
    ).toBeChecked();
    expect(again.getByRole('button', { name: 'Update feedback' })).toBeVisible();
  });

  it('sees its upcoming interviews on the dashboard, not the employer’s package and tools', async () => {
    const api = stubApi(interviewer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview()] } }),
    });
    renderMemberArea('/dashboard', interviewer);
    const section = within(await screen.findByRole('region', { name: 'Your upcoming interviews' }));
    // The title is its own element (its language may differ from the page's: decision 1094).
    expect(
      await section.findByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Nguyễn Văn An — Senior React Developer',
      ),
    ).toBeVisible();
    expect(section.getByText(/Video/)).toBeVisible();
    expect(
      section.getByRole('link', { name: 'Open Interviews to read the CV and leave feedback' }),
    ).toHaveAttribute('href', '/dashboard/interviews');
    expect(screen.queryByRole('heading', { name: 'Your package' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recruitment tools' })).toBeNull();
    const list = api.calls.find((c) => c.path === '/api/interviews');
    expect(list).toBeDefined();
    const url = api.fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/api/interviews?'));
    expect(new URL(url!, 'http://x').searchParams.get('status')).toBe('scheduled');
    expect(new URL(url!, 'http://x').searchParams.get('from')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('says so when nothing is coming up', async () => {
    stubApi(interviewer, { 'GET /api/interviews': () => ({ body: { success: true, interviews: [] } }) });
    renderMemberArea('/dashboard', interviewer);
    expect(await screen.findByText('No upcoming interviews.')).toBeVisible();
  });
});
