import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { JobAlert } from '@app/shared';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { JobAlertsPage } from './job-alerts-page';
import { SaveSearch } from './save-search';
import { UnsubscribePage } from './unsubscribe-page';

const member = makeUser('member');

const alert = (overrides: Partial<JobAlert> = {}): JobAlert => ({
  id: 'alert-1',
  name: 'React in Hà Nội',
  frequency: 'daily',
  status: 'active',
  search: { q: 'react', location: 'Hà Nội', type: 'full-time', level: null, remote: true, salary: null },
  created_at: '2026-11-20T02:00:00.000Z',
  last_sent_at: null,
  next_run_at: '2026-11-21T02:00:00.000Z',
  ...overrides,
});

describe('Save this search (/jobs)', () => {
  it('saves the board’s current search with a name and frequency', async () => {
    const api = stubRecruitmentApi(member, {
      'POST /api/job-alerts': (call) => ({
        status: 201,
        body: {
          success: true,
          alert: alert({ name: (call.body as { name: string }).name, frequency: 'weekly' }),
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/jobs', element: <SaveSearch /> }],
      '/jobs?q=react&type=full-time&location=H%C3%A0%20N%E1%BB%99i&remote=true',
      member,
    );
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(screen.getByText('Mail me new jobs for: react · Hà Nội · Full-time · Remote')).toBeInTheDocument();
    const name = screen.getByLabelText('Alert name');
    await user.clear(name);
    await user.type(name, 'Frontend');
    await user.selectOptions(screen.getByLabelText('How often'), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Alert “Frontend” saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your job alerts' })).toHaveAttribute(
      'href',
      '/dashboard/job-alerts',
    );
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Frontend',
      frequency: 'weekly',
      search: { q: 'react', location: 'Hà Nội', type: 'full-time', level: null, remote: true, salary: null },
    });
  });

  it('keeps a pasted over-long name whole and says the limit in Vietnamese instead of saving it cut (decision 1184)', async () => {
    act(() => i18n.activate('vi'));
    const api = stubRecruitmentApi(member, {
      'POST /api/job-alerts': (call) => ({
        status: 201,
        body: { success: true, alert: alert({ name: (call.body as { name: string }).name }) },
      }),
    });
    const { user } = renderRecruitment([{ path: '/jobs', element: <SaveSearch /> }], '/jobs?q=react', member);
    await user.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm này' }));
    const name = screen.getByLabelText('Tên thông báo');
    const pasted = `React ${'x'.repeat(120)}`;
    await user.clear(name);
    await user.paste(pasted);
    expect(name).toHaveValue(pasted);
    await user.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    expect(name).toHaveAccessibleDescription('Tối đa 100 ký tự');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(name);
    await user.type(name, 'React');
    await user.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect((api.calls.find((c) => c.method === 'POST')?.body as { name: string }).name).toBe('React');
  });

  it('names a minimum salary as the board’s filter does', async () => {
    stubRecruitmentApi(member);
    const { user } = renderRecruitment(
      [{ path: '/jobs', element: <SaveSearch /> }],
      '/jobs?q=go&salary=20000000',
      member,
    );
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(screen.getByText('Mail me new jobs for: go · From 20M VND')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    stubRecruitmentApi(member, {
      'POST /api/job-alerts': () => ({
        status: 409,
        body: { success: false, message: 'At most 20 job alerts per account. Delete one first.' },
      }),
    });
    const { user } = renderRecruitment([{ path: '/jobs', element: <SaveSearch /> }], '/jobs', member);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 job alerts');
  });

  it('says beside the field, in Vietnamese, that an emptied name is missing, and sends nothing', async () => {
    act(() => i18n.activate('vi'));
    try {
      const api = stubRecruitmentApi(member);
      const { user } = renderRecruitment(
        [{ path: '/jobs', element: <SaveSearch /> }],
        '/jobs?q=react',
        member,
      );
      await user.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm này' }));
      const name = screen.getByLabelText('Tên thông báo');
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'Lưu thông báo' }));
      expect(name).toHaveAccessibleDescription('Đặt tên cho thông báo');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('offers visitors the sign-in page instead', async () => {
    stubRecruitmentApi(null);
    renderRecruitment([{ path: '/jobs', element: <SaveSearch /> }], '/jobs?q=go', null);
    expect(
      await screen.findByRole('link', { name: 'Sign in to save this search as a job alert' }),
    ).toHaveAttribute('href', '/login');
  });
});

describe('/dashboard/job-alerts', () => {
  it('lists alerts and renames, changes frequency, pauses and deletes one', async () => {
    let current = alert();
    const api = stubRecruitmentApi(member, {
      'GET /api/job-alerts': () => ({
        body: {
          success: true,
          alerts: [current, alert({ id: 'alert-2', name: 'Stopped', status: 'unsubscribed' })],
        },
      }),
      'PATCH /api/job-alerts/alert-1': (call) => {
        current = { ...current, ...(call.body as Partial<JobAlert>) };
        return { body: { success: true, alert: current } };
      },
      'DELETE /api/job-alerts/alert-1': () => ({ body: { success: true } }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/job-alerts', element: <JobAlertsPage /> }],
      '/dashboard/job-alerts',
      member,
    );
    const card = await screen.findByRole('article', { name: 'React in Hà Nội' });
    expect(within(card).getByRole('link', { name: 'react · Hà Nội · Full-time · Remote' })).toHaveAttribute(
      'href',
      '/jobs?q=react&type=full-time&location=H%C3%A0+N%E1%BB%99i&remote=true',
    );
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Stopped' })).getByText('Unsubscribed'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Rename React in Hà Nội' }));
    const name = within(card).getByLabelText('New name');
    await user.clear(name);
    await user.type(name, 'Frontend');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    const renamed = await screen.findByRole('article', { name: 'Frontend' });

    await user.selectOptions(within(renamed).getByLabelText('How often'), 'weekly');
    await waitFor(() => expect(within(renamed).getByLabelText('How often')).toHaveValue('weekly'));
    await user.click(within(renamed).getByRole('button', { name: 'Pause Frontend' }));
    expect(await within(renamed).findByText('Paused')).toBeInTheDocument();
    expect(within(renamed).getByRole('button', { name: 'Resume Frontend' })).toBeInTheDocument();

    await user.click(within(renamed).getByRole('button', { name: 'Delete Frontend' }));
    await user.click(within(renamed).getByRole('button', { name: 'Delete “Frontend” for good' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Frontend' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { name: 'Frontend' },
      { frequency: 'weekly' },
      { status: 'paused' },
    ]);
  });

  it('says beside the new name, in Vietnamese, that it is missing or too long, and sends nothing (decision 1182)', async () => {
    act(() => i18n.activate('vi'));
    try {
      const api = stubRecruitmentApi(member, {
        'GET /api/job-alerts': () => ({ body: { success: true, alerts: [alert()] } }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/job-alerts', element: <JobAlertsPage /> }],
        '/dashboard/job-alerts',
        member,
      );
      const card = await screen.findByRole('article', { name: 'React in Hà Nội' });
      await user.click(within(card).getByRole('button', { name: 'Đổi tên React in Hà Nội' }));
      const name = within(card).getByLabelText('Tên mới');
      await user.clear(name);
      await user.click(within(card).getByRole('button', { name: 'Lưu tên' }));
      expect(name).toHaveAccessibleDescription('Đặt tên cho thông báo');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveFocus();

      await user.click(name);
      await user.paste('x'.repeat(101));
      await user.click(within(card).getByRole('button', { name: 'Lưu tên' }));
      expect(name).toHaveAccessibleDescription('Tối đa 100 ký tự');
      expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('says when there are none', async () => {
    stubRecruitmentApi(member, { 'GET /api/job-alerts': () => ({ body: { success: true, alerts: [] } }) });
    renderRecruitment(
      [{ path: '/dashboard/job-alerts', element: <JobAlertsPage /> }],
      '/dashboard/job-alerts',
      member,
    );
    expect(await screen.findByText(/You have no job alerts yet/)).toBeInTheDocument();
  });
});

describe('/job-alerts/unsubscribe', () => {
  it('asks first, then unsubscribes without signing in', async () => {
    const api = stubRecruitmentApi(null, {
      'GET /api/job-alerts/unsubscribe': () => ({
        body: { success: true, name: 'Design', status: 'active' },
      }),
      'POST /api/job-alerts/unsubscribe': () => ({ body: { success: true, name: 'Design' } }),
    });
    const { user } = renderRecruitment(
      [{ path: '/job-alerts/unsubscribe', element: <UnsubscribePage /> }],
      '/job-alerts/unsubscribe?token=abc.def',
      null,
    );
    expect(await screen.findByText('Stop the mails of the job alert “Design”?')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You are unsubscribed: the alert “Design” sends no more mail.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc.def' });
  });

  it('refuses a bad link', async () => {
    stubRecruitmentApi(null, {
      'GET /api/job-alerts/unsubscribe': () => ({
        status: 404,
        body: { success: false, message: 'This unsubscribe link is not valid.' },
      }),
    });
    renderRecruitment(
      [{ path: '/job-alerts/unsubscribe', element: <UnsubscribePage /> }],
      '/job-alerts/unsubscribe?token=forged',
      null,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
