import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { ContactFormSent } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
// The module itself rather than the '@/lib/i18n' barrel: the form is loaded lazily on the home page and
// then pulls in only what it uses (with the barrel, its first load in the tests took over a second).
import { translateText } from '@/lib/i18n/translate-text';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { isPermanentFailure, newMessageId, sendContact } from './contact-api';
import type { ContactMessage } from './contact-api';
import { enqueueContact } from './contact-queue';
import { validateContact } from './validate';
import type { ContactErrors } from './validate';

/** Spec §9: the success panel shows for 5 s; a failed call is reported as sent after 1 s. */
export const SUCCESS_PANEL_MS = 5_000;
export const FALLBACK_DELAY_MS = 1_000;
export const SEND_FAILED = msg`Failed to send message. Please try again.`;

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Status = 'idle' | 'submitting' | 'success';
/** What went wrong: the server's (or transport's) own text, or one of ours; shown in the active language. */
type Failure = { text: string } | { message: MessageDescriptor };

const fieldClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

const FIELDS = ['name', 'email', 'message'] as const;

/** The first message the server gave each field of a form it refused. */
function fieldErrors(refused: ContactFormSent | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of FIELDS) {
    const first = refused?.errors?.[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}

/**
 * Spec §4 contact form: idle → submitting ("Sending...") → "Message Sent!" for 5 s, then the
 * empty form again. A failed call is kept in the outbox (contact-queue.ts) and, after 1 s,
 * reported as sent; a rejection of the message itself shows its reason and keeps the form.
 *
 * Sent by the browser itself (no JavaScript yet, decision 1075), the form comes back from the server as the page
 * `confirmed` (the message was stored: the same "Message Sent!") or with the form it `refused`: what was typed, each
 * field's message, or the reason when no field is at fault. Such a form sends `formId`, the page's own id for its
 * message, so the server stores a form sent twice once (decision 1124); the app's own sends name each message anew.
 */
export function ContactForm({
  className = '',
  confirmed = false,
  refused,
  formId,
}: {
  className?: string;
  confirmed?: boolean;
  refused?: ContactFormSent | undefined;
  formId?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactMessage>(() => refused?.values ?? EMPTY);
  const [errors, setErrors] = useState<ContactErrors>(() => fieldErrors(refused));
  const [status, setStatus] = useState<Status>(confirmed && !refused ? 'success' : 'idle');
  const [failure, setFailure] = useState<Failure | null>(() =>
    refused && Object.keys(fieldErrors(refused)).length === 0 ? { text: refused.message } : null,
  );
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const fields = useRef<Partial<Record<keyof ContactMessage, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  useEffect(() => {
    if (status !== 'success') return;
    panel.current?.focus();
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_PANEL_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /**
   * A field as the page attaches it. What was typed into the server's page before the app took it over is taken into
   * the state, or the next render (the first key after hydration) would empty it.
   */
  const keep = (field: keyof ContactMessage, element: HTMLInputElement | HTMLTextAreaElement | null) => {
    fields.current[field] = element;
    if (element && element.value !== values[field] && values[field] === '') {
      const typed = element.value;
      setValues((current) => (current[field] === '' ? { ...current, [field]: typed } : current));
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as keyof ContactMessage;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = validateContact(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    const body = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    setStatus('submitting');
    const id = newMessageId();
    try {
      await sendContact(body, id);
    } catch (error) {
      if (isPermanentFailure(error)) {
        setFailure(error.message ? { text: error.message } : { message: SEND_FAILED });
        setStatus('idle');
        return;
      }
      try {
        enqueueContact(body, id);
      } catch {
        // Nowhere to keep it: say so rather than pretend it was sent.
        setFailure({ message: SEND_FAILED });
        setStatus('idle');
        return;
      }
      await wait(FALLBACK_DELAY_MS);
    }
    setValues(EMPTY);
    setStatus('success');
  };

  const describe = (field: keyof ContactMessage) => (errors[field] ? `${id}-${field}-error` : undefined);
  const success = status === 'success';

  return (
    <div className={`grid ${className}`}>
      <form
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t`Contact form`}
        aria-hidden={success || undefined}
        inert={success}
        style={success ? { visibility: 'hidden' } : undefined}
        className="col-start-1 row-start-1 space-y-5"
      >
        {formId !== undefined && <input type="hidden" name="client_id" value={formId} />}
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            <Trans>Name</Trans>
          </label>
          <input
            ref={(element) => keep('name', element)}
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={onChange}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describe('name')}
            className={fieldClass(Boolean(errors.name))}
            placeholder={t`Your name`}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
              {translateText(errors.name)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
            <Trans>Email</Trans>
          </label>
          <input
            ref={(element) => keep('email', element)}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={onChange}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describe('email')}
            className={fieldClass(Boolean(errors.email))}
            placeholder="you@example.com"
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
              {translateText(errors.email)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
            <Trans>Message</Trans>
          </label>
          <textarea
            ref={(element) => keep('message', element)}
            id={`${id}-message`}
            name="message"
            required
            rows={5}
            value={values.message}
            onChange={onChange}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describe('message')}
            className={fieldClass(Boolean(errors.message))}
            placeholder={t`How can we help?`}
          />
          {errors.message && (
            <p id={`${id}-message-error`} className="mt-1 text-sm text-red-700">
              {translateText(errors.message)}
            </p>
          )}
        </div>
        {failure && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {'text' in failure ? translateText(failure.text) : i18n._(failure.message)}
          </p>
        )}
        <button
          type="submit"
          disabled={status === 'submitting'}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          <Send size={18} aria-hidden="true" />
          {status === 'submitting' ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
        </button>
      </form>
      <div
        ref={panel}
        role="status"
        tabIndex={-1}
        className={`col-start-1 row-start-1 flex flex-col items-center justify-center rounded-xl p-8 text-center outline-none ${
          success ? 'bg-green-50' : 'pointer-events-none'
        }`}
      >
        {success && (
          <>
            <CircleCheck size={48} aria-hidden="true" className="text-green-700" />
            <h3 className="mt-4 text-2xl font-bold text-slate-900">
              <Trans>Message Sent!</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>Thank you for reaching out. We will get back to you soon.</Trans>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
