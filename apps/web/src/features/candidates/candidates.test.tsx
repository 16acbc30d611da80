import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const OTHER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const free = (used: number) => ({ limit: 5, used, remaining: 5 - used, plan: 'free' });

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
    applications: [],
    notes: [],
    possible_duplicates: [],
    merges: [],
    ...overrides,
  };
}

describe('/dashboard/candidates', { timeout: 20_000 }, () => {
  it('searches with text, skills, location and experience, and shows the Free plan allowance', async () => {
    const api = stubApi(employer, {
      'GET /api/candidates': () => ({
        body: { success: true, candidates: [summary()], total: 1, page: 1, pageSize: 20, unlocks: free(2) },
      }),
    });
    renderRecruiterArea('/dashboard/candidates', employer);
    expect(await screen.findByRole('link', { name: 'Lê Minh Châu' })).toBeVisible();
    expect(screen.getByTestId('unlock-quota')).toHaveTextContent('3 of 5 unlocks left this month');
    expect(screen.getByText('Contact details hidden')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name, headline or skill'), 'nguyen');
    await userEvent.type(screen.getByLabelText(/^Skills/), 'Go, SQL');
    await userEvent.type(screen.getByLabelText('Location'), 'Đà Nẵng');
    await userEvent.type(screen.getByLabelText('Minimum years of experience'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const url = api.fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('min_experience'));
      expect(url).toBeDefined();
      const params = new URL(url!, 'http://x').searchParams;
      expect(params.get('q')).toBe('nguyen');
      expect(params.get('skills')).toBe('Go, SQL');
      expect(params.get('location')).toBe('Đà Nẵng');
      expect(params.get('min_experience')).toBe('3');
    });
  });

  it('employer unlocks a candidate: contact shows and the remaining count drops', async () => {
    const api = stubApi(employer, {
      [`GET /api/candidates/${CAND}`]: () => ({ body: { success: true, candidate: detail() } }),
      'GET /api/candidates/unlocks': () => ({ body: { success: true, unlocks: free(1) } }),
      [`POST /api/candidates/${CAND}/unlock`]: () => ({
        body: {
          success: true,
          candidate: detail({ contact_visible: true, email: 'chau@example.com', phone: '0905 111 222' }),
          unlocks: free(2),
        },
      }),
    });
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, employer);
    expect(
      await screen.findByText('E-mail, phone and CV stay hidden until you unlock this candidate.'),
    ).toBeVisible();
    expect(await screen.findByTestId('unlock-quota')).toHaveTextContent('4 of 5 unlocks left this month');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock contact details' }));
    // The Free plan asks first, with what remains (issue 18); cancelling unlocks nothing.
    let confirm = await screen.findByRole('dialog', { name: /^Unlock .*\?$/ });
    expect(confirm).toHaveTextContent('Your Free plan unlocks 5 candidates a month; 4 left this month.');
    expect(confirm).toHaveTextContent('After this unlock, 3 unlocks will remain this month.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.path.endsWith('/unlock'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock contact details' }));
    confirm = await screen.findByRole('dialog', { name: /^Unlock .*\?$/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('E-mail: chau@example.com')).toBeVisible();
    expect(screen.getByText('Phone: 0905 111 222')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Contact details unlocked.');
    expect(api.calls.filter((c) => c.path.endsWith('/unlock'))).toHaveLength(1);
  });

  it('shows the server message when the monthly limit is reached', async () => {
    const limit =
      'Your Free plan unlocks up to 5 candidates per month, and this month’s are used. Upgrade to Pro for unlimited candidates.';
    stubApi(employer, {
      [`GET /api/candidates/${CAND}`]: () => ({ body: { success: true, candidate: detail() } }),
      'GET /api/candidates/unlocks': () => ({ body: { success: true, unlocks: free(5) } }),
      [`POST /api/candidates/${CAND}/unlock`]: () => ({
        status: 403,
        body: { success: false, code: 'UNLOCK_LIMIT_REACHED', message: limit },
      }),
    });
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, employer);
    expect(await screen.findByTestId('unlock-quota')).toHaveTextContent('0 of 5 unlocks left this month');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock contact details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('Pro plan: unlimited', async () => {
    stubApi(employer, {
      [`GET /api/candidates/${CAND}`]: () => ({ body: { success: true, candidate: detail() } }),
      'GET /api/candidates/unlocks': () => ({
        body: { success: true, unlocks: { limit: null, used: 12, remaining: null, plan: 'standard' } },
      }),
    });
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, employer);
    expect(await screen.findByTestId('unlock-quota')).toHaveTextContent(
      'Unlimited contact unlocks on your plan.',
    );
  });

  it('staff add a sourced candidate and see the possible duplicates from the reply', async () => {
    const api = stubApi(staff, {
      'GET /api/candidates': () => ({
        body: {
          success: true,
          candidates: [],
          total: 0,
          page: 1,
          pageSize: 20,
          unlocks: { limit: null, used: 0, remaining: null, plan: null },
        },
      }),
      'GET /api/recruitment/lists': () => ({
        body: {
          success: true,
          lists: { rejection_reasons: ['Other'], candidate_sources: ['Referral', 'Career fair'] },
        },
      }),
      'POST /api/candidates': () => ({
        status: 201,
        body: {
          success: true,
          candidate: detail({ id: OTHER, name: 'Le Minh Chau', source: 'sourced' }),
          possible_duplicates: [{ id: CAND, name: 'Lê Minh Châu', reasons: ['phone', 'name'] }],
        },
      }),
    });
    renderRecruiterArea('/dashboard/candidates', staff);
    await userEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sourced candidate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Le Minh Chau');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+84 905 111 222');
    await userEvent.type(within(dialog).getByLabelText(/^Skills/), 'Go, Kafka');
    // Where the candidate was found: the settings' candidate sources (issue 9).
    await userEvent.selectOptions(await within(dialog).findByLabelText('Source'), 'Career fair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));

    const done = await screen.findByRole('dialog', { name: 'Candidate added' });
    expect(within(done).getByRole('alert')).toHaveTextContent('Possible duplicates');
    expect(within(done).getByRole('link', { name: 'Lê Minh Châu' })).toHaveAttribute(
      'href',
      `/dashboard/candidates/${CAND}`,
    );
    expect(within(done).getByText('(same phone, same name)')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Le Minh Chau',
      phone: '+84 905 111 222',
      email: null,
      skills: ['Go', 'Kafka'],
      source_detail: 'Career fair',
    });
  });

  it('staff merge a flagged duplicate after confirming', async () => {
    let merged = false;
    const api = stubApi(staff, {
      [`GET /api/candidates/${CAND}`]: () => ({
        body: {
          success: true,
          candidate: detail({
            contact_visible: true,
            email: 'chau@example.com',
            possible_duplicates: merged ? [] : [{ id: OTHER, name: 'Le Minh Chau', reasons: ['phone'] }],
          }),
        },
      }),
      [`POST /api/candidates/${CAND}/merge`]: () => {
        merged = true;
        return {
          body: {
            success: true,
            candidate: detail({
              contact_visible: true,
              merges: [
                { merged_id: OTHER, name: 'Le Minh Chau', at: '2026-11-20T03:00:00.000Z', by: 'Sam Staff' },
              ],
            }),
          },
        };
      },
    });
    renderRecruiterArea(`/dashboard/candidates/${CAND}`, staff);
    await userEvent.click(await screen.findByRole('button', { name: 'Merge Le Minh Chau into this record' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Confirm merge' })).getByRole('button', { name: 'Merge' }),
    );
    expect(await screen.findByText('Records merged.')).toBeVisible();
    expect(screen.getByText(/Merged Le Minh Chau on .* by Sam Staff/)).toBeVisible();
    expect(api.calls.find((c) => c.path.endsWith('/merge'))?.body).toEqual({ otherId: OTHER });
  });
});

describe('role gating', { timeout: 20_000 }, () => {
  it.each([
    '/dashboard/jobs',
    '/dashboard/jobs/new',
    `/dashboard/jobs/${CAND}/board`,
    '/dashboard/applications',
    `/dashboard/applications/${CAND}`,
    '/dashboard/candidates',
    '/dashboard/interviews',
  ])('a member opening %s is sent back to /dashboard', async (path) => {
    const member = makeUser('member');
    const api = stubApi(member);
    const { router } = renderRecruiterArea(path, member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(api.calls.some((c) => /\/api\/(manage|applications|candidates|interviews)/.test(c.path))).toBe(
      false,
    );
  });

  it('an employer reaches the recruitment pages', async () => {
    stubApi(employer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [] } }),
    });
    renderRecruiterArea('/dashboard/interviews', employer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    expect(await screen.findByText('No interviews this week.')).toBeVisible();
  });
});
