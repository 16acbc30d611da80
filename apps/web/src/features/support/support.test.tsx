import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CannedReply, Ticket, TicketSummary } from '@app/shared';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { advance, makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { AdminPanel } from './admin-panel';
import { TICKET_LIST_POLL_MS, TICKET_POLL_MS } from './api';
import { SupportPage } from './support-page';
import { TicketPage } from './ticket-page';

const CATEGORY = { id: '11111111-1111-4111-8111-111111111111', name: 'Billing and packages', active: true };

const summary = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: '22222222-2222-4222-8222-222222222222',
  number: 42,
  subject: 'Invoice missing',
  status: 'open',
  priority: 'normal',
  category: { id: CATEGORY.id, name: CATEGORY.name },
  requester_name: 'Phương Pro',
  requester_email: null,
  plan: 'standard',
  assignee: null,
  source: 'dashboard',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  first_reply_due_at: '2026-11-20T10:00:00.000Z',
  first_replied_at: null,
  first_reply_counting: true,
  ...overrides,
});

const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  ...summary(),
  requester_locale: null,
  messages: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      author_name: 'Phương Pro',
      author_side: 'requester',
      body: 'The receipt does not open.',
      internal: false,
      created_at: '2026-11-20T02:00:00.000Z',
      attachments: [],
    },
  ],
  ...overrides,
});

