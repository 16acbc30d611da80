import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { ADMIN, signUp } from './harness';
import type { TestServer } from './harness';
import type { SmtpPeer } from './smtp-peer';

export type Actor = { token: string; userId: string; email: string };

/** Signs up a verified account and gives it a role: employers take a plan, staff/admin are set in the database. */
export async function actor(
  server: TestServer,
  smtp: SmtpPeer,
  role: 'member' | 'employer' | 'staff' | 'admin',
  email: string,
  options: { plan?: string; name?: string } = {},
): Promise<Actor> {
  const account = await signUp(server, smtp, { email, name: options.name ?? email.split('@')[0] });
  if (role === 'employer') {
    const upgrade = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: account.token,
      body: { planId: options.plan ?? 'free' },
    });
    if (upgrade.status !== 200) throw new Error(`upgrade failed: ${upgrade.status}`);
  } else if (role !== 'member') {
    await server.ctx.db.update(users).set({ role }).where(eq(users.id, account.userId));
  }
  // A remembered session (30 days), so tests that move the clock by days keep their tokens.
  const login = await server.call('POST', '/api/auth/login', {
    body: { email, password: 'Password123', remember: true },
  });
  return { token: login.body.access_token as string, userId: account.userId, email };
}

export async function adminActor(server: TestServer): Promise<Actor> {
  const login = await server.call('POST', '/api/auth/login', { body: { ...ADMIN, remember: true } });
  return {
    token: login.body.access_token as string,
    userId: (login.body.user as { id: string }).id,
    email: ADMIN.email,
  };
}

export const sampleJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior React Developer',
  location: 'Hà Nội',
  type: 'full-time',
  level: 'senior',
  salary_min: 30_000_000,
  salary_max: 50_000_000,
  description: 'Build the product with us.',
  requirements: ['5+ years of React'],
  skills: ['React', 'TypeScript', 'Node.js'],
  benefits: ['13th-month salary'],
  is_remote: false,
  ...overrides,
});

/** An employer with a company profile and one published posting. */
export async function employerWithJob(
  server: TestServer,
  smtp: SmtpPeer,
  email: string,
  company: string,
  job: Record<string, unknown> = {},
) {
  const employer = await actor(server, smtp, 'employer', email);
  const put = await server.call('PUT', '/api/employer/company', {
    token: employer.token,
    body: { name: company },
  });
  if (put.status !== 200) throw new Error(`company failed: ${put.status}`);
  const created = await server.call('POST', '/api/jobs', { token: employer.token, body: sampleJob(job) });
  if (created.status !== 201)
    throw new Error(`job failed: ${created.status} ${JSON.stringify(created.body)}`);
  const jobId = (created.body.job as { id: string }).id;
  const published = await server.call('POST', `/api/jobs/${jobId}/publish`, { token: employer.token });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  return { employer, jobId };
}
