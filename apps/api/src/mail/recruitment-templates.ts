import type { Locale } from '@app/shared';
import type { MailAttachment } from '../db/schema';
import { formatInZone } from '../lib/ics';
import { translatorFor } from '../lib/i18n';
import type { Translate } from '../lib/i18n';
import { layout } from './layout';
import type { MailContent } from './outbox';

type JobRef = { title: string; company: string };

const myApplications = (tr: Translate, appUrl: string) => ({
  label: tr('See my applications'),
  url: `${appUrl}/dashboard/my-applications`,
});

export function applicationReceivedMail(
  locale: Locale,
  to: string,
  name: string,
  job: JobRef,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const { title, company } = job;
  return layout(
    locale,
    to,
    tr('We received your application: {title} at {company}', { title, company }),
    [
      tr('Hello {name},', { name }),
      tr('Thank you for applying for {title} at {company}. Your application has reached the hiring team.', {
        title,
        company,
      }),
      tr('You can follow every step of it in "My applications".'),
    ],
    myApplications(tr, appUrl),
  );
}

type Lines = { subject: string; lines: string[] };
const STAGE_LINES: Record<string, (tr: Translate, job: JobRef) => Lines> = {
  applied: (tr, { title, company }) => ({
    subject: tr('Your application for {title} is back under review', { title }),
    lines: [tr('Your application for {title} at {company} is being reviewed again.', { title, company })],
  }),
  screening: (tr, { title, company }) => ({
    subject: tr('Your application for {title} is being reviewed', { title }),
    lines: [
      tr('Good news: the hiring team at {company} is now reviewing your application for {title}.', {
        title,
        company,
      }),
      tr('They will contact you about the next step.'),
    ],
  }),
  interview: (tr, { title, company }) => ({
    subject: tr('You are invited to interview for {title}', { title }),
    lines: [
      tr('The hiring team at {company} would like to meet you for the {title} position.', { title, company }),
      tr('You will receive the interview details (time, place or link) in a separate invitation.'),
    ],
  }),
  offer: (tr, { title, company }) => ({
    subject: tr('An offer for {title} at {company}', { title, company }),
    lines: [
      tr('Congratulations! {company} would like to make you an offer for the {title} position.', {
        title,
        company,
      }),
      tr('The hiring team will contact you with the details.'),
    ],
  }),
  hired: (tr, { title, company }) => ({
    subject: tr('Welcome to {company}!', { company }),
    lines: [
      tr('Congratulations on your new role as {title} at {company}. We wish you every success.', {
        title,
        company,
      }),
    ],
  }),
  rejected: (tr, { title, company }) => ({
    subject: tr('Your application for {title} at {company}', { title, company }),
    lines: [
      tr('Thank you for the time and care you put into your application for {title} at {company}.', {
        title,
        company,
      }),
      tr(
        'After careful consideration, the team has decided not to move forward with your application this time. This was not an easy decision, and it is not a judgement of your worth or potential.',
      ),
      tr(
        'We would be glad to see you apply again for future openings that match your experience. We wish you the very best in your search.',
      ),
    ],
  }),
  withdrawn: (tr, { title, company }) => ({
    subject: tr('Your application for {title} was withdrawn', { title }),
    lines: [
      tr('Your application for {title} at {company} has been withdrawn as you asked.', { title, company }),
    ],
  }),
};

export function stageChangedMail(
  locale: Locale,
  to: string,
  name: string,
  job: JobRef,
  stage: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const content = (STAGE_LINES[stage] ?? STAGE_LINES.applied!)(tr, job);
  return layout(
    locale,
    to,
    content.subject,
    [tr('Hello {name},', { name }), ...content.lines],
    myApplications(tr, appUrl),
  );
}

export type InterviewMailDetails = {
  job: JobRef;
  start: Date;
  timeZone: string;
  durationMinutes: number;
  type: string;
  location: string;
  notes: string;
};

export function interviewMail(
  locale: Locale,
  to: string,
  name: string,
  kind: 'invite' | 'update' | 'cancel' | 'removed',
  details: InterviewMailDetails,
  ics: MailAttachment,
  appUrl: string,
  toCandidate = true,
): MailContent {
  const tr = translatorFor(locale);
  const { title, company } = details.job;
  const when = formatInZone(details.start, details.timeZone, locale);
  // Interviewers have no "My applications": their copy links to their interviews.
  const action = toCandidate
    ? myApplications(tr, appUrl)
    : { label: tr('Open my interviews'), url: `${appUrl}/dashboard/interviews` };
  const subject =
    kind === 'invite'
      ? tr('Interview: {title} at {company}, {when}', { title, company, when })
      : kind === 'update'
        ? tr('Interview moved: {title} at {company}, now {when}', { title, company, when })
        : kind === 'cancel'
          ? tr('Interview cancelled: {title} at {company}', { title, company })
          : tr('No longer on the interview: {title} at {company}, {when}', { title, company, when });
  const lines =
    kind === 'cancel'
      ? [
          tr('The interview for {title} at {company} planned for {when} has been cancelled.', {
            title,
            company,
            when,
          }),
        ]
      : kind === 'removed'
        ? [
            // Taken off an interview that still takes place (decision 1080): it is not "cancelled" for the others.
            tr(
              'You are no longer an interviewer on the interview for {title} at {company} planned for {when}.',
              {
                title,
                company,
                when,
              },
            ),
            tr(
              'The interview goes ahead without you; the attached cancellation removes it from your calendar.',
            ),
          ]
        : [
            kind === 'invite'
              ? tr('An interview for {title} at {company} has been scheduled.', { title, company })
              : tr('The interview for {title} at {company} has new details.', { title, company }),
            tr('When: {when} ({minutes} minutes)', { when, minutes: details.durationMinutes }),
            details.location
              ? tr('How: {type} — {location}', { type: details.type, location: details.location })
              : tr('How: {type}', { type: details.type }),
            ...(details.notes ? [tr('Notes: {notes}', { notes: details.notes })] : []),
            tr('The attached calendar invitation adds it to your calendar.'),
          ];
  return layout(locale, to, subject, [tr('Hello {name},', { name }), ...lines], action, [ics]);
}
