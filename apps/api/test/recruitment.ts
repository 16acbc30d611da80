import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { companyMembers, interviews, users } from '../src/db/schema';
import { invitationToken, outboxReader } from './admin';
import { ADMIN, login, readReply, signUp, startTestServer } from './harness';
import type { TestServer, TestServerOptions } from './harness';
import { clientIp } from './helpers';
import type { SmtpPeer } from './smtp-peer';

export type Actor = { token: string; userId: string; email: string };

/** The company an account belongs to (issue 10), read from the database. */
export async function companyIdOf(server: TestServer, userId: string): Promise<string> {
  const [row] = await server.ctx.db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  if (!row) throw new Error(`no company for ${userId}`);
  return row.id;
}
/** Where sign-ups read their verification code: the SMTP peer, or anything that finds mail the same way. */
export type MailReader = Pick<SmtpPeer, 'waitFor'>;

/**
 * Signs up a verified account and gives it a role: employers take a plan (Pro unless named: the candidate tracking
 * tool is Pro's, issue 10), staff/admin are set in the database.
 */
export async function actor(
  server: TestServer,
  smtp: MailReader,
  role: 'member' | 'employer' | 'staff' | 'admin',
  email: string,
  options: { plan?: string; name?: string } = {},
): Promise<Actor> {
  const account = await signUp(server, smtp, { email, name: options.name ?? email.split('@')[0] });
  if (role === 'employer') {
    const upgrade = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: account.token,
      body: { planId: options.plan ?? 'standard' },
    });
    if (upgrade.status !== 200) throw new Error(`upgrade failed: ${upgrade.status}`);
  } else if (role !== 'member') {
    await server.ctx.db.update(users).set({ role }).where(eq(users.id, account.userId));
    await server.ctx.sessions.settle();
  }
  // A remembered session (30 days), so tests that move the clock by days keep their tokens.
  return { token: await login(server, email), userId: account.userId, email };
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
  smtp: MailReader,
  email: string,
  company: string,
  job: Record<string, unknown> = {},
  plan = 'standard',
) {
  const employer = await actor(server, smtp, 'employer', email, { plan });
  const put = await server.call('PUT', '/api/employer/company', {
    token: employer.token,
    body: { name: company },
  });
  if (put.status !== 200) throw new Error(`company failed: ${put.status}`);
  return { employer, jobId: await publishJob(server, employer, job) };
}

/** A posting (the sample, with `job`'s fields) created and published by an employer; returns its id. */
export async function publishJob(
  server: TestServer,
  employer: Pick<Actor, 'token'>,
  job: Record<string, unknown> = {},
): Promise<string> {
  const created = await server.call('POST', '/api/jobs', { token: employer.token, body: sampleJob(job) });
  if (created.status !== 201)
    throw new Error(`job failed: ${created.status} ${JSON.stringify(created.body)}`);
  const jobId = (created.body.job as { id: string }).id;
  const published = await server.call('POST', `/api/jobs/${jobId}/publish`, { token: employer.token });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status}`);
  return jobId;
}

/**
 * A test server whose sign-ups read their mail from the outbox rows, and a company owner (Enterprise unless `plan`
 * names another) with a company profile and one published posting. `holdMail` stops the outbox worker first, for
 * suites that count which mails are still waiting.
 */
export async function startCompanyServer(
  email: string,
  company: string,
  options: TestServerOptions & { plan?: string; holdMail?: boolean } = {},
): Promise<{ server: TestServer; mail: MailReader; owner: Actor; jobId: string }> {
  const { plan = 'premium', holdMail = false, ...serverOptions } = options;
  const server = await startTestServer(serverOptions);
  if (holdMail) await server.ctx.outbox.stop();
  const mail = outboxReader(server);
  const { employer: owner, jobId } = await employerWithJob(server, mail, email, company, {}, plan);
  return { server, mail, owner, jobId };
}

/** Registers a new address through the last invitation link mailed to it; returns the account, signed in. */
export async function registerFromInvitation(
  server: TestServer,
  email: string,
  name: string,
): Promise<Actor> {
  const token = await invitationToken(server, email);
  const joined = await server.call('POST', '/api/auth/company-invitation/register', {
    body: { token, name, password: 'Password123' },
    headers: clientIp(),
  });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return {
    token: joined.body.access_token as string,
    userId: (joined.body.user as { id: string }).id,
    email,
  };
}

/** The owner invites `email` into its company with `role`, and the address registers through the link (issue 10). */
export async function joinByInvitation(
  server: TestServer,
  owner: Actor,
  email: string,
  role: 'recruiter' | 'interviewer',
  name: string,
): Promise<Actor> {
  const sent = await server.call('POST', '/api/company/invitations', {
    token: owner.token,
    body: { email, role },
  });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status}`);
  return registerFromInvitation(server, email, name);
}

/** A new API key of the owner's company with `scopes` (issue 14); returns its secret, shown once. */
export async function apiKeySecret(
  server: TestServer,
  owner: Pick<Actor, 'token'>,
  scopes: string[],
  name = `Key ${Math.random()}`,
): Promise<string> {
  const made = await server.call('POST', '/api/company/api-keys', {
    token: owner.token,
    body: { name, scopes },
  });
  if (made.status !== 201) throw new Error(`API key failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.secret as string;
}

/** A ZIP (stored, no compression) holding the given entries: enough for a DOCX check. */
export function makeZip(entries: Array<{ name: string; data: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
export const sampleDocx = () =>
  makeZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);

/** A multipart POST with real HTTP (the harness's `call` speaks JSON only). */
export async function postForm(
  server: TestServer,
  urlPath: string,
  token: string | undefined,
  fields: Record<string, string>,
  file?: { field?: string; name: string; data: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      file.field ?? 'cv',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return readReply(response);
}

/** A member who uploads a PDF and applies to the posting; returns the account and the application id. */
export async function applicant(
  server: TestServer,
  smtp: MailReader,
  email: string,
  jobId: string,
  name?: string,
): Promise<Actor & { applicationId: string }> {
  const member = await actor(server, smtp, 'member', email, { name });
  const res = await postForm(
    server,
    `/api/jobs/${jobId}/applications`,
    member.token,
    { cover_letter: 'Hello' },
    { name: 'cv.pdf', data: samplePdf() },
  );
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Distinct application times keep "newest first" orders deterministic.
  server.clock.advance(1_000);
  return { ...member, applicationId: (res.body.application as { id: string }).id };
}

/**
 * Moves an interview's start to an hour before the server's clock: feedback opens only once the interview has started
 * (decision 1108), and suites that are not about time give feedback right after scheduling. Returns a function that
 * puts the interview back at its time (for suites that go on counting it as upcoming).
 */
export async function startInterviewNow(
  server: TestServer,
  interviewId: string,
): Promise<() => Promise<void>> {
  const [before] = await server.ctx.db
    .select({ startsAt: interviews.startsAt, endsAt: interviews.endsAt })
    .from(interviews)
    .where(eq(interviews.id, interviewId));
  const now = server.clock.now().getTime();
  await server.ctx.db
    .update(interviews)
    .set({ startsAt: new Date(now - 3_600_000), endsAt: new Date(now - 1_800_000) })
    .where(eq(interviews.id, interviewId));
  return async () => {
    await server.ctx.db.update(interviews).set(before!).where(eq(interviews.id, interviewId));
  };
}
