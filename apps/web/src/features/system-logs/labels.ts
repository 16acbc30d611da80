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

/**
 * Every action the server writes to the audit log (`audit(tx, { action })` in apps/api/src), named for people;
 * the code stays beside it, and a code missing here shows as it is (decision 428). The company actions and
 * `auth.registered` come with company tenancy.
 */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'account.email_changed': msg({ message: 'Changed their e-mail address', context: 'audit action' }),
  'account.name_changed': msg({ message: 'Changed their name', context: 'audit action' }),
  'account.password_changed': msg({ message: 'Changed their password', context: 'audit action' }),
  'account.sessions_revoked': msg({ message: 'Signed out their other sessions', context: 'audit action' }),
  'application.added': msg({ message: 'Candidate added to a posting', context: 'audit action' }),
  'application.moved': msg({ message: 'Application moved', context: 'audit action' }),
  'application.moved_bulk': msg({ message: 'Applications moved in bulk', context: 'audit action' }),
  'application.offer_outcome': msg({ message: 'Offer answer recorded', context: 'audit action' }),
  'application.rejection_mail_cancelled': msg({
    message: 'Rejection mail cancelled before sending',
    context: 'audit action',
  }),
  'analytics.exported': msg({ message: 'Analytics report exported', context: 'audit action' }),
  'approval.approved': msg({ message: 'Approval request approved', context: 'audit action' }),
  'approval.changes_requested': msg({
    message: 'Changes requested on an approval request',
    context: 'audit action',
  }),
  'approval.rejected': msg({ message: 'Approval request rejected', context: 'audit action' }),
  'audit.exported': msg({ message: 'Audit log exported', context: 'audit action' }),
  'auth.email_verified': msg({ message: 'E-mail verified', context: 'audit action' }),
  'auth.github_linked': msg({ message: 'GitHub linked', context: 'audit action' }),
  'auth.github_unlinked': msg({ message: 'GitHub unlinked', context: 'audit action' }),
  'auth.password_reset': msg({ message: 'Password reset', context: 'audit action' }),
  'auth.registered': msg({ message: 'Registered', context: 'audit action' }),
  'auth.sign_in': msg({ message: 'Signed in', context: 'audit action' }),
  'auth.sign_in_failed': msg({ message: 'Sign-in refused', context: 'audit action' }),
  'auth.sign_out': msg({ message: 'Signed out', context: 'audit action' }),
  'billing.downgrade_applied': msg({
    message: 'Scheduled cheaper plan started',
    context: 'audit action',
  }),
  'billing.downgrade_cancelled': msg({
    message: 'Scheduled cheaper plan cancelled',
    context: 'audit action',
  }),
  'billing.downgrade_not_applied': msg({
    message: 'Scheduled cheaper plan not started (seats)',
    context: 'audit action',
  }),
  'billing.downgrade_refused': msg({
    message: 'Move to a plan with fewer seats refused',
    context: 'audit action',
  }),
  'billing.downgrade_scheduled': msg({
    message: 'Cheaper plan scheduled for the end of the period',
    context: 'audit action',
  }),
  'billing.notification_refused': msg({ message: 'Payment notification refused', context: 'audit action' }),
  'billing.order_created': msg({ message: 'Payment order created', context: 'audit action' }),
  'billing.package_ended': msg({ message: 'Paid package ended', context: 'audit action' }),
  'billing.payment_failed': msg({ message: 'Payment failed', context: 'audit action' }),
  'billing.payment_received': msg({ message: 'Payment received', context: 'audit action' }),
  'billing.payment_unapplied': msg({ message: 'Payment received, not applied', context: 'audit action' }),
  'billing.payments_exported': msg({ message: 'Payments exported', context: 'audit action' }),
  'billing.plan_changed': msg({ message: 'Plan changed', context: 'audit action' }),
  'billing.refund_marked': msg({ message: 'Refund recorded', context: 'audit action' }),
  'billing.renewal_resumed': msg({ message: 'Renewal resumed', context: 'audit action' }),
  'billing.renewal_stopped': msg({ message: 'Renewal stopped', context: 'audit action' }),
  'candidate.anonymised': msg({ message: 'Candidate anonymised', context: 'audit action' }),
  'candidate.merged': msg({ message: 'Candidates merged', context: 'audit action' }),
  'candidate.unlocked': msg({ message: 'Candidate contact unlocked', context: 'audit action' }),
  'company.invitation_resent': msg({ message: 'Company invitation resent', context: 'audit action' }),
  'company.invitation_revoked': msg({ message: 'Company invitation revoked', context: 'audit action' }),
  'company.member_invited': msg({ message: 'Company member invited', context: 'audit action' }),
  'company.member_joined': msg({ message: 'Joined the company', context: 'audit action' }),
  'company.member_left': msg({ message: 'Left the company', context: 'audit action' }),
  'api_key.created': msg({ message: 'API key created', context: 'audit action' }),
  'api_key.revoked': msg({ message: 'API key revoked', context: 'audit action' }),
  'webhook.created': msg({ message: 'Webhook endpoint added', context: 'audit action' }),
  'webhook.updated': msg({ message: 'Webhook endpoint changed', context: 'audit action' }),
  'webhook.deleted': msg({ message: 'Webhook endpoint deleted', context: 'audit action' }),
  'webhook.secret_rotated': msg({ message: 'Webhook secret rotated', context: 'audit action' }),
  'webhook.redelivered': msg({ message: 'Webhook delivery sent again', context: 'audit action' }),
  'webhook.test_sent': msg({ message: 'Webhook test event sent', context: 'audit action' }),
  'webhook.disabled_failing': msg({
    message: 'Webhook endpoint turned off after 3 days of failures',
    context: 'audit action',
  }),
  'company.member_removed': msg({ message: 'Company member removed', context: 'audit action' }),
  'company.member_role_changed': msg({ message: 'Company member role changed', context: 'audit action' }),
  'company.rejection_delay_changed': msg({
    message: 'Rejection mail delay changed',
    context: 'audit action',
  }),
  'company.updated': msg({ message: 'Company profile updated', context: 'audit action' }),
  'conversation.started': msg({ message: 'Conversation started', context: 'audit action' }),
  'cv.downloaded': msg({ message: 'CV downloaded', context: 'audit action' }),
  'interview.interviewers_changed': msg({
    message: 'Interviewers of an interview changed',
    context: 'audit action',
  }),
  'job.closed': msg({ message: 'Job posting closed', context: 'audit action' }),
  'job.interview_kit_updated': msg({ message: 'Interview kit changed', context: 'audit action' }),
  'job.published': msg({ message: 'Job posting published', context: 'audit action' }),
  'job.reopened': msg({ message: 'Job posting reopened', context: 'audit action' }),
  'mail.retried': msg({ message: 'Mail sent again', context: 'audit action' }),
  'message_template.created': msg({ message: 'Message template created', context: 'audit action' }),
  'message_template.deleted': msg({ message: 'Message template deleted', context: 'audit action' }),
  'message_template.updated': msg({ message: 'Message template updated', context: 'audit action' }),
  'plan.cancelled': msg({ message: 'Plan cancelled', context: 'audit action' }),
  'plan.upgraded': msg({ message: 'Plan upgraded', context: 'audit action' }),
  'post.cover_changed': msg({ message: 'Post cover changed', context: 'audit action' }),
  'post.created': msg({ message: 'Post created', context: 'audit action' }),
  'post.published': msg({ message: 'Post published', context: 'audit action' }),
  'post.restored': msg({ message: 'Post version restored', context: 'audit action' }),
  'post.schedule_cancelled': msg({ message: 'Post schedule cancelled', context: 'audit action' }),
  'post.scheduled': msg({ message: 'Post scheduled', context: 'audit action' }),
  'post.unpublished': msg({ message: 'Post unpublished', context: 'audit action' }),
  'post.updated': msg({ message: 'Post updated', context: 'audit action' }),
  'project.approved': msg({ message: 'Project approved', context: 'audit action' }),
  'project.changes_requested': msg({ message: 'Changes requested on a project', context: 'audit action' }),
  'project.created': msg({ message: 'Project created', context: 'audit action' }),
  'project.deleted': msg({ message: 'Project deleted', context: 'audit action' }),
  'project.image_changed': msg({ message: 'Project image changed', context: 'audit action' }),
  'project.rejected': msg({ message: 'Project rejected', context: 'audit action' }),
  'project.submitted': msg({ message: 'Project submitted for review', context: 'audit action' }),
  'project.taken_down': msg({ message: 'Project taken off the site', context: 'audit action' }),
  'project.updated': msg({ message: 'Project updated', context: 'audit action' }),
  'project.withdrawn': msg({ message: 'Project withdrawn from review', context: 'audit action' }),
  'resource.created': msg({ message: 'Resource article created', context: 'audit action' }),
  'resource.deleted': msg({ message: 'Resource article deleted', context: 'audit action' }),
  'resource.updated': msg({ message: 'Resource article updated', context: 'audit action' }),
  'settings.changed': msg({ message: 'Settings changed', context: 'audit action' }),
  'settings.test_mail_sent': msg({ message: 'Test mail sent', context: 'audit action' }),
  'support.canned_reply_changed': msg({ message: 'Canned reply changed', context: 'audit action' }),
  'support.category_created': msg({ message: 'Support category created', context: 'audit action' }),
  'support.category_updated': msg({ message: 'Support category changed', context: 'audit action' }),
  'support.targets_changed': msg({ message: 'First-reply targets changed', context: 'audit action' }),
  'support.ticket_assigned': msg({ message: 'Support ticket assigned', context: 'audit action' }),
  'support.ticket_auto_closed': msg({
    message: 'Support ticket closed after 7 days',
    context: 'audit action',
  }),
  'support.ticket_category_changed': msg({
    message: 'Support ticket category changed',
    context: 'audit action',
  }),
  'support.ticket_priority_changed': msg({
    message: 'Support ticket priority changed',
    context: 'audit action',
  }),
  'support.ticket_status_changed': msg({ message: 'Support ticket status changed', context: 'audit action' }),
  'user.created': msg({ message: 'Account created', context: 'audit action' }),
  'user.disabled': msg({ message: 'Account disabled', context: 'audit action' }),
  'user.enabled': msg({ message: 'Account enabled', context: 'audit action' }),
  'user.erased': msg({ message: 'Account erased', context: 'audit action' }),
  'user.invitation_accepted': msg({ message: 'Invitation accepted', context: 'audit action' }),
  'user.invitation_resent': msg({ message: 'Invitation resent', context: 'audit action' }),
  'user.invitation_revoked': msg({ message: 'Invitation revoked', context: 'audit action' }),
  'user.invited': msg({ message: 'User invited', context: 'audit action' }),
  'user.lockout_cleared': msg({ message: 'Sign-in lockout cleared', context: 'audit action' }),
  'user.password_reset_sent': msg({ message: 'Password reset link sent', context: 'audit action' }),
  'user.permissions_changed': msg({ message: 'Permissions changed', context: 'audit action' }),
  'user.role_changed': msg({ message: 'Role changed', context: 'audit action' }),
  'user.sessions_revoked': msg({ message: 'Sessions revoked', context: 'audit action' }),
  'user.updated': msg({ message: 'Account updated', context: 'audit action' }),
};
