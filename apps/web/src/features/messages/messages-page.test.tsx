import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationSummary } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

const summary: ConversationSummary = {
  id: 'c1',
  as: 'candidate',
  application_id: 'a1',
  candidate_name: 'Lan',
  company_name: 'Acme',
  job_title: 'React Developer',
  last_message_at: '2026-11-20T03:00:00.000Z',
  last_message: 'Can you come on Monday?',
  unread: 2,
};
const conversation: Conversation = {
  ...summary,
  last_read_id: 0,
  messages: [
    {
      id: 1,
      side: 'company',
      kind: 'pipeline',
      mine: false,
      sender_name: null,
      subject: 'Your application for React Developer is being reviewed',
      body: 'Good news',
      attachment: null,
      created_at: '2026-11-20T02:00:00.000Z',
    },
    {
      id: 2,
      side: 'company',
      kind: 'message',
      mine: false,
      sender_name: 'Minh Recruiter',
      subject: null,
      body: 'Can you come on Monday?',
      attachment: { name: 'map.pdf', type: 'application/pdf', size: 10 },
      created_at: '2026-11-20T03:00:00.000Z',
    },
  ],
};

// Compile the page's route once up front, so the first test does not spend its wait compiling it.
beforeAll(async () => {
  await import('@/app/routes/dashboard-messages');
}, 60_000);

describe('messages page', () => {
  it(
    'lists conversations with unread counts, opens one, marks it read and sends a reply',
    { timeout: 20_000 },
    async () => {
      const user = makeUser('member');
      const api = stubApi(user, {
        'GET /api/messages/conversations': () => ({ body: { success: true, conversations: [summary] } }),
        'GET /api/messages/conversations/c1': () => ({ body: { success: true, conversation } }),
        'POST /api/messages/conversations/c1/read': () => ({ body: { success: true } }),
        'POST /api/messages/conversations/c1/messages': () => ({
          status: 201,
          body: {
            success: true,
            conversation_id: 'c1',
            message: { ...conversation.messages[1], id: 3, mine: true },
          },
        }),
      });
      renderMemberArea('/dashboard/messages/c1', user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
      const list = within(screen.getByRole('navigation', { name: 'Conversations' }));
      expect(await list.findByRole('link', { name: /Acme.*2 unread/ })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const log = within(await screen.findByRole('log', { name: 'Messages' }));
      expect(log.getByText('Your application for React Developer is being reviewed')).toBeInTheDocument();
      expect(log.getByText('Sent by e-mail')).toBeInTheDocument();
      expect(log.getByText('Minh Recruiter')).toBeInTheDocument();
      expect(log.getByRole('button', { name: 'Download map.pdf' })).toBeInTheDocument();
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'POST',
          path: '/api/messages/conversations/c1/read',
          body: { up_to: 2 },
        }),
      );
      // A candidate has no templates.
      expect(screen.queryByLabelText('Start from a template')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Message templates' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Write a message or attach a file.');
      await userEvent.type(screen.getByLabelText('Your message'), 'Yes, Monday works.');
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() =>
        expect(api.calls).toContainEqual({
          method: 'POST',
          path: '/api/messages/conversations/c1/messages',
          body: { body: 'Yes, Monday works.' },
        }),
      );
      await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
    },
  );

  it(
    'keeps a pasted over-long message whole and says the limit in Vietnamese; the attachment line empties after sending (decisions 1183, 1184)',
    { timeout: 20_000 },
    async () => {
      act(() => i18n.activate('vi'));
      const user = makeUser('member');
      const api = stubApi(user, {
        'GET /api/messages/conversations': () => ({ body: { success: true, conversations: [summary] } }),
        'GET /api/messages/conversations/c1': () => ({ body: { success: true, conversation } }),
        'POST /api/messages/conversations/c1/read': () => ({ body: { success: true } }),
        'POST /api/messages/conversations/c1/messages': () => ({
          status: 201,
          body: {
            success: true,
            conversation_id: 'c1',
            message: { ...conversation.messages[1], id: 3, mine: true },
          },
        }),
      });
      renderMemberArea('/dashboard/messages/c1', user);
      await screen.findByRole('log', { name: 'Tin nhắn' });
      const attach = screen.getByLabelText('Đính kèm tệp (PDF, Word hoặc hình ảnh, tối đa 5 MB)');
      expect(attach).toHaveAccessibleDescription('Chưa chọn tệp nào');
      await userEvent.upload(attach, new File(['%PDF-1.7'], 'lich-hen.pdf', { type: 'application/pdf' }));
      expect(attach).toHaveAccessibleDescription('lich-hen.pdf');

      const box = screen.getByLabelText('Tin nhắn của bạn');
      const pasted = 'a'.repeat(5_001);
      await userEvent.click(box);
      await userEvent.paste(pasted);
      expect(box).toHaveValue(pasted);
      await userEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Tối đa 5.000 ký tự');
      const sends = () => api.calls.filter((c) => c.path === '/api/messages/conversations/c1/messages');
      expect(sends()).toHaveLength(0);

      await userEvent.clear(box);
      await userEvent.type(box, 'Lịch hẹn đính kèm.');
      await userEvent.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
      await waitFor(() => expect(sends()).toHaveLength(1));
      await waitFor(() => expect(attach).toHaveAccessibleDescription('Chưa chọn tệp nào'));
      expect(box).toHaveValue('');
    },
  );

  it('offers a recruiter its templates, filled for the conversation', async () => {
    const user = makeUser('employer', {
      company: { id: 'co', name: 'Acme', role: 'recruiter', plan: 'standard' },
    });
    stubApi(user, {
      'GET /api/messages/conversations': () => ({
        body: { success: true, conversations: [{ ...summary, as: 'company', unread: 0 }] },
      }),
      'GET /api/messages/conversations/c1': () => ({
        body: { success: true, conversation: { ...conversation, as: 'company', last_read_id: 2 } },
      }),
      'GET /api/messages/templates': () => ({
        body: {
          success: true,
          templates: [
            { id: 't1', name: 'Invite', body: 'Hi {candidate_name}', updated_at: '2026-11-20T00:00:00Z' },
          ],
        },
      }),
      'GET /api/messages/templates/t1/render': () => ({ body: { success: true, body: 'Hi Lan' } }),
    });
    renderMemberArea('/dashboard/messages/c1', user);
    const select = await screen.findByLabelText('Start from a template');
    await userEvent.selectOptions(select, 't1');
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue('Hi Lan'));
    expect(screen.getByRole('heading', { name: 'Message templates' })).toBeInTheDocument();
  });
});
