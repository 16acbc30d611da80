import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, postForm, sampleJob, samplePdf } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  // The interviews below are on fixed days; a start in the past is refused (decision 285).
  ({ server, smtp } = await startSmtpTestServer({
    clockStart: new Date('2026-11-20T03:00:00Z'),
  }));
});

afterAll(async () => {
  await server.stop();
});

describe('the whole hiring flow over HTTP (issue 5, the end-to-end story on the API)', () => {
  it('posts, finds, applies with a PDF, interviews with an .ics, gives feedback, offers, hires', async () => {
    // An employer posts a job.
    const employer = await actor(server, smtp, 'employer', 'hr@flow.test', { name: 'Lê Minh Tuấn' });
    await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      body: { name: 'Công ty Flow' },
    });
    const created = await server.call('POST', '/api/jobs', {
      token: employer.token,
      body: sampleJob({
        title: 'Kỹ sư Backend Node.js',
        skills: ['Node.js', 'PostgreSQL'],
        location: 'Hà Nội',
      }),
    });
    const jobId = (created.body.job as { id: string }).id;
    expect((await server.call('POST', `/api/jobs/${jobId}/publish`, { token: employer.token })).status).toBe(
      200,
    );

    // A member finds it on the public board and applies with a PDF.
    const member = await actor(server, smtp, 'member', 'ung.vien@flow.test', { name: 'Nguyễn Thị Hoa' });
    const found = await server.call('GET', '/api/jobs?q=node.js&location=hà nội&type=full-time');
    expect((found.body.jobs as Array<{ id: string }>).map((j) => j.id)).toContain(jobId);
    const applied = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Tôi có 5 năm kinh nghiệm Node.js.' },
      { name: 'Hoa CV.pdf', data: samplePdf(), type: 'application/pdf' },
    );
    expect(applied.status).toBe(201);
    const applicationId = (applied.body.application as { id: string }).id;

    // The employer sees it on the board, moves it to Interview and schedules the interview.
    const board = await server.call('GET', `/api/jobs/${jobId}/board`, { token: employer.token });
    expect((board.body.columns as Array<{ stage: string; total: number }>)[0]).toMatchObject({
      stage: 'applied',
      total: 1,
    });
    await server.call('POST', `/api/applications/${applicationId}/move`, {
      token: employer.token,
      body: { stage: 'interview' },
    });
    const scheduled = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
      token: employer.token,
      body: {
        starts_at: '2026-12-10T14:00',
        time_zone: 'Asia/Ho_Chi_Minh',
        duration_minutes: 45,
        type: 'onsite',
        location: 'Tầng 3, 1 Tràng Tiền, Hà Nội',
        interviewer_ids: [employer.userId],
      },
    });
    expect(scheduled.status).toBe(201);
    const interviewId = (scheduled.body.interview as { id: string }).id;

    // The member's mail holds the .ics.
    const invite = await smtp.waitFor(member.email, (m) => m.raw.includes('text/calendar'));
    expect(invite.raw).toMatch(/invite\.ics/);

    // Feedback (once the interview has started, decision 1108), then Offer, then Hired.
    server.clock.advance(new Date('2026-12-10T07:00:00Z').getTime() - server.clock.now().getTime());
    const feedback = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
      token: employer.token,
      body: { score: 5, recommendation: 'strong_yes', comments: 'Excellent' },
    });
    expect(feedback.status).toBe(200);
    for (const stage of ['offer', 'hired']) {
      const moved = await server.call('POST', `/api/applications/${applicationId}/move`, {
        token: employer.token,
        body: { stage },
      });
      expect(moved.status).toBe(200);
    }
    await smtp.waitFor(member.email, (m) => m.text.includes('Congratulations on your new role'));

    // The member sees each stage in "My applications".
    const mine = await server.call('GET', '/api/me/applications', { token: member.token });
    const application = (
      mine.body.applications as Array<{ stage: string; history: Array<{ to: string }> }>
    )[0]!;
    expect(application.stage).toBe('hired');
    expect(application.history.map((h) => h.to)).toEqual(['applied', 'interview', 'offer', 'hired']);
  });
});
