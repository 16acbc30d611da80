import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stubApi } from '@/testing/member-area';
import { managedJob, renderRecruiterArea } from '@/testing/recruiter-area';

// Interview kits (issue 18, decision 1111): a posting's managers edit, per stage, the questions and the attributes
// interviewers rate.

beforeAll(async () => {
  await import('@/app/routes/dashboard-job-kits');
}, 60_000);

afterEach(() => {
  act(() => i18n.activate('en'));
});

const employer = makeUser('employer', { name: 'Erin Employer' });
const JOB = '11111111-1111-4111-8111-111111111111';
const STAGES = ['applied', 'screening', 'interview', 'offer'] as const;

function kits(
  interview: { questions: unknown[]; attributes: unknown[] } = { questions: [], attributes: [] },
) {
  return {
    success: true,
    job: { id: JOB, title: 'Senior React Developer' },
    kits: STAGES.map((stage) => ({
      stage,
      ...(stage === 'interview' ? interview : { questions: [], attributes: [] }),
      updated_at: stage === 'interview' && interview.questions.length ? '2030-11-20T03:00:00.000Z' : null,
    })),
  };
}

describe('/dashboard/jobs/:id/kits', { timeout: 20_000 }, () => {
  it('opens from the posting, edits the Interview stage’s kit and saves it', async () => {
    const api = stubApi(employer, {
      'GET /api/manage/jobs': () => ({
        body: { success: true, jobs: [managedJob()], total: 1, page: 1, pageSize: 20 },
      }),
      [`GET /api/jobs/${JOB}/interview-kits`]: () => ({
        body: kits({
          questions: [{ id: 'q-1', text: 'Tell us about an outage.' }],
          attributes: [],
        }),
      }),
      [`PUT /api/jobs/${JOB}/interview-kits/interview`]: ({ body }) => {
        const sent = body as { questions: Array<{ text: string }>; attributes: Array<{ name: string }> };
        return {
          body: {
            success: true,
            kit: {
              stage: 'interview',
              questions: sent.questions.map((q, i) => ({ id: `q-${i + 1}`, text: q.text })),
              attributes: sent.attributes.map((a, i) => ({ id: `a-${i + 1}`, name: a.name })),
              updated_at: '2030-11-20T04:00:00.000Z',
            },
          },
        };
      },
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    await userEvent.click(
      await screen.findByRole('link', { name: 'Interview kits for Senior React Developer' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview kits: Senior React Developer' }),
    ).toBeVisible();
    // One form per stage an interview can be scheduled in.
    expect(screen.getAllByRole('form').map((f) => f.getAttribute('aria-label'))).toEqual([
      'Interview kit: Applied',
      'Interview kit: Screening',
      'Interview kit: Interview',
      'Interview kit: Offer',
    ]);
    expect(
      within(screen.getByRole('form', { name: 'Interview kit: Screening' })).getByText(
        'No kit yet: interviewers at this stage give the overall feedback only.',
      ),
    ).toBeVisible();

    const form = within(screen.getByRole('form', { name: 'Interview kit: Interview' }));
    expect(form.getByLabelText('Question 1')).toHaveValue('Tell us about an outage.');
    await userEvent.click(form.getByRole('button', { name: 'Add question' }));
    await userEvent.type(form.getByLabelText('Question 2'), 'How do you review code?');
    // A blank row is left out.
    await userEvent.click(form.getByRole('button', { name: 'Add question' }));
    for (const name of ['React', 'Communication', 'Go']) {
      await userEvent.click(form.getByRole('button', { name: 'Add attribute' }));
      const inputs = form.getAllByLabelText(/^Attribute \d+$/);
      await userEvent.type(inputs[inputs.length - 1]!, name);
    }
    await userEvent.click(form.getByRole('button', { name: 'Remove attribute 3' }));
    expect(form.queryByLabelText('Attribute 3')).toBeNull();
    // Reordering: the second question moves to the top and back down, the second attribute to the top.
    expect(form.getByRole('button', { name: 'Move question 1 up' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Move question 2 up' }));
    expect(form.getByLabelText('Question 1')).toHaveValue('How do you review code?');
    // The button keeps the focus at the top, where it now does nothing.
    expect(form.getByRole('button', { name: 'Move question 1 up' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Move question 1 up' }));
    expect(form.getByLabelText('Question 1')).toHaveValue('How do you review code?');
    await userEvent.click(form.getByRole('button', { name: 'Move question 1 down' }));
    expect(form.getByLabelText('Question 1')).toHaveValue('Tell us about an outage.');
    await userEvent.click(form.getByRole('button', { name: 'Move attribute 2 up' }));
    expect(form.getByRole('button', { name: 'Move attribute 2 down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save kit' }));
    expect(await form.findByRole('status')).toHaveTextContent('Kit saved.');
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/jobs/${JOB}/interview-kits/interview`,
      body: {
        // The kept question keeps its id; new ones have none.
        questions: [{ id: 'q-1', text: 'Tell us about an outage.' }, { text: 'How do you review code?' }],
        attributes: [{ name: 'Communication' }, { name: 'React' }],
      },
    });
    // The form now holds the saved kit, blank row gone.
    expect(form.queryByLabelText('Question 3')).toBeNull();
    expect(form.getByLabelText('Attribute 2')).toHaveValue('React');
  });

  it('keeps a pasted over-long question and attribute whole and says each limit instead of sending them cut (decision 1184)', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB}/interview-kits`]: () => ({ body: kits() }),
      [`PUT /api/jobs/${JOB}/interview-kits/offer`]: () => ({
        body: {
          success: true,
          kit: {
            stage: 'offer',
            questions: [{ id: 'q-1', text: 'Why this offer?' }],
            attributes: [{ id: 'a-1', name: 'Motivation' }],
            updated_at: '2030-11-20T04:00:00.000Z',
          },
        },
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB}/kits`, employer);
    const form = within(await screen.findByRole('form', { name: 'Interview kit: Offer' }));
    await userEvent.click(form.getByRole('button', { name: 'Add question' }));
    await userEvent.click(form.getByRole('button', { name: 'Add attribute' }));
    const question = form.getByLabelText('Question 1');
    const attribute = form.getByLabelText('Attribute 1');
    const pastedQuestion = `Why this offer? ${'x'.repeat(500)}`;
    const pastedAttribute = `Motivation ${'x'.repeat(100)}`;
    await userEvent.click(question);
    await userEvent.paste(pastedQuestion);
    await userEvent.click(attribute);
    await userEvent.paste(pastedAttribute);
    // Nothing cut silently: the whole pastes stay in their fields, for the recruiter to shorten.
    expect(question).toHaveValue(pastedQuestion);
    expect(attribute).toHaveValue(pastedAttribute);
    await userEvent.click(form.getByRole('button', { name: 'Save kit' }));
    expect(question).toHaveAccessibleDescription('At most 500 characters');
    expect(attribute).toHaveAccessibleDescription('At most 100 characters');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(attribute).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    // In Vietnamese, the schema's Vietnamese message.
    act(() => i18n.activate('vi'));
    expect(question).toHaveAccessibleDescription('Tối đa 500 ký tự');
    act(() => i18n.activate('en'));

    await userEvent.clear(question);
    await userEvent.type(question, 'Why this offer?');
    await userEvent.clear(attribute);
    await userEvent.type(attribute, 'Motivation');
    expect(question).not.toHaveAttribute('aria-invalid');
    await userEvent.click(form.getByRole('button', { name: 'Save kit' }));
    expect(await form.findByRole('status')).toHaveTextContent('Kit saved.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      questions: [{ text: 'Why this offer?' }],
      attributes: [{ name: 'Motivation' }],
    });
  });

  it('shows the server’s refusal, and speaks Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    stubApi(employer, {
      [`GET /api/jobs/${JOB}/interview-kits`]: () => ({ body: kits() }),
      [`PUT /api/jobs/${JOB}/interview-kits/offer`]: () => ({
        status: 422,
        body: { success: false, message: 'Each attribute only once' },
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB}/kits`, employer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bộ câu hỏi phỏng vấn: Senior React Developer' }),
    ).toBeVisible();
    const form = within(screen.getByRole('form', { name: 'Bộ câu hỏi phỏng vấn: Mời nhận việc' }));
    await userEvent.click(form.getByRole('button', { name: 'Thêm tiêu chí' }));
    await userEvent.type(form.getByLabelText('Tiêu chí 1'), 'React');
    await userEvent.click(form.getByRole('button', { name: 'Lưu bộ câu hỏi' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Mỗi tiêu chí chỉ được có một lần');
  });
});
