import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsReport, OfferDeclineReason } from '@app/shared';

export const REPORT_LABELS: Record<AnalyticsReport, MessageDescriptor> = {
  overview: msg`Overview`,
  funnel: msg`Funnel`,
  'time-to-hire': msg`Time to hire`,
  'time-in-stage': msg`Time in stage`,
  sources: msg`Sources`,
  offers: msg`Offers`,
  rejections: msg`Rejection reasons`,
  stale: msg`Stale pipeline`,
  team: msg`Team activity`,
  platform: msg`Platform`,
};

/** What each report counts (decisions 904-909), shown beside its numbers. */
export const REPORT_DEFINITIONS: Record<AnalyticsReport, MessageDescriptor> = {
  overview: msg`Applications in each stage now (whatever the period), and the applications created in the period, per day and per posting.`,
  funnel: msg`Of the applications created in the period, how many reached each stage. An application that skipped a stage counts as having passed it; moving back and forth counts once. Pass-through: the share of one stage that reached the next.`,
  'time-to-hire': msg`Hires in the period: applications in Hired now, dated by their last move to Hired. Time to hire runs from the application to that move. Time to fill runs from the posting's publication to its first hire.`,
  'time-in-stage': msg`The median length of the stays in each stage that ended in the period. Stays still open are shown apart, with the oldest.`,
  sources: msg`Applications created in the period per source, and how many of them reached Interview, Offer and Hired.`,
  offers: msg`Applications that first reached Offer in the period. A hire counts as accepted; declined offers give the candidate's reason; the acceptance rate is accepted ÷ (accepted + declined).`,
  rejections: msg`Applications rejected in the period, by the reason given and by the stage they were rejected from.`,
  stale: msg`Active applications (Applied to Offer) with no move for 30 days, now. The recruiter is who moved the application last, else the posting's owner.`,
  team: msg`Per teammate, in the period: stage moves, interviews scheduled, feedback submitted, and feedback overdue (no feedback more than 48 hours after an interview that ended in the period).`,
  platform: msg`The whole platform in the period: sign-ups, verified accounts, postings published, applications, plan upgrades and cancellations; active employers per plan and monthly recurring revenue now.`,
};

// The stages as every other screen names them (the board, My applications).
export { STAGE_NAMES as STAGE_LABELS } from '@/lib/recruitment-labels';

export const DECLINE_LABELS: Record<OfferDeclineReason, MessageDescriptor> = {
  compensation: msg`Compensation`,
  another_offer: msg`Accepted another offer`,
  counter_offer: msg`Counter-offer from the current employer`,
  role: msg`The role or the team`,
  location: msg`Location or remote work`,
  personal: msg`Personal reasons`,
  other: msg`Other`,
};

export const PRESETS = ['7', '30', '90', 'quarter', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const PRESET_LABELS: Record<Preset, MessageDescriptor> = {
  '7': msg`Last 7 days`,
  '30': msg`Last 30 days`,
  '90': msg`Last 90 days`,
  quarter: msg`This quarter`,
  custom: msg`Custom range`,
};