describe('/dashboard/support for a requester', { timeout: UI_TEST_TIMEOUT }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists its tickets with the time left, filters by status and suggests articles while a ticket is typed', async () => {
    // 2 h 5 min 30 s before the first reply is due (10:00).
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T07:54:30.000Z') });
    const employer = makeUser('employer');
    const api = stubRecruitmentApi(employer, {
      'GET /api/support/tickets': () => ({ body: { success: true, tickets: [summary()] } }),
      'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
      'GET /api/me/resources/suggest': () => ({
        body: {
          success: true,
          resources: [
            {
              id: 'r1',
              topic: 'employers',
              visibility: 'signed_in',
              title_en: 'Downloading your receipts',
              title_vi: 'Tải hóa đơn',
              published: true,
              updated_at: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      }),
      'POST /api/support/tickets': () => ({ status: 201, body: { success: true, ticket: ticket() } }),
    });
    const { user } = renderRecruitment(
      [
        { path: '/dashboard/support', element: <SupportPage /> },
        { path: '/dashboard/support/:id', element: <p>Ticket page</p> },
      ],
      '/dashboard/support',
      employer,
    );
    const list = await screen.findByRole('link', { name: '#42 Invoice missing' });
    expect(list).toHaveAttribute('href', '/dashboard/support/22222222-2222-4222-8222-222222222222');
    expect(screen.getByText('First reply due in 2 h 5 min')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ticket queue' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(
      api.calls.some((c) => c.path === '/api/support/tickets' && c.query.get('status') === 'closed'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    await user.type(screen.getByLabelText('Subject'), 'Receipt download');
    await user.selectOptions(screen.getByLabelText('Category'), CATEGORY.id);
    await user.type(screen.getByLabelText('Describe the problem'), 'Cannot open the receipt');
    const suggestions = await screen.findByRole('region', {
      name: 'These articles may answer your question',
    });
    expect(
      within(suggestions).getByRole('button', { name: 'Downloading your receipts' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    expect(await screen.findByText('Ticket page')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      subject: 'Receipt download',
      category_id: CATEGORY.id,
      description: 'Cannot open the receipt',
      attachment_ids: [],
    });
  });

  it('says in Vietnamese, beside each field, what a new ticket still needs, and sends nothing until it has it', async () => {
    act(() => i18n.activate('vi'));
    try {
      const member = makeUser('member');
      const api = stubRecruitmentApi(member, {
        'GET /api/support/tickets': () => ({ body: { success: true, tickets: [], next_cursor: null } }),
        'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
        'GET /api/me/resources/suggest': () => ({ body: { success: true, resources: [] } }),
        'POST /api/support/tickets': () => ({ status: 201, body: { success: true, ticket: ticket() } }),
      });
      const { user } = renderRecruitment(
        [
          { path: '/dashboard/support', element: <SupportPage /> },
          { path: '/dashboard/support/:id', element: <p>Ticket page</p> },
        ],
        '/dashboard/support',
        member,
      );
      await user.click(await screen.findByRole('button', { name: 'Phiếu mới' }));
      await user.click(screen.getByRole('button', { name: 'Gửi phiếu' }));
      const subject = screen.getByLabelText('Tiêu đề');
      expect(subject).toHaveAccessibleDescription('Tối thiểu 3 ký tự');
      expect(subject).toHaveAttribute('aria-invalid', 'true');
      expect(subject).toHaveFocus();
      expect(screen.getByLabelText('Chuyên mục')).toHaveAccessibleDescription('Chọn danh mục');
      expect(screen.getByLabelText('Mô tả vấn đề')).toHaveAccessibleDescription('Hãy viết nội dung');
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

      await user.type(subject, 'Không xuất được CSV');
      await user.type(screen.getByLabelText('Mô tả vấn đề'), 'Tệp mở ra bị lỗi font.');
      await user.click(screen.getByRole('button', { name: 'Gửi phiếu' }));
      expect(screen.getByLabelText('Chuyên mục')).toHaveFocus();
      expect(screen.getByLabelText('Tiêu đề')).not.toHaveAttribute('aria-invalid');
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

      await user.selectOptions(screen.getByLabelText('Chuyên mục'), CATEGORY.id);
      await user.click(screen.getByRole('button', { name: 'Gửi phiếu' }));
      expect(await screen.findByText('Ticket page')).toBeInTheDocument();
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('keeps a pasted over-long subject whole and says the limit in Vietnamese instead of sending it cut (decision 1184)', async () => {
    act(() => i18n.activate('vi'));
    const member = makeUser('member');
    const api = stubRecruitmentApi(member, {
      'GET /api/support/tickets': () => ({ body: { success: true, tickets: [], next_cursor: null } }),
      'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
      'GET /api/me/resources/suggest': () => ({ body: { success: true, resources: [] } }),
      'POST /api/support/tickets': () => ({ status: 201, body: { success: true, ticket: ticket() } }),
    });
    const { user } = renderRecruitment(
      [
        { path: '/dashboard/support', element: <SupportPage /> },
        { path: '/dashboard/support/:id', element: <p>Ticket page</p> },
      ],
      '/dashboard/support',
      member,
    );
    await user.click(await screen.findByRole('button', { name: 'Phiếu mới' }));
    const subject = screen.getByLabelText('Tiêu đề');
    const pasted = `Không xuất được CSV ${'x'.repeat(160)}`;
    await user.click(subject);
    await user.paste(pasted);
    // Nothing cut silently: the whole paste stays in the box, for the user to shorten.
    expect(subject).toHaveValue(pasted);
    await user.type(screen.getByLabelText('Mô tả vấn đề'), 'Tệp mở ra bị lỗi font.');
    await user.selectOptions(screen.getByLabelText('Chuyên mục'), CATEGORY.id);
    await user.click(screen.getByRole('button', { name: 'Gửi phiếu' }));
    expect(subject).toHaveAccessibleDescription('Tối đa 150 ký tự');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(subject);
    await user.type(subject, 'Không xuất được CSV');
    await user.click(screen.getByRole('button', { name: 'Gửi phiếu' }));
    expect(await screen.findByText('Ticket page')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect((post!.body as { subject: string }).subject).toBe('Không xuất được CSV');
  });
});

describe('/dashboard/support/:id', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lets the requester reply and close, without team controls', async () => {
    const member = makeUser('member');
    const api = stubRecruitmentApi(member, {
      'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
        body: { success: true, ticket: ticket() },
      }),
      'POST /api/support/tickets/22222222-2222-4222-8222-222222222222/close': () => ({
        body: { success: true, ticket: ticket({ status: 'closed' }) },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id="22222222-2222-4222-8222-222222222222" /> }],
      '/dashboard/support/22222222-2222-4222-8222-222222222222',
      member,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ticket #42: Invoice missing' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ticket details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Internal note (the requester never sees it)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the ticket' }));
    expect(await screen.findByRole('button', { name: 'Reopen the ticket' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/close'))).toBe(true);
  });

  it('says a file is over 5 MB without sending it', async () => {
    const member = makeUser('member');
    const api = stubRecruitmentApi(member, {
      'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
        body: { success: true, ticket: ticket() },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id="22222222-2222-4222-8222-222222222222" /> }],
      '/dashboard/support/22222222-2222-4222-8222-222222222222',
      member,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf');
    await user.upload(await screen.findByLabelText('Attach a file'), big);
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/support/attachments')).toHaveLength(0);
  });

  it('holds the reply back while its file uploads, then sends the file with it', async () => {
    const member = makeUser('member');
    let finishUpload: () => void = () => undefined;
    const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
    const file = {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'receipt.pdf',
      size: 9,
      content_type: 'x',
    };
    const api = stubRecruitmentApi(member, {
      'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
        body: { success: true, ticket: ticket() },
      }),
      'POST /api/support/attachments': async () => {
        await uploaded;
        return { status: 201, body: { success: true, attachment: file } };
      },
      'POST /api/support/tickets/22222222-2222-4222-8222-222222222222/messages': () => ({
        status: 201,
        body: { success: true, ticket: ticket() },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id="22222222-2222-4222-8222-222222222222" /> }],
      '/dashboard/support/22222222-2222-4222-8222-222222222222',
      member,
    );
    await user.type(await screen.findByLabelText('Message'), 'Here is the receipt');
    await user.upload(screen.getByLabelText('Attach a file'), new File(['%PDF-1.4'], 'receipt.pdf'));
    const send = screen.getByRole('button', { name: 'Send the reply' });
    expect(send).toBeDisabled();
    finishUpload();
    expect(await screen.findByRole('button', { name: 'Remove receipt.pdf' })).toBeInTheDocument();
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/api/support/tickets/22222222-2222-4222-8222-222222222222/messages')[0]?.body,
    ).toEqual({
      body: 'Here is the receipt',
      internal: false,
      attachment_ids: [file.id],
    });
  });

  it('gives the team status, priority, assignee, canned replies and internal notes', async () => {
    const staff = makeUser('staff');
    const api = stubRecruitmentApi(staff, {
      'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
        body: {
          success: true,
          ticket: ticket({
            requester_email: 'pro@example.com',
            messages: [
              ...ticket().messages,
              {
                id: '44444444-4444-4444-8444-444444444444',
                author_name: 'Staff Person',
                author_side: 'staff',
                body: 'Check the gateway log',
                internal: true,
                created_at: '2026-11-20T03:00:00.000Z',
                attachments: [],
              },
            ],
          }),
        },
      }),
      'GET /api/support/agents': () => ({
        body: { success: true, agents: [{ id: 'u-staff', name: 'Staff Person' }] },
      }),
      'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
      'GET /api/support/canned-replies': () => ({
        body: { success: true, replies: [{ id: 'c1', title: 'Thanks', body: 'We are on it.' }] },
      }),
      'POST /api/support/tickets/22222222-2222-4222-8222-222222222222/messages': () => ({
        status: 201,
        body: { success: true, ticket: ticket({ requester_email: 'pro@example.com', status: 'pending' }) },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id="22222222-2222-4222-8222-222222222222" /> }],
      '/dashboard/support/22222222-2222-4222-8222-222222222222',
      staff,
    );
    expect(await screen.findByRole('heading', { name: 'Ticket details' })).toBeInTheDocument();
    expect(screen.getByText('Internal note')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Insert a canned reply'), 'c1');
    expect(screen.getByLabelText('Message')).toHaveValue('We are on it.');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      body: 'We are on it.',
      internal: false,
      attachment_ids: [],
    });
  });

  it('shows an assignee who is no longer in the team’s list instead of “Nobody”', async () => {
    const staff = makeUser('staff');
    stubRecruitmentApi(staff, {
      'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
        body: {
          success: true,
          ticket: ticket({
            requester_email: 'pro@example.com',
            assignee: { id: 'u-leaver', name: 'Lê Leaver' },
          }),
        },
      }),
      'GET /api/support/agents': () => ({
        body: { success: true, agents: [{ id: 'u-staff', name: 'Staff Person' }] },
      }),
      'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
      'GET /api/support/canned-replies': () => ({ body: { success: true, replies: [] } }),
    });
    renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id="22222222-2222-4222-8222-222222222222" /> }],
      '/dashboard/support/22222222-2222-4222-8222-222222222222',
      staff,
    );
    expect(await screen.findByRole('heading', { name: 'Ticket details' })).toBeInTheDocument();
    const assignee = screen.getByLabelText('Assignee');
    await screen.findByRole('option', { name: 'Staff Person' });
    expect(assignee).toHaveDisplayValue('Lê Leaver');
  });
});

