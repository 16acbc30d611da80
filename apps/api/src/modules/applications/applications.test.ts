import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import {
  actor,
  adminActor,
  employerWithJob,
  makeZip,
  postForm,
  sampleDocx,
  samplePdf,
  sampleJob,
} from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
let admin: Actor;
let staff: Actor;
let employer: Actor;
let rival: Actor;
let member: Actor;
let other: Actor;
let jobId: string;
let rivalJobId: string;

type Cv = { id: string; filename: string; content_type: string; url: string };
type MyApp = {
  id: string;
  stage: string;
  history: Array<{ from: string | null; to: string }>;
  cv: Cv | null;
};

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  admin = await adminActor(server);
  staff = await actor(server, smtp, 'staff', 'staff@apply.test');
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@apply.test', 'Shopee Việt Nam'));
  ({ employer: rival, jobId: rivalJobId } = await employerWithJob(
    server,
    smtp,
    'hr@rival-apply.test',
    'Lazada',
  ));
  member = await actor(server, smtp, 'member', 'an@apply.test', { name: 'Nguyễn Văn An' });
  other = await actor(server, smtp, 'member', 'binh@apply.test', { name: 'Trần Thị Bình' });
});

afterAll(async () => {
  await server.stop();
});

describe('candidate profile', () => {
  it('starts empty, saves, and validates', async () => {
    expect((await server.call('GET', '/api/me/candidate-profile')).status).toBe(401);
    const empty = await server.call('GET', '/api/me/candidate-profile', { token: member.token });
    expect(empty.status).toBe(200);
    expect(empty.body.profile).toMatchObject({ id: null, name: 'Nguyễn Văn An', open_to_employers: false });

    const put = await server.call('PUT', '/api/me/candidate-profile', {
      token: member.token,
      body: {
        headline: 'Frontend developer',
        phone: '+84 912.345.678',
        location: 'Hà Nội',
        // The same skill in another case is kept once, as first written (decision 1078).
        skills: ['React', 'TypeScript', 'react', 'TYPESCRIPT'],
        years_experience: 4,
        open_to_employers: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.profile).toMatchObject({
      headline: 'Frontend developer',
      skills: ['React', 'TypeScript'],
      years_experience: 4,
      open_to_employers: true,
      default_cv: null,
    });
    const bad = await server.call('PUT', '/api/me/candidate-profile', {
      token: member.token,
      body: { years_experience: -1, phone: 'call me', default_cv_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(
      expect.arrayContaining(['years_experience', 'phone']),
    );
    const foreignCv = await server.call('PUT', '/api/me/candidate-profile', {
      token: member.token,
      body: { default_cv_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreignCv.status).toBe(422);
  });
});

describe('CV upload validation (by content)', () => {
  it('accepts a PDF and a DOCX and makes the first one the default', async () => {
    const pdf = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'An CV.pdf', data: samplePdf() },
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body.cv).toMatchObject({ content_type: 'application/pdf', filename: 'An CV.pdf' });
    const docx = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'cv.bin', data: sampleDocx() },
    );
    expect(docx.status).toBe(201);
    expect((docx.body.cv as Cv).content_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((docx.body.cv as Cv).filename).toBe('cv.docx');
    // A name as macOS sends it (decomposed: "e" then its marks) reads as typed; brackets and dashes stay, a path,
    // wildcards and pipes do not (decision 1058).
    const mac = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'Nguyễn Văn An (2026) – CV.pdf'.normalize('NFD'), data: samplePdf() },
    );
    expect((mac.body.cv as Cv).filename).toBe('Nguyễn Văn An (2026) – CV.pdf'.normalize('NFC'));
    const apostrophe = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: "An's CV (final).pdf", data: samplePdf() },
    );
    expect((apostrophe.body.cv as Cv).filename).toBe("An's CV (final).pdf");
    // The download names it so in the header, RFC 5987-encoded (a bare ' would end the header's charset part).
    const saved = await fetch(`${server.url}${(apostrophe.body.cv as Cv).url}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(saved.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''An%27s%20CV%20%28final%29.pdf",
    );
    const odd = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'a*b?c<d>|e.pdf', data: samplePdf() },
    );
    expect((odd.body.cv as Cv).filename).toBe('a_b_c_d__e.pdf');
    const profile = await server.call('GET', '/api/me/candidate-profile', { token: member.token });
    expect((profile.body.profile as { default_cv: Cv }).default_cv.id).toBe((pdf.body.cv as Cv).id);
    const list = await server.call('GET', '/api/me/cvs', { token: member.token });
    expect(list.body.cvs).toHaveLength(5);
  });

  it('refuses a renamed executable, a plain ZIP, a text file and an empty request with 422', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);
    const renamed = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'cv.pdf', data: exe, type: 'application/pdf' },
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.message).toMatch(/PDF or a Word/);
    const zip = makeZip([{ name: 'readme.txt', data: 'hello' }]);
    expect(
      (await postForm(server, '/api/me/cvs', member.token, {}, { name: 'cv.docx', data: zip })).status,
    ).toBe(422);
    const text = Buffer.from('just text, not a CV');
    expect(
      (await postForm(server, '/api/me/cvs', member.token, {}, { name: 'cv.pdf', data: text })).status,
    ).toBe(422);
    expect((await postForm(server, '/api/me/cvs', member.token, { note: 'x' })).status).toBe(422);
    expect((await server.call('POST', '/api/me/cvs', { token: member.token, body: {} })).status).toBe(422);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await postForm(server, '/api/me/cvs', member.token, {}, { name: 'big.pdf', data: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/5 MB/);
  });
});

describe('applying', () => {
  it('applies with the default CV, refuses a second time with 409, and mails the candidate', async () => {
    const res = await server.call('POST', `/api/jobs/${jobId}/applications`, {
      token: member.token,
      body: { cover_letter: 'Tôi rất quan tâm đến vị trí này.' },
    });
    expect(res.status).toBe(201);
    const app = res.body.application as MyApp;
    expect(app).toMatchObject({ stage: 'applied', job: { id: jobId, company: 'Shopee Việt Nam' } });
    expect(app.history).toEqual([expect.objectContaining({ from: null, to: 'applied' })]);
    expect(app.cv?.content_type).toBe('application/pdf');
    await smtp.waitFor(member.email, (m) => m.text.includes('Thank you for applying'));

    const again = await server.call('POST', `/api/jobs/${jobId}/applications`, {
      token: member.token,
      body: { cover_letter: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already applied/);
  });

  it('applies with a multipart form carrying the CV', async () => {
    const res = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      other.token,
      { cover_letter: 'Xin chào' },
      { name: 'binh.docx', data: sampleDocx() },
    );
    expect(res.status).toBe(201);
    expect((res.body.application as MyApp).cv?.filename).toBe('binh.docx');
    const bad = await postForm(
      server,
      `/api/jobs/${rivalJobId}/applications`,
      other.token,
      { cover_letter: 'x' },
      { name: 'cv.pdf', data: Buffer.from('MZ-not-a-pdf') },
    );
    expect(bad.status).toBe(422);
    // A file sent in another field is not dropped in favour of the profile's default CV: the applicant is told.
    const misnamed = await postForm(
      server,
      `/api/jobs/${rivalJobId}/applications`,
      other.token,
      { cover_letter: 'x' },
      { field: 'resume', name: 'new-cv.pdf', data: samplePdf() },
    );
    expect(misnamed.status).toBe(422);
    expect(misnamed.body).toMatchObject({
      message: 'Attach the CV in the field "cv".',
      errors: { cv: ['A file is required'] },
    });
    const mine = await server.call('GET', '/api/me/applications', { token: other.token });
    expect((mine.body.applications as Array<{ job: { id: string } }>).map((a) => a.job.id)).not.toContain(
      rivalJobId,
    );
  });

  it('needs a CV, a member account, and a published posting before its deadline', async () => {
    const fresh = await actor(server, smtp, 'member', 'nocv@apply.test');
    const noCv = await server.call('POST', `/api/jobs/${jobId}/applications`, {
      token: fresh.token,
      body: {},
    });
    expect(noCv.status).toBe(422);
    expect(noCv.body.message).toMatch(/Attach a CV/);
    expect((await server.call('POST', `/api/jobs/${jobId}/applications`, { body: {} })).status).toBe(401);
    for (const who of [employer, staff, admin]) {
      const res = await server.call('POST', `/api/jobs/${rivalJobId}/applications`, {
        token: who.token,
        body: {},
      });
      expect(res.status).toBe(403);
    }
    const draft = await server.call('POST', '/api/jobs', {
      token: rival.token,
      body: sampleJob({ title: 'Draft' }),
    });
    const draftId = (draft.body.job as { id: string }).id;
    expect(
      (await server.call('POST', `/api/jobs/${draftId}/applications`, { token: member.token, body: {} }))
        .status,
    ).toBe(404);
    await server.call('POST', `/api/jobs/${draftId}/publish`, { token: rival.token });
    await server.call('POST', `/api/jobs/${draftId}/close`, { token: rival.token });
    const closed = await server.call('POST', `/api/jobs/${draftId}/applications`, {
      token: member.token,
      body: {},
    });
    expect(closed.status).toBe(409);

    const soon = await server.call('POST', '/api/jobs', {
      token: rival.token,
      body: sampleJob({
        title: 'Soon over',
        deadline: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
      }),
    });
    const soonId = (soon.body.job as { id: string }).id;
    await server.call('POST', `/api/jobs/${soonId}/publish`, { token: rival.token });
    server.clock.advance(2 * 3_600_000);
    const late = await server.call('POST', `/api/jobs/${soonId}/applications`, {
      token: member.token,
      body: {},
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/no longer takes applications/);
  });

  it('lists my applications with stage and history, and withdraws only my own', async () => {
    const mine = await server.call('GET', '/api/me/applications', { token: member.token });
    expect(mine.status).toBe(200);
    const apps = mine.body.applications as MyApp[];
    expect(apps).toHaveLength(1);
    const id = apps[0]!.id;
    expect((await server.call('GET', `/api/me/applications/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (await server.call('POST', `/api/me/applications/${id}/withdraw`, { token: other.token })).status,
    ).toBe(404);
    const withdrawn = await server.call('POST', `/api/me/applications/${id}/withdraw`, {
      token: member.token,
      body: { reason: 'Accepted another offer' },
    });
    expect(withdrawn.status).toBe(200);
    const app = withdrawn.body.application as MyApp;
    expect(app.stage).toBe('withdrawn');
    expect(app.history.map((h) => h.to)).toEqual(['applied', 'withdrawn']);
    const again = await server.call('POST', `/api/me/applications/${id}/withdraw`, {
      token: member.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(again.status).toBe(409);
    // The stage is named as the board and My applications name it.
    expect(again.body.message).toBe('Không thể rút hồ sơ ứng tuyển đang ở trạng thái Đã rút hồ sơ.');
    const otherApps = await server.call('GET', '/api/me/applications', { token: other.token });
    expect((otherApps.body.applications as MyApp[]).map((a) => a.id)).not.toContain(id);
  });
});

describe('CV download', () => {
  it('serves the CV to the applicant, the posting owner, staff and admin; 404 to everyone else', async () => {
    const mine = await server.call('GET', '/api/me/applications', { token: other.token });
    const cv = (mine.body.applications as MyApp[])[0]!.cv!;
    const get = (token?: string) =>
      fetch(`${server.url}${cv.url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const own = await get(other.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('wordprocessingml');
    expect(own.headers.get('content-disposition')).toContain('binh.docx');
    expect(Buffer.from(await own.arrayBuffer()).equals(sampleDocx())).toBe(true);
    for (const who of [employer, staff, admin]) expect((await get(who.token)).status, who.email).toBe(200);
    for (const who of [rival, member]) expect((await get(who.token)).status, who.email).toBe(404);
    expect((await get()).status).toBe(401);
  });
});
