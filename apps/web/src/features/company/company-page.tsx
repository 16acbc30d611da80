import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { INVITABLE_COMPANY_ROLES, formatNumber } from '@app/shared';
import type { CompanyInvitation, CompanyMember, CompanyTeam, Locale } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import {
  dangerButtonClass,
  focusRing,
  inputClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useChangeRole, useCompanyTeam, useInvitationAction, useLeaveCompany, useRemoveMember } from './api';
import { ApiKeysSection } from './api-keys-section';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InviteForm } from './invite-form';
import { COMPANY_ROLE_LABELS } from './labels';
import { WebhooksSection } from './webhooks-section';
import { ScheduledSwitchNotice, SeatProblem } from './seat-problem';

type Notify = (text: string) => void;

function Fact({ term, children, testId }: { term: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-400">{term}</dt>
      <dd className="text-slate-100" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Name, your role, the package, seats and this month's unlocks. */
function Summary({ company }: { company: CompanyTeam }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { used, limit, more_with: more } = company.seats;
  const usedText = formatNumber(used, locale);
  const seats = plural(limit, { one: `${usedText} of # seat used`, other: `${usedText} of # seats used` });
  const morePlan = more?.display_name ?? '';
  const moreSeats = more
    ? plural(more.seats, {
        one: `The ${morePlan} plan has # seat.`,
        other: `The ${morePlan} plan has # seats.`,
      })
    : null;
  const { remaining, limit: unlockLimit } = company.unlocks;
  const left = remaining == null ? null : formatNumber(remaining, locale);
  const ofLimit = unlockLimit == null ? null : formatNumber(unlockLimit, locale);
  return (
    <section aria-labelledby="company-summary-title" className={panelClass}>
      <h2 id="company-summary-title" className="sr-only">
        <Trans>Your company</Trans>
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={<Trans>Company</Trans>} testId="company-name">
          {company.name || <span className="text-slate-300">{t`Not named yet`}</span>}
        </Fact>
        <Fact term={<Trans>Your role</Trans>} testId="company-your-role">
          {i18n._(COMPANY_ROLE_LABELS[company.your_role])}
        </Fact>
        <Fact term={<Trans>Package</Trans>} testId="company-package">
          {company.plan?.display_name ?? t`No active package`}
        </Fact>
        <Fact term={<Trans>Seats</Trans>} testId="company-seats">
          {seats}
          {moreSeats && <span className="block text-sm text-slate-300">{moreSeats}</span>}
          {company.scheduled_switch && <ScheduledSwitchNotice held={company.scheduled_switch} compact />}
        </Fact>
        <Fact term={<Trans>Candidate unlocks left this month</Trans>} testId="company-unlocks">
          {left == null ? t`Unlimited` : ofLimit == null ? left : t`${left} of ${ofLimit}`}
        </Fact>
      </dl>
      {/* Issue 19: the package's period, payments and receipts are on the owner's billing page. */}
      {company.your_role === 'owner' && (
        <p className="mt-3 text-sm">
          <Link to="/dashboard/billing" className="text-sky-300 underline hover:text-sky-200">
            {t`Billing and receipts`}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The owner changes a teammate's role in place; the owner's own place never changes. */
function RoleCell({
  member,
  manage,
  onNotice,
}: {
  member: CompanyMember;
  manage: boolean;
  onNotice: Notify;
}) {
  const { t, i18n } = useLingui();
  const change = useChangeRole();
  const label = i18n._(COMPANY_ROLE_LABELS[member.role]);
  if (!manage || member.role === 'owner') return <>{label}</>;
  const name = member.name;
  return (
    <>
      <select
        aria-label={t`Role of ${name}`}
        className={`${inputClass} w-auto`}
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => {
          const role = event.target.value as (typeof INVITABLE_COMPANY_ROLES)[number];
          change.mutate(
            { id: member.user_id, role },
            {
              onSuccess: () => {
                const roleName = i18n._(COMPANY_ROLE_LABELS[role]);
                onNotice(t`The role of ${name} is now ${roleName}.`);
              },
            },
          );
        }}
      >
        {INVITABLE_COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(COMPANY_ROLE_LABELS[role])}
          </option>
        ))}
      </select>
      {change.isError && <ErrorText>{errorMessage(change.error)}</ErrorText>}
    </>
  );
}

function RemoveMember({ member, onNotice }: { member: CompanyMember; onNotice: Notify }) {
  const { t } = useLingui();
  const { reloadProfile } = useAuth();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const name = member.name;
  const upcoming = member.upcoming_interviews;
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t`Remove ${name}`}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <Trans>Remove</Trans>
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Remove ${name} from the company?`}
          confirmLabel={t`Remove ${name}`}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(member.user_id, {
              onSuccess: (message) => {
                setConfirming(false);
                onNotice(message);
                void reloadProfile();
              },
            })
          }
        >
          {remove.isError && <ErrorText>{errorMessage(remove.error)}</ErrorText>}
          <p>
            <Trans>
              {name} loses access to the company’s postings, candidates and interviews at once, and their seat
              is free again.
            </Trans>
          </p>
          {upcoming > 0 && (
            <p>
              {plural(upcoming, {
                one: 'Their # upcoming interview stays scheduled and is marked for a new interviewer.',
                other: 'Their # upcoming interviews stay scheduled and are marked for a new interviewer.',
              })}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

function Members({ company, manage, onNotice }: { company: CompanyTeam; manage: boolean; onNotice: Notify }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { user } = useAuth();
  return (
    <section aria-labelledby="company-members-title">
      <h2 id="company-members-title" className="mb-2 text-lg font-semibold text-white">
        <Trans>Members</Trans>
      </h2>
      <div className="relative overflow-x-auto rounded-xl border border-slate-800">
        <table aria-labelledby="company-members-title" className="min-w-full text-sm text-slate-200">
          <thead className="bg-slate-900 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>E-mail</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Role</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Joined</Trans>
              </th>
              <th scope="col" className="px-3 py-2">
                <Trans>Upcoming interviews</Trans>
              </th>
              {manage && (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t`Actions`}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {company.members.map((member) => (
              <tr key={member.user_id} className="border-t border-slate-800">
                <th scope="row" className="px-3 py-2 text-left font-medium text-white">
                  {member.name}
                  {member.user_id === user?.id && (
                    <span className="ml-1 text-slate-300">
                      <Trans>(you)</Trans>
                    </span>
                  )}
                </th>
                <td className="px-3 py-2 break-all">{member.email}</td>
                <td className="px-3 py-2">
                  <RoleCell member={member} manage={manage} onNotice={onNotice} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(member.joined_at, locale)}</td>
                <td className="px-3 py-2">{formatNumber(member.upcoming_interviews, locale)}</td>
                {manage && (
                  <td className="px-3 py-2">
                    {member.role !== 'owner' && <RemoveMember member={member} onNotice={onNotice} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InvitationRow({ invitation, onNotice }: { invitation: CompanyInvitation; onNotice: Notify }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const action = useInvitationAction();
  const [confirming, setConfirming] = useState(false);
  const email = invitation.email;
  const until = formatDate(invitation.expires_at, locale);
  const sentOn = formatDate(invitation.created_at, locale);
  const inviter = invitation.invited_by;
  return (
    <li className="rounded-lg border border-slate-800 bg-slate-900 p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-all text-white">{email}</p>
          <p className="text-sm text-slate-300">
            {i18n._(COMPANY_ROLE_LABELS[invitation.role])} ·{' '}
            {inviter ? t`sent ${sentOn} by ${inviter}` : t`sent ${sentOn}`}
          </p>
          <p className="text-sm">
            {invitation.expired ? (
              <span className="rounded-full border border-amber-400/60 px-2 py-0.5 text-xs text-amber-200">
                <Trans>Expired on {until}</Trans>
              </span>
            ) : (
              <span className="text-slate-300">
                <Trans>Valid until {until}</Trans>
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t`Resend the invitation to ${email}`}
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { id: invitation.id, action: 'resend' },
                { onSuccess: () => onNotice(t`Invitation sent to ${email} again.`) },
              )
            }
          >
            <Trans>Resend</Trans>
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            aria-label={t`Revoke the invitation to ${email}`}
            disabled={action.isPending}
            onClick={() => {
              action.reset();
              setConfirming(true);
            }}
          >
            <Trans>Revoke</Trans>
          </button>
        </div>
      </div>
      {!confirming && (
        <div className="mt-2">
          <SeatProblem error={action.error} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Revoke the invitation?`}
          confirmLabel={t`Revoke the invitation`}
          busy={action.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            action.mutate(
              { id: invitation.id, action: 'revoke' },
              {
                onSuccess: (message) => {
                  setConfirming(false);
                  onNotice(message ?? '');
                },
              },
            )
          }
        >
          {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
          <p>
            <Trans>The link mailed to {email} stops working and its seat is free again.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function Invitations({ invitations, onNotice }: { invitations: CompanyInvitation[]; onNotice: Notify }) {
  return (
    <section aria-labelledby="company-invitations-title">
      <h2 id="company-invitations-title" className="mb-2 text-lg font-semibold text-white">
        <Trans>Open invitations</Trans>
      </h2>
      {invitations.length === 0 ? (
        <p className={`${panelClass} text-sm text-slate-300`}>
          <Trans>No open invitations.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onNotice={onNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A recruiter or interviewer leaves; the account goes back to a member's, so the profile is read again. */
function LeaveCompany({ company }: { company: CompanyTeam }) {
  const { t } = useLingui();
  const { reloadProfile } = useAuth();
  const navigate = useNavigate();
  const leave = useLeaveCompany();
  const [confirming, setConfirming] = useState(false);
  const name = company.name || t`the company`;
  return (
    <section aria-labelledby="company-leave-title" className={panelClass}>
      <h2 id="company-leave-title" className="mb-1 text-lg font-semibold text-white">
        <Trans>Leave the company</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          Your account stays; you lose access to the company’s postings, candidates and interviews.
        </Trans>
      </p>
      <button
        type="button"
        className={dangerButtonClass}
        onClick={() => {
          leave.reset();
          setConfirming(true);
        }}
      >
        <Trans>Leave company</Trans>
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Leave ${name}?`}
          confirmLabel={t`Leave company`}
          busy={leave.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: async () => {
                // Away from this page first: once the profile has no company, the page would refuse itself.
                await navigate('/dashboard', { replace: true });
                await reloadProfile();
              },
            })
          }
        >
          {leave.isError && <ErrorText>{errorMessage(leave.error)}</ErrorText>}
          <p>
            <Trans>Only the owner can invite you again.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** /dashboard/company: the company as its members see it (issue 10); its owner manages members and invitations. */
export function CompanyPage() {
  const { t } = useLingui();
  const { hasPermission } = useAuth();
  const team = useCompanyTeam();
  const [notice, setNotice] = useState('');
  const manage = hasPermission('company:manage');
  const canReschedule = hasPermission('interview:manage');

  let body: ReactNode;
  if (team.isPending) body = <Spinner label={t`Loading your company…`} />;
  else if (team.isError) body = <ErrorText>{errorMessage(team.error)}</ErrorText>;
  else {
    const company = team.data;
    const owner = company.your_role === 'owner';
    const reassign = company.interviews_to_reassign;
    // The same words as the API's refusal (402), said before anything is asked.
    const apiPlan = company.integrations.offered_by?.display_name;
    const integrationsLocked = company.integrations.included
      ? undefined
      : apiPlan
        ? t`API integration: part of the ${apiPlan} plan. Upgrade to use it.`
        : t`API integration: not in any plan at the moment.`;
    body = (
      <div className="grid grid-cols-1 gap-6">
        <Summary company={company} />
        {reassign > 0 && (manage || canReschedule) && (
          <div
            className="rounded-md border border-amber-400/60 bg-amber-950/50 px-3 py-2 text-sm text-amber-50"
            data-testid="company-reassign"
          >
            <p>
              {plural(reassign, {
                one: '# upcoming interview needs a new interviewer.',
                other: '# upcoming interviews need a new interviewer.',
              })}{' '}
              {canReschedule && (
                <Link
                  to="/dashboard/interviews"
                  className={`font-semibold text-amber-200 underline ${focusRing}`}
                >
                  <Trans>Open Interviews</Trans>
                </Link>
              )}
            </p>
          </div>
        )}
        <Members company={company} manage={manage} onNotice={setNotice} />
        {manage && <InviteForm held={company.scheduled_switch} owner={owner} />}
        {manage && <Invitations invitations={company.invitations} onNotice={setNotice} />}
        {/* Issue 14: the owner's integrations; a plan without API integration shows the upgrade prompt. */}
        {owner && <ApiKeysSection locked={integrationsLocked} />}
        {owner && <WebhooksSection locked={integrationsLocked} />}
        {!owner && <LeaveCompany company={company} />}
      </div>
    );
  }

  return (
    <div>
      <PageTitle>
        <Trans>Company</Trans>
      </PageTitle>
      <p role="status" className={notice ? 'mb-4 text-sm text-emerald-200' : 'sr-only'}>
        {notice}
      </p>
      {body}
    </div>
  );
}
