import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyRole } from '@app/shared';

/** A member's place in the company (issue 10); `i18n._(COMPANY_ROLE_LABELS[role])` reads it. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, MessageDescriptor> = {
  owner: msg({ context: 'company role', message: 'Owner' }),
  recruiter: msg({ context: 'company role', message: 'Recruiter' }),
  interviewer: msg({ context: 'company role', message: 'Interviewer' }),
};
