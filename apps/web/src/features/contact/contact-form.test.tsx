import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_QUEUE_KEY } from './contact-api';
import { ContactForm, FALLBACK_DELAY_MS, SUCCESS_PANEL_MS } from './contact-form';
import { ContactOutbox } from './contact-outbox';
import { readQueue } from './contact-queue';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MESSAGE = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello DotTrip' };

function fill(values = MESSAGE) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: values.message } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets pending promises (the stubbed fetch) settle under fake timers. */
const settle = () => advance(0);

const contactCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/contact'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('keeps what was typed before the app took the server page over', async () => {
    // The page as the server sent it, with a name typed into it before the app's code ran.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={i18n}>
        <ContactForm />
      </I18nProvider>,
    );
    document.body.appendChild(container);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Typed Early';
    render(<ContactForm />, { container, hydrate: true });
    await settle();
    // The first key after hydration re-renders the form: the early name stays.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'early@example.com' } });
    expect(screen.getByLabelText('Name')).toHaveValue('Typed Early');
    expect(screen.getByLabelText('Email')).toHaveValue('early@example.com');
  });

  it('hydrates the page the server answered a form sent without JavaScript with (decision 1075)', async () => {
    const refused = {
      values: { name: '', email: 'nope', message: 'Kept <b>as text</b>' },
      message: 'Please enter your name',
      errors: { name: ['Please enter your name'], email: ['Please enter a valid email address'] },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={i18n}>
        <ContactForm refused={refused} />
      </I18nProvider>,
    );
    document.body.appendChild(container);
    expect(container.querySelector('textarea')!.value).toBe('Kept <b>as text</b>');
    render(<ContactForm refused={refused} />, { container, hydrate: true });
    await settle();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveValue('nope');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the server page’s id with a form the browser sends; the app names each of its messages anew (decision 1124)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider i18n={i18n}>
        <ContactForm formId="page-id-1" />
      </I18nProvider>,
    );
    document.body.appendChild(container);
    const hidden = () => container.querySelector<HTMLInputElement>('input[type="hidden"][name="client_id"]');
    // What the browser sends before the app runs: the form's own fields, the page's id among them.
    expect(new FormData(container.querySelector('form')!).get('client_id')).toBe('page-id-1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ContactForm formId="page-id-1" />, { container, hydrate: true });
    await settle();
    // The app took the same page over: no mismatch, the id kept.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(hidden()!.value).toBe('page-id-1');

    const fetchMock = vi.fn(() => Promise.resolve(json(201, { success: true })));
    vi.stubGlobal('fetch', fetchMock);
    for (let sent = 0; sent < 2; sent++) {
      fill();
      submit();
      await settle();
      await advance(SUCCESS_PANEL_MS);
    }
    const ids = contactCalls(fetchMock).map(
      ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { client_id: string }).client_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain('page-id-1');
    expect(new Set(ids).size).toBe(2);
    // Where there is no server page (the home page's form), there is no id field.
    container.remove();
    render(<ContactForm />);
    expect(document.querySelector('input[name="client_id"]')).toBeNull();
  });

  it('shows a refusal no field is at fault for, and the confirmation of a stored message', async () => {
    const { unmount } = render(
      <ContactForm
        refused={{
          values: MESSAGE,
          message: 'Too many requests. Please try again later.',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    unmount();

    render(<ContactForm confirmed />);
    expect(screen.getByText('Message Sent!')).toBeVisible();
    await advance(SUCCESS_PANEL_MS);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('has labelled, required fields with an e-mail type', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Message')).toBeRequired();
  });

  it('goes idle → Sending... → "Message Sent!" for 5 s with the form cleared → form again', async () => {
    let reply: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill();
    submit();

    await settle();

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/contact$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ ...MESSAGE, client_id: expect.any(String) });

    await act(async () => reply(json(201, { success: true })));
    expect(screen.getByText('Message Sent!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Send Message|Sending/ })).not.toBeInTheDocument();

    await advance(SUCCESS_PANEL_MS - 1);
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(localStorage.getItem(CONTACT_QUEUE_KEY)).toBeNull();
  });

  it('checks the fields before sending, with the shared rules', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ name: '   ', email: 'not-an-email', message: '' });
    submit();
    await settle();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(fetchMock).not.toHaveBeenCalled();

    fill({ name: 'x'.repeat(101), email: 'a@b.co', message: 'y'.repeat(5001) });
    submit();
    await settle();
    expect(screen.getByText('At most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('At most 5,000 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s validation message, keeps the form and queues nothing (422)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { success: false, message: 'Please enter a valid email address' })),
    );
    render(<ContactForm />);
    fill();
    submit();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(readQueue()).toEqual([]);
  });

  it('shows the transport’s text for a permanent rejection without a server message (400)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 400 })),
    );
    render(<ContactForm />);
    fill();
    submit();
    // The transport's own text for a 400 without a body (spec §8).
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed with status: 400');
    expect(screen.getByLabelText('Name')).toHaveValue(MESSAGE.name);
  });

  it('says the send failed, and keeps the form, when the message cannot be kept for later', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    render(<ContactForm />);
    fill();
    submit();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });
});

