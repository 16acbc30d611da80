import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

const admin = makeUser('admin');

const settings: Settings = {
  plans: [
    {
      name: 'free',
      display_name: 'Free',
      price: 0,
      features: ['Up to 5 candidates'],
      unlock_limit: 5,
      seats: 1,
      capabilities: [],
    },
    {
      name: 'standard',
      display_name: 'Pro',
      price: 199000,
      features: ['Unlimited candidates', 'Candidate tracking'],
      unlock_limit: null,
      seats: 1,
      capabilities: ['unlimited_unlocks', 'candidate_tracking'],
    },
    {
      name: 'premium',
      display_name: 'Enterprise',
      price: 499000,
      features: ['Everything in Pro'],
      unlock_limit: null,
      seats: 5,
      capabilities: ['unlimited_unlocks', 'api_access'],
    },
  ],
  registration: { open: true },
  lists: { rejection_reasons: ['Position filled', 'Other'], candidate_sources: ['Referral', 'Other'] },
  retention: { audit_days: 365, sign_in_days: 90, sent_mail_days: 30, candidate_anonymise_days: 365 },
  api: { requests_per_minute: 600 },
  billing: { vat_percent: 10, prices_include_vat: true, free_published_postings: null },
};
const status = {
  mail: { configured: false, transport: 'log' },
  github: { configured: true },
  payments: { configured: false },
};
const reply =
  (s: Settings = settings) =>
  () => ({ body: { success: true, settings: s, version: 7, status } });

