import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { rejectRequest } from '@app/shared';
import type { ManagedApplication, RejectionTemplate } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { useReject, useRejectionDraft, useRejectionReasons } from './api';

export const TEMPLATE_NAMES: Record<RejectionTemplate, MessageDescriptor> = {
  standard: msg`Standard`,
  after_interview: msg`After an interview`,
  position_filled: msg`Position filled`,
};

const OTHER = 'other';

/** The fields the shared schema's messages are said beside (decision 1184). */
type Checked = 'words' | 'subject' | 'body';

/**
 * Reject with a reason and a mail (issue 18, decisions 1102-1104): the reason (the administrator's list or the
 * recruiter's words) stays with the hiring team; the mail starts from a template filled for this candidate, is edited
 * here, and goes now, after the company's delay, or not at all. The server refuses a mail that repeats the reason.
 */
export function RejectDialog({
  application,
  onClose,
  onDone,
}: {
  application: ManagedApplication;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const draft = useRejectionDraft(application.id);
  const lists = useRejectionReasons();
  const reject = useReject(application.id);
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<number | typeof OTHER | null>(null);
  const [words, setWords] = useState('');
  const [template, setTemplate] = useState<RejectionTemplate | null>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState<string | null>(null);
  const [mailing, setMailing] = useState(true);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [missing, setMissing] = useState<string | null>(null);
  // The shared schema's messages (lengths), checked before sending: a paste over a limit stays whole in its field.
  const [checked, setChecked] = useState<Partial<Record<Checked, string>>>({});
  const ids = {
    reasons: useId(),
    words: useId(),
    template: useId(),
    subject: useId(),
    body: useId(),
    when: useId(),
  };
  const name = application.candidate.name;

  const reasons = (lists.data?.rejection_reasons ?? []).filter((r) => r.trim().toLowerCase() !== 'other');
  const reason = choice === null ? '' : choice === OTHER ? words.trim() : (reasons[choice] ?? '');
  const data = draft.data;
  const current = template ?? data?.templates[0]?.id ?? 'standard';
  const filled = data?.templates.find((x) => x.id === current);
  const subjectText = subject ?? filled?.subject ?? '';
  const bodyText = body ?? filled?.body ?? '';
  const canMail = data?.can_mail ?? false;
  const delay = data?.delay_hours ?? 0;
  const errorId = (field: Checked) => `${ids[field]}-error`;
  const invalid = (field: Checked) =>
    checked[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const fieldError = (field: Checked) =>
    checked[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-300">
        {translateText(checked[field])}
      </p>
    ) : null;
  const edited = (field: Checked) => setChecked(({ [field]: _, ...rest }) => rest);

  return (
    <Dialog title={t`Reject ${name}`} onClose={onClose} wide>
      {draft.isPending ? (
        <Spinner label={t`Loading the mail templates…`} />
      ) : draft.isError ? (
        <ErrorText>{translateText(errorMessage(draft.error))}</ErrorText>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) return setMissing(t`Choose or write a reason for the rejection.`);
            const mail = mailing && canMail;
            if (mail && (!subjectText.trim() || !bodyText.trim()))
              return setMissing(t`Write the mail’s subject and message, or choose not to send one.`);
            setMissing(null);
            const request = {
              reason,
              mail: mail ? { template: current, subject: subjectText, body: bodyText, send: when } : null,
            };
            const parsed = rejectRequest.safeParse(request);
            if (!parsed.success) {
              const found: Partial<Record<Checked, string>> = {};
              for (const issue of parsed.error.issues) {
                const field: Checked | null =
                  issue.path[0] === 'reason'
                    ? 'words'
                    : issue.path[0] === 'mail' && (issue.path[1] === 'subject' || issue.path[1] === 'body')
                      ? issue.path[1]
                      : null;
                if (field && !found[field]) found[field] = issue.message;
              }
              // A listed reason is the administrator's: only the fields written here are said beside.
              if (choice !== OTHER) delete found.words;
              const first = (['words', 'subject', 'body'] as const).find((f) => found[f]);
              if (first) {
                setChecked(found);
                document.getElementById(ids[first])?.focus();
                return;
              }
            }
            setChecked({});
            reject.mutate(request, {
              onSuccess: () =>
                onDone(
                  !mail
                    ? t`Rejected; no mail was sent.`
                    : when === 'later'
                      ? plural(delay, {
                          one: 'Rejected; the mail will be sent in # hour unless you cancel it.',
                          other: 'Rejected; the mail will be sent in # hours unless you cancel it.',
                        })
                      : t`Rejected; the mail is on its way to the candidate.`,
                ),
            });
          }}
        >
          <RequestProblem error={reject.error} />
          {missing && (
            <p role="alert" className="text-sm text-red-300">
              {missing}
            </p>
          )}
          <fieldset>
            <legend className={labelClass}>
              <Trans>Reason (only the hiring team sees it; never in the mail)</Trans>
            </legend>
            <div className="grid max-h-48 gap-1 overflow-y-auto">
              {reasons.map((r, i) => (
                <label key={r} className="flex items-start gap-2 text-sm text-slate-200">
                  <input
                    type="radio"
                    name={ids.reasons}
                    className="mt-1"
                    checked={choice === i}
                    onChange={() => setChoice(i)}
                  />
                  {listEntryLabel(i18n, r)}
                </label>
              ))}
              <label className="flex items-start gap-2 text-sm text-slate-200">
                <input
                  type="radio"
                  name={ids.reasons}
                  className="mt-1"
                  checked={choice === OTHER}
                  onChange={() => setChoice(OTHER)}
                />
                <Trans>Other</Trans>
              </label>
            </div>
            {choice === OTHER && (
              <div className="mt-2">
                <label htmlFor={ids.words} className={labelClass}>
                  <Trans>The reason in your words</Trans>
                </label>
                <input
                  id={ids.words}
                  className={inputClass}
                  value={words}
                  {...invalid('words')}
                  onChange={(e) => {
                    setWords(e.target.value);
                    edited('words');
                  }}
                />
                {fieldError('words')}
              </div>
            )}
          </fieldset>

          {canMail ? (
            <label className="flex items-center gap-2 text-sm text-slate-200">
              <input type="checkbox" checked={mailing} onChange={(e) => setMailing(e.target.checked)} />
              <Trans>Send the candidate a mail</Trans>
            </label>
          ) : (
            <p className="text-sm text-slate-300">
              <Trans>This candidate has no e-mail address: no mail will be sent.</Trans>
            </p>
          )}

          {mailing && canMail && data && (
            <>
              <div>
                <label htmlFor={ids.template} className={labelClass}>
                  <Trans>Mail template</Trans>
                </label>
                <select
                  id={ids.template}
                  className={inputClass}
                  value={current}
                  onChange={(e) => {
                    setTemplate(e.target.value as RejectionTemplate);
                    // A new template replaces what was written.
                    setSubject(null);
                    setBody(null);
                    edited('subject');
                    edited('body');
                  }}
                >
                  {data.templates.map((x) => (
                    <option key={x.id} value={x.id}>
                      {i18n._(TEMPLATE_NAMES[x.id])}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={ids.subject} className={labelClass}>
                  <Trans>Subject</Trans>
                </label>
                <input
                  id={ids.subject}
                  className={inputClass}
                  value={subjectText}
                  {...invalid('subject')}
                  onChange={(e) => {
                    setSubject(e.target.value);
                    edited('subject');
                  }}
                />
                {fieldError('subject')}
              </div>
              <div>
                <label htmlFor={ids.body} className={labelClass}>
                  <Trans>Message to the candidate</Trans>
                </label>
                <textarea
                  id={ids.body}
                  rows={10}
                  className={inputClass}
                  value={bodyText}
                  {...invalid('body')}
                  onChange={(e) => {
                    setBody(e.target.value);
                    edited('body');
                  }}
                />
                {fieldError('body')}
              </div>
              <fieldset>
                <legend className={labelClass}>
                  <Trans>When</Trans>
                </legend>
                <label className="flex items-center gap-2 text-sm text-slate-200">
                  <input
                    type="radio"
                    name={ids.when}
                    checked={when === 'now'}
                    onChange={() => setWhen('now')}
                  />
                  <Trans>Send now</Trans>
                </label>
                {delay > 0 && (
                  <label className="flex items-center gap-2 text-sm text-slate-200">
                    <input
                      type="radio"
                      name={ids.when}
                      checked={when === 'later'}
                      onChange={() => setWhen('later')}
                    />
                    <Plural
                      value={delay}
                      one="Send in # hour (the company’s delay; you can cancel until then)"
                      other="Send in # hours (the company’s delay; you can cancel until then)"
                    />
                  </label>
                )}
                {delay > 0 && when === 'later' && (
                  <p className="mt-1 text-xs text-slate-400">
                    <Trans>
                      Interviews still to come are cancelled now: the interviewers are told at once, the
                      candidate with this mail, or a day before the interview at the latest.
                    </Trans>
                  </p>
                )}
              </fieldset>
            </>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={buttonClass} disabled={reject.isPending}>
              <Trans>Reject</Trans>
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