describe('paging the ticket lists (decision 1070)', { timeout: UI_TEST_TIMEOUT }, () => {
  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      summary({
        id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        number: from + i,
        subject: `Queue ticket ${from + i}`,
      }),
    );

  it('loads the queue’s next page after the last one, with the same filters, until there is none', async () => {
    const staff = makeUser('staff');
    const api = stubRecruitmentApi(staff, {
      'GET /api/support/queue': (call) => {
        const cursor = call.query.get('cursor');
        if (!cursor) return { body: { success: true, tickets: many(1, 50), next_cursor: 'page-2' } };
        if (cursor === 'page-2')
          return { body: { success: true, tickets: many(51, 50), next_cursor: 'page-3' } };
        return { body: { success: true, tickets: many(101, 3), next_cursor: null } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support', element: <SupportPage /> }],
      '/dashboard/support',
      staff,
    );
    await screen.findByRole('link', { name: '#50 Queue ticket 50' });
    expect(screen.queryByRole('link', { name: '#51 Queue ticket 51' })).not.toBeInTheDocument();
    expect(screen.getByText('50 tickets shown, more match.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await screen.findByRole('link', { name: '#1 Queue ticket 1' });
    await user.click(await screen.findByRole('button', { name: 'Load more tickets' }));
    expect(await screen.findByRole('link', { name: '#100 Queue ticket 100' })).toBeInTheDocument();
    // The first page stays, in its place, above the second.
    const links = screen.getAllByRole('link', { name: /^#\d+ Queue ticket/ });
    expect(links.map((l) => l.textContent)).toEqual(many(1, 100).map((t) => `#${t.number} ${t.subject}`));
    const second = api.callsTo('GET', '/api/support/queue').find((c) => c.query.get('cursor') === 'page-2');
    expect(second?.query.get('priority')).toBe('urgent');
    expect(second?.query.get('status')).toBe('active');

    await user.click(screen.getByRole('button', { name: 'Load more tickets' }));
    expect(await screen.findByRole('link', { name: '#103 Queue ticket 103' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more tickets' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^#\d+ Queue ticket/ })).toHaveLength(103);
  });

  it('keeps the tickets loaded when Load more fails, says so and loads them on a second try', async () => {
    const member = makeUser('member');
    let failing = true;
    stubRecruitmentApi(member, {
      'GET /api/support/tickets': (call) => {
        if (call.query.get('cursor') !== 'next')
          return { body: { success: true, tickets: many(1, 50), next_cursor: 'next' } };
        if (failing) {
          failing = false;
          return { status: 503, body: { success: false, error: { code: 'UNAVAILABLE', message: 'Down' } } };
        }
        return { body: { success: true, tickets: many(51, 2), next_cursor: null } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support', element: <SupportPage /> }],
      '/dashboard/support',
      member,
    );
    await screen.findByRole('link', { name: '#50 Queue ticket 50' });
    await user.click(screen.getByRole('button', { name: 'Load more tickets' }));
    expect(await screen.findByText('The next tickets could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^#\d+ Queue ticket/ })).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more tickets' }));
    expect(await screen.findByRole('link', { name: '#52 Queue ticket 52' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^#\d+ Queue ticket/ })).toHaveLength(52);
  });

  it('puts the keyboard focus on the first ticket Load more added, also after the last page', async () => {
    const member = makeUser('member');
    stubRecruitmentApi(member, {
      'GET /api/support/tickets': (call) =>
        call.query.get('cursor') === 'next'
          ? { body: { success: true, tickets: many(51, 2), next_cursor: null } }
          : { body: { success: true, tickets: many(1, 50), next_cursor: 'next' } },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support', element: <SupportPage /> }],
      '/dashboard/support',
      member,
    );
    await screen.findByRole('link', { name: '#50 Queue ticket 50' });
    screen.getByRole('button', { name: 'Load more tickets' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('link', { name: '#51 Queue ticket 51' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more tickets' })).not.toBeInTheDocument();
  });

  it('names the seeded categories in Vietnamese and an administrator’s own category as typed (decision 1066)', async () => {
    act(() => i18n.activate('vi'));
    try {
      const member = makeUser('member');
      const own = { id: '44444444-4444-4444-8444-444444444444', name: 'Hợp đồng', active: true };
      stubRecruitmentApi(member, {
        'GET /api/support/tickets': () => ({
          body: { success: true, tickets: [summary()], next_cursor: null },
        }),
        'GET /api/support/categories': () => ({
          body: { success: true, categories: [CATEGORY, own] },
        }),
        'GET /api/me/resources/suggest': () => ({ body: { success: true, resources: [] } }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/support', element: <SupportPage /> }],
        '/dashboard/support',
        member,
      );
      await screen.findByRole('link', { name: '#42 Invoice missing' });
      expect(screen.getByText('Thanh toán và gói dịch vụ')).toBeInTheDocument();
      expect(screen.queryByText('Billing and packages')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Phiếu mới' }));
      const select = within(screen.getByLabelText('Chuyên mục'));
      expect(await select.findByRole('option', { name: 'Thanh toán và gói dịch vụ' })).toBeInTheDocument();
      expect(select.getByRole('option', { name: 'Hợp đồng' })).toBeInTheDocument();
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('offers the requester’s next tickets in Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    try {
      const member = makeUser('member');
      stubRecruitmentApi(member, {
        'GET /api/support/tickets': (call) =>
          call.query.get('cursor') === 'next'
            ? { body: { success: true, tickets: many(201, 1), next_cursor: null } }
            : { body: { success: true, tickets: many(1, 200), next_cursor: 'next' } },
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/support', element: <SupportPage /> }],
        '/dashboard/support',
        member,
      );
      await screen.findByRole('link', { name: '#200 Queue ticket 200' });
      expect(screen.getByText('Đang hiển thị 200 phiếu, còn phiếu khác khớp.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Tải thêm phiếu' }));
      expect(await screen.findByRole('link', { name: '#201 Queue ticket 201' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tải thêm phiếu' })).not.toBeInTheDocument();
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('the support forms in Vietnamese (decision 1182)', { timeout: UI_TEST_TIMEOUT }, () => {
  it('says beside the reply, in Vietnamese, that it is empty, and sends nothing', async () => {
    act(() => i18n.activate('vi'));
    try {
      const member = makeUser('member');
      const api = stubRecruitmentApi(member, {
        'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
          body: { success: true, ticket: ticket() },
        }),
      });
      const { user } = renderRecruitment(
        [
          {
            path: '/dashboard/support/:id',
            element: <TicketPage id="22222222-2222-4222-8222-222222222222" />,
          },
        ],
        '/dashboard/support/22222222-2222-4222-8222-222222222222',
        member,
      );
      const message = await screen.findByLabelText('Tin nhắn');
      await user.type(message, '   ');
      await user.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
      expect(message).toHaveAccessibleDescription('Hãy viết nội dung');
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(message).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('checks the admin panels beside each field, in Vietnamese, and sends nothing', async () => {
    act(() => i18n.activate('vi'));
    try {
      const admin = makeUser('admin');
      const api = stubRecruitmentApi(admin, {
        'GET /api/support/canned-replies': () => ({ body: { success: true, replies: [] } }),
        'GET /api/support/admin/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
        'GET /api/support/admin/targets': () => ({
          body: {
            success: true,
            targets: [
              { plan: 'free', first_reply_hours: 48 },
              { plan: 'standard', first_reply_hours: 8 },
            ],
          },
        }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/support', element: <AdminPanel admin team /> }],
        '/dashboard/support',
        admin,
      );
      await user.click(await screen.findByRole('button', { name: 'Thêm câu trả lời' }));
      const replyName = screen.getByLabelText('Tên câu trả lời mới');
      expect(replyName).toHaveAccessibleDescription('Hãy đặt tên câu trả lời');
      expect(replyName).toHaveFocus();
      expect(screen.getByLabelText('Nội dung câu trả lời')).toHaveAccessibleDescription('Hãy viết nội dung');

      await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
      const category = screen.getByLabelText('Danh mục mới');
      expect(category).toHaveAccessibleDescription('Hãy đặt tên danh mục');
      expect(category).toHaveAttribute('aria-invalid', 'true');
      expect(category).toHaveFocus();

      const pro = await screen.findByLabelText('Pro');
      await user.clear(pro);
      await user.type(pro, '800');
      await user.click(screen.getByRole('button', { name: 'Lưu thời hạn' }));
      expect(pro).toHaveAccessibleDescription('Tối đa 720 giờ (30 ngày)');
      expect(pro).toHaveFocus();
      expect(screen.getByLabelText('Miễn phí')).not.toHaveAttribute('aria-invalid');
      expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('new replies without a reload (decision 1208)', { timeout: UI_TEST_TIMEOUT }, () => {
  const ID = '22222222-2222-4222-8222-222222222222';
  const staffAnswer = {
    id: '66666666-6666-4666-8666-666666666666',
    author_name: 'Sơn Staff',
    author_side: 'staff' as const,
    body: 'Try the receipt link again, it is fixed now.',
    internal: false,
    created_at: '2026-11-20T03:00:00.000Z',
    attachments: [],
  };

  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('shows the team’s answer on the requester’s open ticket within the poll and keeps the reply being typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeUser('member');
    let answered = false;
    const api = stubRecruitmentApi(member, {
      [`GET /api/support/tickets/${ID}`]: () => ({
        body: {
          success: true,
          ticket: answered ? ticket({ messages: [...ticket().messages, staffAnswer] }) : ticket(),
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id={ID} /> }],
      `/dashboard/support/${ID}`,
      member,
    );
    await user.type(await screen.findByLabelText('Message'), 'It still fails on my phone');

    answered = true;
    await advance(TICKET_POLL_MS);
    expect(await screen.findByText(staffAnswer.body)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('It still fails on my phone');
    expect(api.callsTo('GET', `/api/support/tickets/${ID}`).length).toBeGreaterThanOrEqual(2);

    // A hidden tab does not poll.
    const polls = api.callsTo('GET', `/api/support/tickets/${ID}`).length;
    act(() => focusManager.setFocused(false));
    await advance(3 * TICKET_POLL_MS);
    expect(api.callsTo('GET', `/api/support/tickets/${ID}`)).toHaveLength(polls);
  });

  it('brings a new ticket into the team’s queue without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const staff = makeUser('staff');
    let tickets = [summary({ requester_email: 'pro@example.com' })];
    stubRecruitmentApi(staff, {
      'GET /api/support/queue': () => ({ body: { success: true, tickets, next_cursor: null } }),
      'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
      'GET /api/support/agents': () => ({ body: { success: true, agents: [] } }),
    });
    renderRecruitment(
      [{ path: '/dashboard/support', element: <SupportPage /> }],
      '/dashboard/support',
      staff,
    );
    expect(await screen.findByRole('link', { name: '#42 Invoice missing' })).toBeInTheDocument();
    tickets = [
      summary({
        id: '77777777-7777-4777-8777-777777777777',
        number: 43,
        subject: 'Cannot sign in',
        requester_email: 'x@example.com',
      }),
      ...tickets,
    ];
    await advance(TICKET_LIST_POLL_MS);
    expect(await screen.findByRole('link', { name: '#43 Cannot sign in' })).toBeInTheDocument();
  });
});

describe(
  'canned replies in the requester’s language (decisions 1209 and 1217)',
  { timeout: UI_TEST_TIMEOUT },
  () => {
    const REPLIES: CannedReply[] = [
      { id: 'c-en', title: 'Resolved', body: 'This should now be fixed.', language: 'en' },
      { id: 'c-any', title: 'Gateway check', body: 'Kiểm tra cổng thanh toán.', language: null },
      { id: 'c-vi', title: 'Đã xử lý xong', body: 'Vấn đề này đã được khắc phục.', language: 'vi' },
    ];

    it('offers a Vietnamese requester the Vietnamese replies first and the English ones apart', async () => {
      const staff = makeUser('staff');
      stubRecruitmentApi(staff, {
        'GET /api/support/tickets/22222222-2222-4222-8222-222222222222': () => ({
          body: {
            success: true,
            ticket: ticket({ requester_email: 'pro@example.com', requester_locale: 'vi' }),
          },
        }),
        'GET /api/support/agents': () => ({ body: { success: true, agents: [] } }),
        'GET /api/support/categories': () => ({ body: { success: true, categories: [CATEGORY] } }),
        'GET /api/support/canned-replies': () => ({ body: { success: true, replies: REPLIES } }),
      });
      const { user } = renderRecruitment(
        [
          {
            path: '/dashboard/support/:id',
            element: <TicketPage id="22222222-2222-4222-8222-222222222222" />,
          },
        ],
        '/dashboard/support/22222222-2222-4222-8222-222222222222',
        staff,
      );
      const select = await screen.findByLabelText('Insert a canned reply');
      const other = within(select).getByRole('group', { name: 'In another language' });
      expect(
        within(other)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Resolved (English)']);
      expect(
        within(select)
          .getAllByRole('option')
          .filter((o) => !other.contains(o))
          .map((o) => o.textContent),
      ).toEqual(['Choose a canned reply', 'Đã xử lý xong', 'Gateway check']);
      await user.selectOptions(select, 'c-vi');
      expect(screen.getByLabelText('Message')).toHaveValue('Vấn đề này đã được khắc phục.');
    });
  },
);

describe('the first-reply countdown (decision 1218)', { timeout: UI_TEST_TIMEOUT }, () => {
  const ID = '22222222-2222-4222-8222-222222222222';

  afterEach(() => {
    vi.useRealTimers();
    act(() => i18n.activate('en'));
  });

  async function openTicket(locale: 'en' | 'vi') {
    // 2 h 5 min 30 s before the first reply is due (10:00); the server's reply never changes.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T07:54:30.000Z') });
    act(() => i18n.activate(locale));
    const member = makeUser('member');
    const api = stubRecruitmentApi(member, {
      [`GET /api/support/tickets/${ID}`]: () => ({ body: { success: true, ticket: ticket() } }),
    });
    renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id={ID} /> }],
      `/dashboard/support/${ID}`,
      member,
    );
    return api;
  }

  it('counts down by itself from the due time, to overdue, while the ticket stays the same', async () => {
    const api = await openTicket('en');
    expect(await screen.findByText('First reply due in 2 h 5 min')).toBeInTheDocument();
    await advance(31_000);
    expect(screen.getByText('First reply due in 2 h 4 min')).toBeInTheDocument();
    // Two hours later (a laptop asleep, or polls answered 304): the next tick reads the clock again; 2 min 10 s late
    // by the end of the minute, counted in whole minutes rounded down as the server did.
    vi.setSystemTime(new Date('2026-11-20T10:01:10.000Z'));
    await advance(60_000);
    expect(screen.getByText('First reply overdue by 0 h 3 min')).toBeInTheDocument();
    const reads = api.callsTo('GET', `/api/support/tickets/${ID}`);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('says the same in Vietnamese', async () => {
    await openTicket('vi');
    expect(await screen.findByText('Hạn phản hồi đầu tiên còn 2 giờ 5 phút')).toBeInTheDocument();
    // 31 min 20 s late by the end of the minute.
    vi.setSystemTime(new Date('2026-11-20T10:30:20.000Z'));
    await advance(60_000);
    expect(screen.getByText('Phản hồi đầu tiên đã trễ 0 giờ 32 phút')).toBeInTheDocument();
  });

  it('shows nothing once the clock stops, whatever the due time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-20T07:54:30.000Z') });
    const member = makeUser('member');
    stubRecruitmentApi(member, {
      [`GET /api/support/tickets/${ID}`]: () => ({
        body: { success: true, ticket: ticket({ status: 'resolved', first_reply_counting: false }) },
      }),
    });
    renderRecruitment(
      [{ path: '/dashboard/support/:id', element: <TicketPage id={ID} /> }],
      `/dashboard/support/${ID}`,
      member,
    );
    expect(await screen.findByText('The receipt does not open.')).toBeInTheDocument();
    expect(screen.queryByText(/First reply/)).not.toBeInTheDocument();
  });
});

describe(
  'a canned reply’s language on the desk settings (decision 1217)',
  { timeout: UI_TEST_TIMEOUT },
  () => {
    const REPLIES: CannedReply[] = [
      { id: 'c-en', title: 'Resolved', body: 'This should now be fixed.', language: 'en' },
      { id: 'c-any', title: 'Gateway check', body: 'Checking the gateway.', language: null },
    ];

    it('shows each reply’s language and lets the team choose it on adding and editing', async () => {
      const staff = makeUser('staff');
      const api = stubRecruitmentApi(staff, {
        'GET /api/support/canned-replies': () => ({ body: { success: true, replies: REPLIES } }),
        'POST /api/support/canned-replies': () => ({
          status: 201,
          body: {
            success: true,
            reply: { id: 'c-new', title: 'Hoàn tiền', body: 'Đã hoàn tiền.', language: 'vi' },
          },
        }),
        'PUT /api/support/canned-replies/c-en': () => ({
          body: { success: true, reply: { ...REPLIES[0], language: null } },
        }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/support', element: <AdminPanel admin={false} team /> }],
        '/dashboard/support',
        staff,
      );
      const resolved = (await screen.findByRole('button', { name: 'Edit “Resolved”' })).closest('li')!;
      expect(within(resolved).getByText('English')).toBeInTheDocument();
      const gateway = screen.getByRole('button', { name: 'Edit “Gateway check”' }).closest('li')!;
      expect(within(gateway).getByText('Any language')).toBeInTheDocument();

      const language = screen.getByLabelText('Language of the reply');
      expect(language).toHaveValue('any');
      await user.type(screen.getByLabelText('Name of a new reply'), 'Hoàn tiền');
      await user.selectOptions(language, 'vi');
      await user.type(screen.getByLabelText('Text of the reply'), 'Đã hoàn tiền.');
      await user.click(screen.getByRole('button', { name: 'Add the reply' }));
      await waitFor(() =>
        expect(api.callsTo('POST', '/api/support/canned-replies')[0]?.body).toEqual({
          title: 'Hoàn tiền',
          body: 'Đã hoàn tiền.',
          language: 'vi',
        }),
      );

      await user.click(screen.getByRole('button', { name: 'Edit “Resolved”' }));
      expect(screen.getByLabelText('Language of the reply')).toHaveValue('en');
      await user.selectOptions(screen.getByLabelText('Language of the reply'), 'any');
      await user.click(screen.getByRole('button', { name: 'Save the reply' }));
      await waitFor(() =>
        expect(api.callsTo('PUT', '/api/support/canned-replies/c-en')[0]?.body).toEqual({
          title: 'Resolved',
          body: 'This should now be fixed.',
          language: null,
        }),
      );
    });

    it('names the languages in Vietnamese', async () => {
      act(() => i18n.activate('vi'));
      try {
        const staff = makeUser('staff');
        stubRecruitmentApi(staff, {
          'GET /api/support/canned-replies': () => ({ body: { success: true, replies: REPLIES } }),
        });
        renderRecruitment(
          [{ path: '/dashboard/support', element: <AdminPanel admin={false} team /> }],
          '/dashboard/support',
          staff,
        );
        const language = await screen.findByLabelText('Ngôn ngữ của câu trả lời');
        expect(
          within(language)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Mọi ngôn ngữ', 'Tiếng Anh', 'Tiếng Việt']);
        expect(await screen.findByText('Tiếng Anh', { selector: 'li span' })).toBeInTheDocument();
      } finally {
        act(() => i18n.activate('en'));
      }
    });
  },
);
