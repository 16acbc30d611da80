import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLES, inviteRequest } from '@app/shared';
import type { InviteRequest } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { ErrorText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useInvite } from './api';
import { ROLE_LABELS } from './labels';

/** Invite by e-mail, name and role (decision 403): the account shows as invited until the link is used. */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InviteRequest>({
    resolver: zodResolver(inviteRequest),
    defaultValues: { email: '', name: '', role: 'staff' },
  });

  const fieldError = (name: keyof InviteRequest) =>
    errors[name]?.message ? (
      <p id={`invite-${name}-error`} className="mt-1 text-sm text-red-300">
        {translateText(errors[name]?.message ?? '')}
      </p>
    ) : null;
  const described = (name: keyof InviteRequest) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `invite-${name}-error` } : {};

  return (
    <Dialog title={t`Invite a user`} onClose={onClose}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={handleSubmit((values) =>
          invite.mutate(values, { onSuccess: (reply) => onInvited(reply.user.email) }),
        )}
      >
        {invite.isError && <ErrorText>{errorMessage(invite.error)}</ErrorText>}
        <div>
          <label htmlFor="invite-email" className={labelClass}>
            <Trans>E-mail</Trans>
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            className={inputClass}
            {...described('email')}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor="invite-name" className={labelClass}>
            <Trans>Name</Trans>
          </label>
          <input id="invite-name" className={inputClass} {...described('name')} {...register('name')} />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor="invite-role" className={labelClass}>
            <Trans>Role</Trans>
          </label>
          <select id="invite-role" className={inputClass} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-300">
          <Trans>They receive a link, valid for 7 days, to choose a password and sign in.</Trans>
        </p>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={invite.isPending}>
            <Trans>Send invitation</Trans>
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
