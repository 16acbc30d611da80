import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TABS = ['audit', 'sign-ins', 'mail'] as const;
export type LogTab = (typeof TABS)[number];

export const TAB_LABELS: Record<LogTab, MessageDescriptor> = {
  audit: msg`Audit log`,
  'sign-ins': msg`Sign-ins`,
  mail: msg`Mail`,
};

export const OUTCOME_LABELS: Record<string, MessageDescriptor> = {
  success: msg`Signed in`,
  failure: msg`Refused`,
};

export const REASON_LABELS: Record<string, MessageDescriptor> = {
  wrong_password: msg`Wrong e-mail or password`,
  unverified: msg`E-mail not verified`,
  disabled: msg`Account disabled`,
  locked: msg`Locked after failed attempts`,
};

export const METHOD_LABELS: Record<string, MessageDescriptor> = {
  password: msg`Password`,
  github: msg`GitHub`,
};

export const MAIL_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Waiting`,
  sent: msg`Sent`,
  failed: msg`Failed`,
};
