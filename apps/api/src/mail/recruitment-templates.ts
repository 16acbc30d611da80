import type { MailAttachment } from '../db/schema';
import { layout } from './layout';
import type { MailContent } from './outbox';

type JobRef = { title: string; company: string };

const myApplications = (appUrl: string) => ({
  label: 'See my applications',
  url: `${appUrl}/dashboard/my-applications`,
});

export function applicationReceivedMail(to: string, name: string, job: JobRef, appUrl: string): MailContent {
  return layout(
    to,
    `We received your application: ${job.title} at ${job.company}`,
    [
      `Hello ${name},`,
      `Thank you for applying for ${job.title} at ${job.company}. Your application has reached the hiring team.`,
      'You can follow every step of it in "My applications".',
    ],
    myApplications(appUrl),
  );
}

const STAGE_LINES: Record<string, (job: JobRef) => { subject: string; lines: string[] }> = {
  applied: (job) => ({
    subject: `Your application for ${job.title} is back under review`,
    lines: [`Your application for ${job.title} at ${job.company} is being reviewed again.`],
  }),
  screening: (job) => ({
    subject: `Your application for ${job.title} is being reviewed`,
    lines: [
      `Good news: the hiring team at ${job.company} is now reviewing your application for ${job.title}.`,
      'They will contact you about the next step.',
    ],
  }),
  interview: (job) => ({
    subject: `You are invited to interview for ${job.title}`,
    lines: [
      `The hiring team at ${job.company} would like to meet you for the ${job.title} position.`,
      'You will receive the interview details (time, place or link) in a separate invitation.',
    ],
  }),
  offer: (job) => ({
    subject: `An offer for ${job.title} at ${job.company}`,
    lines: [
      `Congratulations! ${job.company} would like to make you an offer for the ${job.title} position.`,
      'The hiring team will contact you with the details.',
    ],
  }),
  hired: (job) => ({
    subject: `Welcome to ${job.company}!`,
    lines: [`Congratulations on your new role as ${job.title} at ${job.company}. We wish you every success.`],
  }),
  rejected: (job) => ({
    subject: `Your application for ${job.title} at ${job.company}`,
    lines: [
      `Thank you for the time and care you put into your application for ${job.title} at ${job.company}.`,
      'After careful consideration, the team has decided not to move forward with your application this time. This was not an easy decision, and it is not a judgement of your worth or potential.',
      'We would be glad to see you apply again for future openings that match your experience. We wish you the very best in your search.',
    ],
  }),
  withdrawn: (job) => ({
    subject: `Your application for ${job.title} was withdrawn`,
    lines: [`Your application for ${job.title} at ${job.company} has been withdrawn as you asked.`],
  }),
};

export function stageChangedMail(
  to: string,
  name: string,
  job: JobRef,
  stage: string,
  appUrl: string,
): MailContent {
  const content = (STAGE_LINES[stage] ?? STAGE_LINES.applied!)(job);
  return layout(to, content.subject, [`Hello ${name},`, ...content.lines], myApplications(appUrl));
}

export type InterviewMailDetails = {
  job: JobRef;
  when: string;
  durationMinutes: number;
  type: string;
  location: string;
  notes: string;
};

export function interviewMail(
  to: string,
  name: string,
  kind: 'invite' | 'update' | 'cancel',
  details: InterviewMailDetails,
  ics: MailAttachment,
  appUrl: string,
): MailContent {
  const { job } = details;
  const subject =
    kind === 'invite'
      ? `Interview: ${job.title} at ${job.company}, ${details.when}`
      : kind === 'update'
        ? `Interview moved: ${job.title} at ${job.company}, now ${details.when}`
        : `Interview cancelled: ${job.title} at ${job.company}`;
  const lines =
    kind === 'cancel'
      ? [`The interview for ${job.title} at ${job.company} planned for ${details.when} has been cancelled.`]
      : [
          kind === 'invite'
            ? `An interview for ${job.title} at ${job.company} has been scheduled.`
            : `The interview for ${job.title} at ${job.company} has new details.`,
          `When: ${details.when} (${details.durationMinutes} minutes)`,
          `How: ${details.type}${details.location ? ` — ${details.location}` : ''}`,
          ...(details.notes ? [`Notes: ${details.notes}`] : []),
          'The attached calendar invitation adds it to your calendar.',
        ];
  return layout(to, subject, [`Hello ${name},`, ...lines], myApplications(appUrl), [ics]);
}
