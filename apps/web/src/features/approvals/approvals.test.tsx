import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ApprovalItem } from '@app/shared';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { ApprovalsPage } from './approvals-page';

const staff = makeUser('staff');

const item = (overrides: Partial<ApprovalItem> = {}): ApprovalItem => ({
  id: 'a-1',
  kind: 'project',
  subject_id: 'p-1',
  title: 'Hanoi Transit',
  requester: { id: 'u-1', name: 'Lan' },
  status: 'pending',
  round: 2,
  revision: true,
  submitted_at: new Date(Date.now() - (26 * 60 + 5) * 60_000).toISOString(),
  decided_at: null,
  decided_by: null,
  reason: null,
  ...overrides,
});

describe('/dashboard/approvals', () => {
  it('lists what waits and for how long, previews it with the given card, and sends a decision with its reason', async () => {
    const api = stubRecruitmentApi(staff, {
      'GET /api/approvals': () => ({ body: { success: true, items: [item()], pending: 1 } }),
      'GET /api/approvals/a-1': () => ({
        body: {
          success: true,
          item: item(),
          preview: { kind: 'project', project: { title: 'Hanoi Transit' } },
          history: [
            item({
              id: 'a-0',
              round: 1,
              status: 'changes_requested',
              reason: 'Add a demo.',
              decided_by: 'Quynh',
            }),
            item(),
          ],
        },
      }),
      'POST /api/approvals/a-1/decision': () => ({
        body: { success: true, item: item({ status: 'approved' }) },
      }),
    });
    const { user } = renderRecruitment(
      [
        {
          path: '/dashboard/approvals',
          element: <ApprovalsPage renderPreview={(p) => <p data-testid="card">{p.title} card</p>} />,
        },
      ],
      '/dashboard/approvals',
      staff,
    );
    expect(await screen.findByRole('button', { name: 'Waiting (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const row = screen.getByRole('row', { name: /Hanoi Transit/ });
    expect(within(row).getByText('1 d 2 h')).toBeInTheDocument();
    expect(within(row).getByText('revision of a published item')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hanoi Transit' }));
    expect(await screen.findByTestId('card')).toHaveTextContent('Hanoi Transit card');
    expect(screen.getByText('Add a demo.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Decision on “Hanoi Transit”' });
    await user.click(within(form).getByRole('radio', { name: 'Request changes' }));
    await user.type(
      within(form).getByLabelText('Reason (the requester reads it)'),
      'Explain the data source.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText('“Hanoi Transit”: Request changes.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'request_changes',
      reason: 'Explain the data source.',
    });
  });

  it('after a bulk approval, names each request it could not approve and why', async () => {
    const api = stubRecruitmentApi(staff, {
      'GET /api/approvals': () => ({
        body: {
          success: true,
          items: [item(), item({ id: 'a-2', title: 'Đà Nẵng Maps' })],
          pending: 2,
        },
      }),
      'POST /api/approvals/bulk-approve': () => ({
        body: {
          success: true,
          results: [
            { id: 'a-1', ok: true, message: null },
            { id: 'a-2', ok: false, message: 'This request was already decided or withdrawn.' },
          ],
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/approvals', element: <ApprovalsPage renderPreview={() => null} /> }],
      '/dashboard/approvals',
      staff,
    );
    await user.click(await screen.findByRole('checkbox', { name: /Hanoi Transit/ }));
    await user.click(screen.getByRole('checkbox', { name: /Đà Nẵng Maps/ }));
    await user.type(screen.getByLabelText('Reason for approving the selected requests'), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('1 of 2 approved.')).toBeInTheDocument();
    const failed = screen.getByRole('list', { name: 'Not approved' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“Đà Nẵng Maps”: This request was already decided or withdrawn.']);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ids: ['a-1', 'a-2'],
      reason: 'Fine.',
    });
  });
});

describe('/dashboard/approvals in Vietnamese (decision 1182)', () => {
  it('says beside each reason that it is missing, focuses it and sends nothing', async () => {
    act(() => i18n.activate('vi'));
    try {
      const api = stubRecruitmentApi(staff, {
        'GET /api/approvals': () => ({ body: { success: true, items: [item()], pending: 1 } }),
        'GET /api/approvals/a-1': () => ({
          body: {
            success: true,
            item: item(),
            preview: { kind: 'project', project: { title: 'Hanoi Transit' } },
            history: [item()],
          },
        }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/approvals', element: <ApprovalsPage renderPreview={() => null} /> }],
        '/dashboard/approvals',
        staff,
      );
      const row = await screen.findByRole('row', { name: /Hanoi Transit/ });
      await user.click(within(row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Phê duyệt mục đã chọn (1)' }));
      const bulkReason = screen.getByLabelText('Lý do phê duyệt các yêu cầu đã chọn');
      expect(bulkReason).toHaveAccessibleDescription('Hãy nêu lý do');
      expect(bulkReason).toHaveAttribute('aria-invalid', 'true');
      expect(bulkReason).toHaveFocus();

      await user.click(within(row).getByRole('button', { name: 'Hanoi Transit' }));
      const reason = await screen.findByLabelText('Lý do (người gửi sẽ đọc được)');
      await user.click(screen.getByRole('button', { name: 'Gửi quyết định' }));
      expect(reason).toHaveAccessibleDescription('Hãy nêu lý do');
      expect(reason).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('/dashboard/approvals, a page at a time (decision 1070)', () => {
  it('keeps the requests loaded when Load more fails and loads the next ones on a second try', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => item({ id: `a-${from + i}`, title: `Request ${from + i}` }));
    let failing = true;
    stubRecruitmentApi(staff, {
      'GET /api/approvals': (call) => {
        if (call.query.get('cursor') !== 'after-100')
          return { body: { success: true, items: many(1, 100), pending: 101, next_cursor: 'after-100' } };
        if (failing) {
          failing = false;
          return { status: 503, body: { success: false, error: { code: 'UNAVAILABLE', message: 'Down' } } };
        }
        return { body: { success: true, items: many(101, 1), pending: 101, next_cursor: null } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/approvals', element: <ApprovalsPage renderPreview={() => null} /> }],
      '/dashboard/approvals',
      staff,
    );
    await screen.findByRole('button', { name: 'Request 100' });
    await user.click(screen.getByRole('button', { name: 'Load more requests' }));
    expect(await screen.findByText('The next requests could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Load more requests' }));
    expect(await screen.findByRole('button', { name: 'Request 101' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(101);
  });

  it('loads the requests after the first page, and approves one of them', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => item({ id: `a-${from + i}`, title: `Request ${from + i}` }));
    const api = stubRecruitmentApi(staff, {
      'GET /api/approvals': (call) =>
        call.query.get('cursor') === 'after-100'
          ? { body: { success: true, items: many(101, 2), pending: 102, next_cursor: null } }
          : { body: { success: true, items: many(1, 100), pending: 102, next_cursor: 'after-100' } },
      'POST /api/approvals/bulk-approve': () => ({
        body: { success: true, results: [{ id: 'a-102', ok: true }] },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/approvals', element: <ApprovalsPage renderPreview={() => null} /> }],
      '/dashboard/approvals',
      staff,
    );
    expect(await screen.findByRole('button', { name: 'Request 100' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting (102)' })).toBeInTheDocument();
    expect(screen.getByText('100 requests shown, more remain.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request 101' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more requests' }));
    expect(await screen.findByRole('button', { name: 'Request 102' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more requests' })).not.toBeInTheDocument();
    // The focus goes to the first request the page added, not back to the page's top (decision 1098).
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select “Request 101”' })).toHaveFocus());
    expect(screen.getAllByRole('checkbox')).toHaveLength(102);
    expect(api.callsTo('GET', '/api/approvals').at(-1)?.query.get('status')).toBe('pending');

    await user.click(screen.getByRole('checkbox', { name: 'Select “Request 102”' }));
    await user.type(screen.getByLabelText('Reason for approving the selected requests'), 'Looks good.');
    await user.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    expect(await screen.findByText('1 of 1 approved.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/approvals/bulk-approve')[0]?.body).toMatchObject({ ids: ['a-102'] });
  });
});
