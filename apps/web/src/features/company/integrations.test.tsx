import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROLE_PERMISSIONS, withCompanyRole } from '@app/shared';
import type { ApiKey, CompanyTeam, WebhookDelivery, WebhookEndpoint } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

// Issue 14: the owner's API keys and webhooks on the company page.

beforeAll(async () => {
  await import('@/app/routes/dashboard-company');
}, 60_000);

const owner = makeUser('employer', {
  id: 'u-owner',
  name: 'Olivia Owner',
  email: 'owner@fpt.example',
  permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, 'owner'),
  company: { id: 'co-1', name: 'FPT Software', plan: 'premium', role: 'owner' },
});

const company: CompanyTeam = {
  id: 'co-1',
  name: 'FPT Software',
  your_role: 'owner',
  plan: { name: 'premium', display_name: 'Enterprise' },
  seats: { limit: 10, used: 1, more_with: null },
  unlocks: { limit: null, used: 0, remaining: null, plan: 'premium' },
  members: [
    {
      user_id: 'u-owner',
      name: 'Olivia Owner',
      email: 'owner@fpt.example',
      role: 'owner',
      joined_at: '2026-11-02T03:00:00.000Z',
      upcoming_interviews: 0,
    },
  ],
  invitations: [],
  interviews_to_reassign: 0,
  scheduled_switch: null,
  integrations: { included: true, offered_by: { name: 'premium', display_name: 'Enterprise' } },
};

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k-1',
  name: 'HR sync',
  prefix: 'dtk_abcdefgh',
  scopes: ['jobs:read'],
  created_by: 'u-owner',
  created_by_name: 'Olivia Owner',
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

const endpoint: WebhookEndpoint = {
  id: '3f0c8a52-7a0e-4a0e-9a55-0b7f3c0e1a11',
  url: 'https://hr.example.com/hooks',
  description: '',
  events: ['application.stage_changed'],
  status: 'active',
  failing_since: null,
  created_by: 'u-owner',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
};

const delivery: WebhookDelivery = {
  id: '7',
  message_id: 'msg_7',
  event: 'application.stage_changed',
  status: 'succeeded',
  attempts: 1,
  created_at: '2026-11-20T03:00:00.000Z',
  last_attempt_at: '2026-11-20T03:00:01.000Z',
  next_attempt_at: null,
  response_status: 200,
  response_ms: 42,
  response_body: 'thanks',
  error: null,
  attempt_log: [
    {
      at: '2026-11-20T03:00:01.000Z',
      outcome: 'succeeded',
      response_status: 200,
      response_ms: 42,
      response_body: 'thanks',
      error: null,
    },
  ],
};