describe('contact retry queue', () => {
  it('queues a failed message, shows success after 1 s, and sends it again when back online', async () => {
    let online = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).endsWith('/api/contact')) return json(404, {});
      if (!online) throw new TypeError('Failed to fetch');
      return json(201, { success: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <ContactOutbox />
        <ContactForm />
      </>,
    );
    fill();
    submit();
    await settle();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await advance(0);

    // Kept in localStorage right away, reported as sent only after the 1 s fallback delay.
    expect(readQueue().map((item) => item.body)).toEqual([MESSAGE]);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    await advance(FALLBACK_DELAY_MS - 1);
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Message Sent!')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('');

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(contactCalls(fetchMock)).toHaveLength(2);
    const [first, again] = contactCalls(fetchMock).map(([, init]) =>
      JSON.parse(String((init as RequestInit).body)),
    );
    // The resend carries the first attempt's id, so the server stores the message once.
    expect(again).toEqual({ ...MESSAGE, client_id: expect.any(String) });
    expect(again.client_id).toBe(first.client_id);
    expect(localStorage.getItem(CONTACT_QUEUE_KEY)).toBeNull();
  });

  it('retries on a backoff timer while the page is open, and keeps the message until a 2xx', async () => {
    const statuses = [503, 500, 201];
    const fetchMock = vi.fn(async () => json(statuses.shift() ?? 201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <ContactOutbox />
        <ContactForm />
      </>,
    );
    fill();
    submit();
    await advance(FALLBACK_DELAY_MS);
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    expect(readQueue()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // First retry 5 s after the failure: 500, kept, next in 10 s.
    await advance(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readQueue()).toHaveLength(1);
    expect(readQueue()[0]!.attempts).toBe(2);

    await advance(9_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(readQueue()).toEqual([]);

    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends what an earlier visit queued when the page loads', async () => {
    localStorage.setItem(
      CONTACT_QUEUE_KEY,
      JSON.stringify([
        { id: 'a', body: MESSAGE, attempts: 3, nextAttemptAt: Date.now() + 60_000, queuedAt: 0 },
      ]),
    );
    const fetchMock = vi.fn(async () => json(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactOutbox />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CONTACT_QUEUE_KEY)).toBeNull();
  });

  it('drops a queued message the server refuses for good (422), keeps one it rate-limits (429)', async () => {
    localStorage.setItem(
      CONTACT_QUEUE_KEY,
      JSON.stringify([
        { id: 'bad', body: { ...MESSAGE, email: 'x' }, attempts: 1, nextAttemptAt: 0, queuedAt: 0 },
        { id: 'busy', body: MESSAGE, attempts: 1, nextAttemptAt: 0, queuedAt: 0 },
      ]),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
        JSON.parse(String(init?.body)).email === 'x'
          ? json(422, { success: false, message: 'Please enter a valid email address' })
          : json(429, { success: false, message: 'Too many requests. Please try again later.' }),
      ),
    );
    render(<ContactOutbox />);
    await advance(0);
    expect(readQueue().map((item) => item.id)).toEqual(['busy']);
  });

  it('ignores a corrupt stored queue', async () => {
    localStorage.setItem(CONTACT_QUEUE_KEY, '{not json');
    const fetchMock = vi.fn(async () => json(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactOutbox />);
    await advance(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readQueue()).toEqual([]);
  });
});
