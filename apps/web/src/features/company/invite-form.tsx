import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITABLE_COMPANY_ROLES, companyInviteRequest } from '@app/shared';
import type { CompanyInviteRequest, CompanyTeam } from '@app/shared';
import { StatusText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, panelClass } from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { useInviteTeammate } from './api';
import { COMPANY_ROLE_LABELS } from './labels';
import { ScheduledSwitchNotice, SeatProblem } from './seat-problem';

/**
 * The owner invites by e-mail with a role (issue 10). A refusal shows the server's own message: the seat limit
 * (402, naming the plan with more seats, with the way to the plans) or a conflict (409: already a member,
 * already invited, in another company). A scheduled cheaper plan's seats (decision 1155) are said above the form,
 * and read with the e-mail field, before anything is refused (decision 1219).
 */
export function InviteForm({
  held = null,
  owner = false,
}: {
  held?: CompanyTeam['scheduled_switch'];
  owner?: boolean;
}) {
  const { t, i18n } = useLingui();
  const invite = useInviteTeammate();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CompanyInviteRequest>({
    resolver: zodResolver(companyInviteRequest),
    defaultValues: { email: '', role: 'recruiter' },
  });
  const emailError = errors.email?.message;
  const described =
    [held ? 'company-invite-held' : '', emailError ? 'company-invite-email-error' : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section aria-labelledby="invite-title" className={panelClass}>
      <h2 id="invite-title" className="mb-1 text-lg font-semibold text-white">
        <Trans>Invite a teammate</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          They receive a link, valid for 7 days, to join the company: with their account, or with a new one.
        </Trans>
      </p>
      {held && <ScheduledSwitchNotice id="company-invite-held" held={held} billingLink={owner} />}
      <form
        noValidate
        aria-labelledby="invite-title"
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={handleSubmit((values) => {
          setSent(null);
          invite.mutate(values, {
            onSuccess: (invitation) => {
              const email = invitation.email;
              setSent(t`Invitation sent to ${email}.`);
              reset({ email: '', role: values.role });
            },
          });
        })}
      >
        <div>
          <label htmlFor="company-invite-email" className={labelClass}>
            <Trans>E-mail</Trans>
          </label>
          <input
            id="company-invite-email"
            type="email"
            autoComplete="off"
            className={inputClass}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={described}
            {...register('email', { onChange: () => invite.reset() })}
          />
        </div>
        <div>
          <label htmlFor="company-invite-role" className={labelClass}>
            <Trans>Role</Trans>
          </label>
          <select id="company-invite-role" className={inputClass} {...register('role')}>
            {INVITABLE_COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(COMPANY_ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass} disabled={invite.isPending}>
          <Trans>Send invitation</Trans>
        </button>
      </form>
      {emailError && (
        <p id="company-invite-email-error" className="mt-1 text-sm text-red-300">
          {translateText(emailError)}
        </p>
      )}
      <div className="mt-3 grid gap-2">
        <SeatProblem error={invite.error} />
        {sent && <StatusText>{sent}</StatusText>}
      </div>
    </section>
  );
}
