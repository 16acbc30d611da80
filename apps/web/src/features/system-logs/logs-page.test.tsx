import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { ACTION_LABELS } from './labels';

const admin = makeUser('admin');

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '41',
  at: '2026-11-20T03:15:00.000Z',
  actor_id: '11111111-1111-4111-8111-111111111111',
  actor_name: 'Alice Admin',
  action: 'settings.changed',
  target_type: 'settings',
  target_id: 'plans',
  target_label: 'plans',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 Test',
  request_id: 'req-1',
  changes: { 'standard.price': { before: 199000, after: 249000 } },
  ...overrides,
});

/** The query parameters of each call to `path`, in order. */
const queries = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

afterEach(() => {
  vi.restoreAllMocks();
  act(() => i18n.activate('en'));
});

describe('/dashboard/logs', { timeout: 20_000 }, () => {
  it('shows audit rows from the reply, expands a row’s before/after, and passes the cursor for the next page', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/audit': () => ({
        body: {
          success: true,
          entries: [
            entry(),
            entry({
              id: '40',
              action: 'user.disabled',
              target_type: 'user',
              target_id: 'u-9',
              target_label: 'bob@example.com',
              changes: null,
              ip: null,
            }),
          ],
          next_cursor: 'MjAyNi0xMS0yMHw0MA',
        },
      }),
    });
    const { router } = renderMemberArea('/dashboard/logs', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Alice Admin');
    // The action in words, with its code beneath (decision 428).
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^Settings changedsettings\.changed$/);
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('20 Nov 2026, 10:15');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^Account disableduser\.disabled$/);
    expect(rows[1]).toHaveTextContent('bob@example.com');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Show details/ }));
    const changes = screen.getByRole('table', { name: 'Changed fields' });
    expect(within(changes).getByRole('row', { name: /standard\.price/ })).toHaveTextContent('199000249000');
    expect(screen.getByText('req-1')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(queries(api.fetchMock, '/api/admin/audit').at(-1)).toEqual({ cursor: 'MjAyNi0xMS0yMHw0MA' }),
    );
    expect(router.state.location.search).toBe('?cursor=MjAyNi0xMS0yMHw0MA');
  });

  it('filters by action and by a clicked actor, starting again from the first page', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/audit': () => ({ body: { success: true, entries: [entry()], next_cursor: null } }),
    });
    const { router } = renderMemberArea('/dashboard/logs?cursor=abc', admin);
    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.type(screen.getByLabelText('Action'), 'settings.');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(queries(api.fetchMock, '/api/admin/audit').at(-1)).toEqual({ action: 'settings.' }),
    );
    expect(router.state.location.search).toBe('?action=settings.');
    // The form is refilled in place, not mounted anew: the button keeps the focus (decision 1235).
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveFocus();

    await userEvent.click(await screen.findByRole('button', { name: 'Alice Admin' }));
    await waitFor(() =>
      expect(queries(api.fetchMock, '/api/admin/audit').at(-1)).toEqual({
        actor_id: '11111111-1111-4111-8111-111111111111',
      }),
    );
    expect(screen.getByLabelText('Actor (account id)')).toHaveValue('11111111-1111-4111-8111-111111111111');
  });

  it('downloads the CSV export with the bearer token and the current filters', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/audit': () => ({ body: { success: true, entries: [entry()], next_cursor: null } }),
      'GET /api/admin/audit/export': () => ({ body: 'at,actor\n' }),
    });
    const created = vi.fn(() => 'blob:audit');
    // jsdom has no object URLs: the file handed to the browser is a blob URL.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderMemberArea('/dashboard/logs?action=user.', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/api/admin/audit/export'));
    expect(String(call?.[0])).toContain('/api/admin/audit/export?action=user.');
    expect((call?.[1] as RequestInit).headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect(created).toHaveBeenCalled();
  });

  it('keeps the tab in the address: sign-ins with their outcome, and mail with a retry for a failed one', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/audit': () => ({ body: { success: true, entries: [], next_cursor: null } }),
      'GET /api/admin/sign-ins': () => ({
        body: {
          success: true,
          sign_ins: [
            {
              id: '7',
              at: '2026-11-20T03:00:00.000Z',
              outcome: 'failure',
              user_id: null,
              label: 'who@example.com',
              method: 'password',
              reason: 'wrong_password',
              ip: '198.51.100.4',
              user_agent: 'curl/8',
            },
          ],
          next_cursor: null,
        },
      }),
      'GET /api/admin/mail': () => ({
        body: {
          success: true,
          mails: [
            {
              id: '3',
              to: 'bob@example.com',
              subject: 'Verify your e-mail',
              status: 'failed',
              attempts: 5,
              last_error: 'connect ECONNREFUSED',
              created_at: '2026-11-20T02:00:00.000Z',
              next_attempt_at: '2026-11-20T02:30:00.000Z',
              sent_at: null,
            },
            {
              id: '2',
              to: 'amy@example.com',
              subject: 'Welcome',
              status: 'sent',
              attempts: 1,
              last_error: null,
              created_at: '2026-11-20T01:00:00.000Z',
              next_attempt_at: '2026-11-20T01:00:00.000Z',
              sent_at: '2026-11-20T01:00:05.000Z',
            },
          ],
          next_cursor: null,
        },
      }),
      'POST /api/admin/mail/3/retry': () => ({
        body: { success: true, message: 'The mail will be sent again in a moment.' },
      }),
    });
    const { router } = renderMemberArea('/dashboard/logs', admin);
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Sign-ins' }));
    expect(router.state.location.search).toBe('?tab=sign-ins');
    const signIns = await screen.findByRole('table', { name: 'Sign-ins' });
    expect(within(signIns).getAllByRole('row')[1]).toHaveTextContent(
      /Refused.*who@example\.com.*Password.*Wrong e-mail or password.*198\.51\.100\.4/,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Mail' }));
    expect(router.state.location.search).toBe('?tab=mail');
    const mails = await screen.findByRole('table', { name: 'Mail' });
    const [, failed, sent] = within(mails).getAllByRole('row');
    expect(failed).toHaveTextContent(/Failed.*5.*connect ECONNREFUSED/);
    expect(within(sent!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(
      within(failed!).getByRole('button', { name: 'Send again: Verify your e-mail to bob@example.com' }),
    );
    expect(await screen.findByText('The mail will be sent again in a moment.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/mail/3/retry')).toBe(true);
  });

  it('is refused to a staff account without system:logs', async () => {
    const staff = makeUser('staff', { permissions: ['system:analytics'] });
    stubApi(staff);
    const { router } = renderMemberArea('/dashboard/logs', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows an action it has no words for as its code', async () => {
    stubApi(admin, {
      'GET /api/admin/audit': () => ({
        body: { success: true, entries: [entry({ action: 'robot.calibrated' })], next_cursor: null },
      }),
    });
    renderMemberArea('/dashboard/logs', admin);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^robot\.calibrated$/);
    expect(within(row).getByRole('button', { name: /Show details\s*robot\.calibrated/ })).toBeVisible();
  });

  it('has words for every action the server writes', () => {
    // The API's sources: `action: 'area.verb'` (ternaries included) and the postings' `job.${verb}`.
    const api = join(__dirname, '..', '..', '..', '..', 'api', 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
      });
    const written = new Set<string>();
    for (const file of files(api)) {
      const text = readFileSync(file, 'utf8');
      for (const [line] of text.matchAll(/\baction: [^,\n]*'[a-z_]+\.[a-z_]+'[^\n]*/g)) {
        for (const [, code] of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) written.add(code!);
      }
      if (text.includes('action: `job.${rule.verb}`')) {
        for (const [, verb] of text.matchAll(/\bverb: '([a-z_]+)'/g)) written.add(`job.${verb}`);
      }
    }
    expect(written.size).toBeGreaterThan(35);
    expect([...written].filter((code) => !ACTION_LABELS[code]).sort()).toEqual([]);
  });

  it('speaks Vietnamese: tabs, headings and the time in Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    stubApi(admin, {
      'GET /api/admin/audit': () => ({
        body: {
          success: true,
          entries: [entry(), entry({ id: '40', action: 'user.disabled' })],
          next_cursor: null,
        },
      }),
    });
    renderMemberArea('/dashboard/logs', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhật ký hệ thống' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Nhật ký kiểm tra' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Nhật ký kiểm tra' });
    expect(within(table).getByRole('columnheader', { name: 'Người thực hiện' })).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('10:15 20 thg 11, 2026');
    const action = (row: number) => within(within(table).getAllByRole('row')[row]!).getAllByRole('cell')[2];
    expect(action(1)).toHaveTextContent(/^Thay đổi cài đặtsettings\.changed$/);
    expect(action(2)).toHaveTextContent(/^Vô hiệu hóa tài khoảnuser\.disabled$/);
    expect(screen.getByRole('button', { name: 'Tải xuống CSV' })).toBeVisible();
  });
});