const plan = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('/dashboard/settings', { timeout: 20_000 }, () => {
  it('shows the settings, the services’ status, and saves a changed price with PATCH', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/settings': reply(),
      'PATCH /api/admin/settings': ({ body }) => ({
        body: {
          success: true,
          settings: { ...settings, ...(body as Partial<Settings>) },
          version: 8,
          status,
        },
      }),
    });
    renderMemberArea('/dashboard/settings', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
    const pro = await screen.findByRole('group', { name: 'Standard plan (standard)' });
    expect(within(pro).getByLabelText('Display name')).toHaveValue('Pro');
    expect(within(pro).getByLabelText('Features (one a line)')).toHaveValue(
      'Unlimited candidates\nCandidate tracking',
    );
    expect(within(pro).getByLabelText('Candidate tracking')).toBeChecked();
    expect(within(pro).getByLabelText('API access')).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Mail and sign-in' })).toHaveTextContent(
      'No SMTP server is set',
    );

    const price = within(pro).getByLabelText('Price (VND per month)');
    await userEvent.clear(price);
    await userEvent.type(price, '249000');
    await userEvent.click(within(pro).getByLabelText('API access'));
    await userEvent.click(screen.getByLabelText('Registration is open'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    const sent = patch?.body as Settings;
    expect(sent.plans[1]).toMatchObject({
      name: 'standard',
      price: 249000,
      capabilities: ['unlimited_unlocks', 'candidate_tracking', 'api_access'],
    });
    expect(sent.registration).toEqual({ open: false });
    // Only what was changed goes, with the version the page read (decision 1161): the lists stay as they are.
    expect(Object.keys(sent).sort()).toEqual(['plans', 'registration', 'version']);
    expect(patch?.body).toMatchObject({ version: 7 });
  });

  it('saving without a change sends nothing and says the settings are saved', async () => {
    const api = stubApi(admin, { 'GET /api/admin/settings': reply() });
    renderMemberArea('/dashboard/settings', admin);
    await screen.findByRole('group', { name: 'Standard plan (standard)' });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('a save refused because another administrator changed the settings meanwhile says so', async () => {
    stubApi(admin, {
      'GET /api/admin/settings': reply(),
      'PATCH /api/admin/settings': () => ({
        status: 409,
        body: {
          success: false,
          code: 'SETTINGS_CHANGED',
          message:
            'Another administrator changed these settings after you opened them. Reload the page to see their changes, then make yours again.',
        },
      }),
    });
    renderMemberArea('/dashboard/settings', admin);
    const pro = await screen.findByRole('group', { name: 'Standard plan (standard)' });
    const price = within(pro).getByLabelText('Price (VND per month)');
    await userEvent.clear(price);
    await userEvent.type(price, '249000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Another administrator changed these settings/)).toBeVisible();
    // The refusal takes the focus (decisions 1212, 1235).
    await waitFor(() =>
      expect(screen.getByText(/Another administrator changed these settings/)).toHaveFocus(),
    );
  });

  it('keeps the focus on Save settings once saved, not on the page’s body (decision 1235)', async () => {
    let release: () => void = () => undefined;
    stubApi(admin, {
      'GET /api/admin/settings': reply(),
      'PATCH /api/admin/settings': () =>
        new Promise((resolve) => {
          release = () => resolve(reply()());
        }),
    });
    renderMemberArea('/dashboard/settings', admin);
    const pro = await screen.findByRole('group', { name: 'Standard plan (standard)' });
    const price = within(pro).getByLabelText('Price (VND per month)');
    await userEvent.clear(price);
    await userEvent.type(price, '249000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // As a browser does (jsdom does not): the button, disabled while saving, drops the focus on the page's body.
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    busy.disabled = false;
    busy.blur();
    busy.disabled = true;
    expect(busy).not.toHaveFocus();
    release();
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toHaveFocus());
  });

  it('shows the server’s field error next to the field it names', async () => {
    stubApi(admin, {
      'GET /api/admin/settings': reply(),
      'PATCH /api/admin/settings': () => ({
        status: 422,
        body: {
          success: false,
          message: 'Validation error',
          errors: {
            'plans.2.price': ['The price cannot be negative'],
            'lists.candidate_sources.1': ['A candidate source cannot be empty'],
          },
        },
      }),
    });
    renderMemberArea('/dashboard/settings', admin);
    await screen.findByRole('group', { name: 'Premium plan (premium)' });
    const price = within(plan('Premium plan (premium)')).getByLabelText('Price (VND per month)');
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription('The price cannot be negative');
    expect(
      within(plan('Standard plan (standard)')).getByLabelText('Price (VND per month)'),
    ).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Candidate sources (one a line)')).toHaveAccessibleDescription(
      'A candidate source cannot be empty',
    );
  });

  it('refuses an empty plan name in the browser with the shared schema’s message', async () => {
    const api = stubApi(admin, { 'GET /api/admin/settings': reply() });
    renderMemberArea('/dashboard/settings', admin);
    const free = await screen.findByRole('group', { name: 'Free plan (free)' });
    await userEvent.clear(within(free).getByLabelText('Display name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(free).findByText('Enter the plan’s name')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends a test mail to the administrator and shows the server’s answer', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/settings': reply(),
      'POST /api/admin/settings/test-mail': () => ({
        body: { success: true, message: 'A test mail is on its way to your address.' },
      }),
    });
    renderMemberArea('/dashboard/settings', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test mail to me' }));
    expect(await screen.findByText('A test mail is on its way to your address.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/settings/test-mail')).toBe(
      true,
    );
  });

  it('sends a user without system:settings back to the dashboard', async () => {
    const staff = makeUser('staff', { permissions: [] });
    stubApi(staff);
    const { router } = renderMemberArea('/dashboard/settings', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('speaks Vietnamese, the shared schema’s messages included', async () => {
    act(() => i18n.activate('vi'));
    stubApi(admin, { 'GET /api/admin/settings': reply() });
    renderMemberArea('/dashboard/settings', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cài đặt hệ thống' })).toBeVisible();
    const pro = await screen.findByRole('group', { name: 'Gói tiêu chuẩn (standard)' });
    const price = within(pro).getByLabelText('Giá (VND mỗi tháng)');
    await userEvent.clear(price);
    await userEvent.type(price, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription('Giá không được là số âm');
  });
});