describe('company integrations', { timeout: 20_000 }, () => {
  it('creates a key with scopes, shows it once with a copy button, and lists who made it and when it was used', async () => {
    const keys: ApiKey[] = [];
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      'POST /api/company/api-keys': () => {
        keys.push(key({ scopes: ['jobs:read', 'applications:read'] }));
        return {
          status: 201,
          body: { success: true, key: keys[0], secret: 'dtk_abcdefgh-the-whole-secret' },
        };
      },
    });
    renderMemberArea('/dashboard/company', owner);
    const section = await screen.findByTestId('api-keys');
    expect(await within(section).findByText('No keys yet.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(within(section).getByText('Give the key a name')).toBeVisible();
    await user.type(within(section).getByLabelText('Name'), 'HR sync');
    await user.click(within(section).getByRole('checkbox', { name: /jobs:read/ }));
    await user.click(within(section).getByRole('checkbox', { name: /applications:read/ }));
    await user.click(within(section).getByRole('button', { name: 'Create key' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'HR sync',
      scopes: ['jobs:read', 'applications:read'],
      expires_at: null,
    });
    expect(await within(section).findByTestId('api-key-secret-value')).toHaveTextContent(
      'dtk_abcdefgh-the-whole-secret',
    );
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('dtk_abcdefgh-the-whole-secret');
    expect(await within(section).findByText('Copied to the clipboard.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByText('dtk_abcdefgh-the-whole-secret')).toBeNull();
    const row = await within(section).findByTestId('api-key-row');
    expect(row).toHaveTextContent('HR sync');
    expect(row).toHaveTextContent('dtk_abcdefgh…');
    expect(row).toHaveTextContent('by Olivia Owner');
    expect(row).toHaveTextContent('Never');
  });

  it('offers interviews:read, said in English and in Vietnamese, and sends it (decision 1120)', async () => {
    const keys: ApiKey[] = [];
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      'POST /api/company/api-keys': () => {
        keys.push(key({ scopes: ['interviews:read'] }));
        return { status: 201, body: { success: true, key: keys[0], secret: 'dtk_interviews-secret' } };
      },
    });
    const user = userEvent.setup();
    const view = renderMemberArea('/dashboard/company', owner);
    let section = await screen.findByTestId('api-keys');
    await user.click(await within(section).findByRole('button', { name: 'Create key' }));
    const checkbox = within(section).getByRole('checkbox', { name: /interviews:read/ });
    expect(checkbox.closest('label')).toHaveTextContent(
      'interviews:read Read interviews: times, interviewers and status',
    );
    await user.type(within(section).getByLabelText('Name'), 'Calendar sync');
    await user.click(checkbox);
    await user.click(within(section).getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Calendar sync',
        scopes: ['interviews:read'],
        expires_at: null,
      }),
    );
    view.unmount();

    act(() => i18n.activate('vi'));
    try {
      renderMemberArea('/dashboard/company', owner);
      section = await screen.findByTestId('api-keys');
      await user.click(await within(section).findByRole('button', { name: 'Tạo khóa' }));
      expect(
        within(section)
          .getByRole('checkbox', { name: /interviews:read/ })
          .closest('label'),
      ).toHaveTextContent('interviews:read Xem lịch phỏng vấn: thời gian, người phỏng vấn và trạng thái');
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('shows the upgrade prompt instead of the forms when the plan lacks API integration, with no refused request', async () => {
    const standard: CompanyTeam = {
      ...company,
      plan: { name: 'standard', display_name: 'Pro' },
      integrations: { included: false, offered_by: { name: 'premium', display_name: 'Enterprise' } },
    };
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company: standard } }),
      // Listing needs no plan (decision 1204): a company that never had Enterprise has nothing to list.
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
    });
    renderMemberArea('/dashboard/company', owner);
    const keys = await screen.findByTestId('api-keys');
    expect(await within(keys).findByTestId('upgrade-prompt')).toHaveTextContent(
      'API integration: part of the Enterprise plan. Upgrade to use it.',
    );
    const hooks = screen.getByTestId('webhooks');
    expect(within(hooks).getByTestId('upgrade-prompt')).toHaveTextContent('Enterprise plan');
    // Only the two lists are asked, which every plan may read (a refused request is an error in the console).
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => /api-keys|webhooks/.test(c.path))
          .map((c) => `${c.method} ${c.path}`)
          .sort(),
      ).toEqual(['GET /api/company/api-keys', 'GET /api/company/webhooks']),
    );
    expect(within(keys).queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(within(hooks).queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(within(keys).queryByRole('table')).toBeNull();
    expect(within(hooks).queryByTestId('webhook-endpoint')).toBeNull();
  });

  it('shows the keys and endpoints kept from Enterprise read-only, to revoke and delete them (decision 1204)', async () => {
    const standard: CompanyTeam = {
      ...company,
      plan: { name: 'standard', display_name: 'Pro' },
      integrations: { included: false, offered_by: { name: 'premium', display_name: 'Enterprise' } },
    };
    let keys = [key()];
    let endpoints = [endpoint];
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company: standard } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints } }),
      'DELETE /api/company/api-keys/k-1': () => {
        keys = [key({ revoked_at: '2026-11-28T03:00:00.000Z' })];
        return { body: { success: true, key: keys[0] } };
      },
      [`DELETE /api/company/webhooks/${endpoint.id}`]: () => {
        endpoints = [];
        return { body: { success: true } };
      },
    });
    renderMemberArea('/dashboard/company', owner);
    const user = userEvent.setup();
    const keySection = await screen.findByTestId('api-keys');
    expect(within(keySection).getByTestId('upgrade-prompt')).toHaveTextContent('Enterprise plan');
    const row = await within(keySection).findByTestId('api-key-row');
    expect(row).toHaveTextContent('HR sync');
    expect(row).toHaveTextContent('Refused until you upgrade');
    expect(within(keySection).getByTestId('api-keys-kept')).toHaveTextContent('you can still revoke them');
    expect(within(keySection).queryByRole('button', { name: 'Create key' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(keySection).getByTestId('api-key-row')).toHaveTextContent('Revoked'));

    const hookSection = screen.getByTestId('webhooks');
    const item = await within(hookSection).findByTestId('webhook-endpoint');
    expect(item).toHaveTextContent('https://hr.example.com/hooks');
    expect(item).toHaveTextContent('Not sent until you upgrade');
    expect(within(hookSection).getByTestId('webhooks-kept')).toHaveTextContent('you can still delete them');
    // Read-only: only Delete; nothing that would need the plan.
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete']);
    expect(within(hookSection).queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(hookSection).queryByTestId('webhook-endpoint')).toBeNull());
    // Nothing but the lists and the two removals was asked of the integrations' routes.
    expect(
      api.calls.filter((c) => /api-keys|webhooks/.test(c.path) && c.method !== 'GET').map((c) => c.method),
    ).toEqual(['DELETE', 'DELETE']);
    expect(api.calls.some((c) => /secret|deliveries/.test(c.path))).toBe(false);
  });

  it('says so in Vietnamese, with the kept key and endpoint, and when no plan has API integration', async () => {
    const none: CompanyTeam = {
      ...company,
      plan: null,
      integrations: { included: false, offered_by: null },
    };
    stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company: none } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [key()] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [endpoint] } }),
    });
    act(() => i18n.activate('vi'));
    try {
      renderMemberArea('/dashboard/company', owner);
      const keys = await screen.findByTestId('api-keys');
      expect(await within(keys).findByTestId('upgrade-prompt')).toHaveTextContent(
        'Tích hợp API: hiện không có trong gói nào.',
      );
      expect(await within(keys).findByTestId('api-keys-kept')).toHaveTextContent(
        'bạn vẫn có thể thu hồi chúng',
      );
      expect(within(keys).getByTestId('api-key-row')).toHaveTextContent(
        'Bị từ chối cho đến khi bạn nâng cấp',
      );
      const hooks = screen.getByTestId('webhooks');
      expect(await within(hooks).findByTestId('webhooks-kept')).toHaveTextContent('bạn vẫn có thể xóa chúng');
      expect(within(hooks).getByTestId('webhook-endpoint')).toHaveTextContent(
        'Không gửi cho đến khi bạn nâng cấp',
      );
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('adds an endpoint with events, shows its secret, and opens the delivery log with a redelivery', async () => {
    const endpoints: WebhookEndpoint[] = [];
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints } }),
      'POST /api/company/webhooks': () => {
        endpoints.push(endpoint);
        return { status: 201, body: { success: true, endpoint, secret: 'whsec_c2VjcmV0' } };
      },
      [`GET /api/company/webhooks/${endpoint.id}/deliveries`]: () => ({
        body: { success: true, deliveries: [delivery] },
      }),
      [`POST /api/company/webhooks/${endpoint.id}/deliveries/7/redeliver`]: () => ({
        status: 201,
        body: { success: true, delivery: { ...delivery, id: '8', status: 'pending' } },
      }),
    });
    renderMemberArea('/dashboard/company', owner);
    const section = await screen.findByTestId('webhooks');
    const user = userEvent.setup();
    await user.type(await within(section).findByLabelText('Address (https)'), 'https://hr.example.com/hooks');
    await user.click(within(section).getByRole('checkbox', { name: /application\.stage_changed/ }));
    await user.click(within(section).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(section).findByTestId('webhook-secret-value')).toHaveTextContent('whsec_c2VjcmV0');
    const item = await within(section).findByTestId('webhook-endpoint');
    expect(item).toHaveTextContent('https://hr.example.com/hooks');
    await user.click(within(item).getByRole('button', { name: 'Delivery log' }));
    const entry = await within(item).findByTestId('webhook-delivery');
    expect(entry).toHaveTextContent('application.stage_changed');
    expect(entry).toHaveTextContent('Delivered');
    expect(entry).toHaveTextContent('200');
    expect(entry).toHaveTextContent('thanks');
    await user.click(within(entry).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/deliveries/7/redeliver'))).toBe(
        true,
      ),
    );
  });
  it('lists every attempt of a delivery in order, in English and in Vietnamese (decision 1165)', async () => {
    const retried: WebhookDelivery = {
      ...delivery,
      attempts: 3,
      attempt_log: [
        {
          at: '2026-11-20T03:00:01.000Z',
          outcome: 'failed',
          response_status: null,
          response_ms: 3,
          response_body: null,
          error: 'connect ECONNREFUSED 203.0.113.7:443',
        },
        {
          at: '2026-11-20T03:00:06.000Z',
          outcome: 'failed',
          response_status: 503,
          response_ms: 120,
          response_body: 'down for maintenance',
          error: 'HTTP 503',
        },
        {
          at: '2026-11-20T03:05:06.000Z',
          outcome: 'succeeded',
          response_status: 200,
          response_ms: 42,
          response_body: 'thanks',
          error: null,
        },
      ],
    };
    stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [endpoint] } }),
      [`GET /api/company/webhooks/${endpoint.id}/deliveries`]: () => ({
        body: { success: true, deliveries: [retried] },
      }),
    });
    const user = userEvent.setup();
    const openAttempts = async (logButton: string) => {
      const section = await screen.findByTestId('webhooks');
      const item = await within(section).findByTestId('webhook-endpoint');
      await user.click(within(item).getByRole('button', { name: logButton }));
      const attempts = await within(item).findByTestId('webhook-attempts');
      await user.click(within(attempts).getByText(/3/, { selector: 'summary' }));
      return within(attempts).getAllByTestId('webhook-attempt');
    };
    const view = renderMemberArea('/dashboard/company', owner);
    const lines = await openAttempts('Delivery log');
    expect(screen.getByText('Show all 3 attempts', { selector: 'summary' })).toBeVisible();
    expect(lines.map((li) => within(li).getByTestId('webhook-attempt-code').textContent)).toEqual([
      'No reply',
      '503',
      '200',
    ]);
    expect(lines[0]).toHaveTextContent('Failed');
    expect(lines[0]).toHaveTextContent('connect ECONNREFUSED 203.0.113.7:443');
    expect(lines[1]).toHaveTextContent('120 ms');
    expect(lines[1]).toHaveTextContent('down for maintenance');
    expect(lines[2]).toHaveTextContent('Delivered');
    expect(lines[2]).toHaveTextContent('thanks');
    view.unmount();

    act(() => i18n.activate('vi'));
    try {
      renderMemberArea('/dashboard/company', owner);
      const vi = await openAttempts('Nhật ký gửi');
      expect(screen.getByText('Xem cả 3 lần thử', { selector: 'summary' })).toBeVisible();
      expect(within(vi[0]!).getByTestId('webhook-attempt-code')).toHaveTextContent('Không có phản hồi');
      expect(vi[0]).toHaveTextContent('Thất bại');
      expect(vi[2]).toHaveTextContent('Đã gửi');
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('says when only the latest attempts are kept (decision 1165)', async () => {
    const many: WebhookDelivery = {
      ...delivery,
      attempts: 14,
      attempt_log: Array.from({ length: 13 }, () => delivery.attempt_log[0]!),
    };
    stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [endpoint] } }),
      [`GET /api/company/webhooks/${endpoint.id}/deliveries`]: () => ({
        body: { success: true, deliveries: [many] },
      }),
    });
    renderMemberArea('/dashboard/company', owner);
    const item = await within(await screen.findByTestId('webhooks')).findByTestId('webhook-endpoint');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Delivery log' }));
    const attempts = await within(item).findByTestId('webhook-attempts');
    expect(within(attempts).getByText('Show the latest 13 attempts', { selector: 'summary' })).toBeVisible();
    expect(within(item).getByTestId('webhook-delivery')).toHaveTextContent('14 attempts');
  });

  it('sends a test event to an endpoint and opens its log on the new delivery; an endpoint turned off cannot (decision 1088)', async () => {
    const off: WebhookEndpoint = {
      ...endpoint,
      id: '5d1e2f30-1111-4a0e-9a55-0b7f3c0e1a22',
      status: 'disabled',
    };
    const deliveries: WebhookDelivery[] = [];
    const api = stubApi(owner, {
      'GET /api/company/team': () => ({ body: { success: true, company } }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [endpoint, off] } }),
      [`GET /api/company/webhooks/${endpoint.id}/deliveries`]: () => ({
        body: { success: true, deliveries },
      }),
      [`POST /api/company/webhooks/${endpoint.id}/test`]: () => {
        const sent: WebhookDelivery = { ...delivery, id: '9', event: 'webhook.test', status: 'pending' };
        deliveries.unshift(sent);
        return { status: 201, body: { success: true, delivery: sent } };
      },
    });
    renderMemberArea('/dashboard/company', owner);
    const section = await screen.findByTestId('webhooks');
    const [active, disabled] = await within(section).findAllByTestId('webhook-endpoint');
    expect(within(disabled!).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(active!).getByRole('button', { name: 'Send test event' }));
    const entry = await within(active!).findByTestId('webhook-delivery');
    expect(entry).toHaveTextContent('webhook.test');
    // Said, not only shown: a screen reader hears that the event went (decision 1099).
    expect(within(active!).getByRole('status')).toHaveTextContent(
      'Test event sent. It is in the delivery log.',
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/company/webhooks/${endpoint.id}/test`,
    ]);
  });
});
