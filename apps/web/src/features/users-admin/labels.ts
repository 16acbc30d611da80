import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role, UserStatus } from '@app/shared';

// Names of the values the users list and the account page show; `i18n._(label)` reads them.

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  staff: msg`Staff`,
  employer: msg`Employer`,
  member: msg`Member`,
};

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  disabled: msg`Disabled`,
  unverified: msg`Unverified`,
  invited: msg`Invited`,
  erased: msg`Erased`,
};

export const PLAN_LABELS: Record<string, MessageDescriptor> = {
  free: msg`Free`,
  standard: msg`Pro`,
  premium: msg`Enterprise`,
  none: msg`No plan`,
};

export const SIGN_IN_LABELS: Record<'never' | 'inactive', MessageDescriptor> = {
  never: msg`Never signed in`,
  inactive: msg`No sign-in for 90 days`,
};

/** Badge colours per status (text on a dark panel, contrast ≥ 4.5:1). */
export const STATUS_CLASSES: Record<UserStatus, string> = {
  active: 'border-emerald-400/60 text-emerald-200',
  disabled: 'border-red-400/60 text-red-200',
  unverified: 'border-amber-400/60 text-amber-200',
  invited: 'border-sky-400/60 text-sky-200',
  erased: 'border-slate-400/60 text-slate-200',
};
