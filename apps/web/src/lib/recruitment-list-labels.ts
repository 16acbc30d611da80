import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The settings' recruitment lists (rejection reasons, candidate sources) are data an administrator edits, stored and
 * sent as written. Their shipped defaults (apps/api/src/lib/settings.ts) are English; shown as they are, a Vietnamese
 * recruiter read "Skills do not match the role" in a Vietnamese dialog. Each default is shown in the interface's
 * language here, while the value sent and stored stays the entry itself (decision 1093). An entry the administrator
 * wrote is shown as written.
 */
const DEFAULT_ENTRIES: Record<string, MessageDescriptor> = {
  'Skills do not match the role': msg({
    context: 'rejection reason',
    message: 'Skills do not match the role',
  }),
  'Not enough experience': msg({ context: 'rejection reason', message: 'Not enough experience' }),
  'Salary expectations too high': msg({
    context: 'rejection reason',
    message: 'Salary expectations too high',
  }),
  'Position filled': msg({ context: 'rejection reason', message: 'Position filled' }),
  'Candidate withdrew interest': msg({ context: 'rejection reason', message: 'Candidate withdrew interest' }),
  'Job board': msg({ context: 'candidate source', message: 'Job board' }),
  Referral: msg({ context: 'candidate source', message: 'Referral' }),
  'Career fair': msg({ context: 'candidate source', message: 'Career fair' }),
  'Direct application': msg({ context: 'candidate source', message: 'Direct application' }),
  Other: msg({ context: 'recruitment list entry', message: 'Other' }),
};

/** A recruitment list's entry (or a stored reason or source) in the interface's language. */
export const listEntryLabel = (i18n: I18n, entry: string): string => {
  const known = Object.prototype.hasOwnProperty.call(DEFAULT_ENTRIES, entry)
    ? DEFAULT_ENTRIES[entry]
    : undefined;
  return known ? i18n._(known) : entry;
};
