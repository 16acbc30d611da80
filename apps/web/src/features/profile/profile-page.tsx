import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Bookmark from 'lucide-react/icons/bookmark';
import Pencil from 'lucide-react/icons/pencil';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocaleSwitch } from '@/components/locale-switch';
import { useAuth } from '@/lib/auth';
import { canOpen } from '@/lib/auth/route-access';
import { PRODUCT_TIME_ZONE, zoneOffsetLabel } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { groupPermissions, initialsOf, permissionWords } from './permission-groups';
import { UpgradedBanner } from './upgraded-banner';

// Decision 155 writes these dates in full ("15 March 2024"), a style @app/shared's formatDay (medium) has not:
// the same Intl locales as @app/shared's formatters, per language.
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * A long date (with the time for "Last updated") in the reader's language, or null when the value is not a date. In
 * Vietnam time like every other time of the account (its sessions on Edit Profile, decision 340), whatever the
 * browser's zone; the time is labelled with it (decision 1213).
 */
const formatDate = (iso: string, locale: Locale, withTime = false): string | null => {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(
    INTL_LOCALE[locale] ?? INTL_LOCALE.en,
    withTime
      ? { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: PRODUCT_TIME_ZONE }
      : { dateStyle: 'long', timeZone: PRODUCT_TIME_ZONE },
  ).format(date);
  return withTime ? `${text} (${zoneOffsetLabel(iso, PRODUCT_TIME_ZONE)}, ${PRODUCT_TIME_ZONE})` : text;
};

/** The account's role as the badge names it (lower case, its first letter raised by CSS). */
const ROLE_NAME: Record<string, MessageDescriptor> = {
  admin: msg`admin`,
  staff: msg`staff`,
  employer: msg`employer`,
  member: msg`member`,
};

const ROLE_BADGE: Record<string, string> = {
  admin: 'bg-red-500/15 text-red-200 ring-red-400/40',
  staff: 'bg-violet-500/15 text-violet-200 ring-violet-400/40',
  employer: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  member: 'bg-sky-500/15 text-sky-200 ring-sky-400/40',
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="break-all text-slate-100 sm:col-span-2">{value}</dd>
    </div>
  );
}

/**
 * /profile (spec §2): identity, account details and permissions. `packagePanel` is the upgrade
 * or active-package panel, supplied by the route from the plans feature.
 */
export function ProfilePage({ packagePanel }: { packagePanel?: ReactNode }) {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  if (!user) return null;
  const locale = i18n.locale as Locale;
  const words = permissionWords(i18n);
  const groups = groupPermissions(user.permissions, words.action);
  const since = formatDate(user.created_at, locale) ?? t`Unknown`;
  const updated = formatDate(user.updated_at, locale, true) ?? t`Unknown`;
  const role = ROLE_NAME[user.role] ? i18n._(ROLE_NAME[user.role]!) : user.role;

  return (
    <div className="mx-auto max-w-4xl">
      <UpgradedBanner />

      <section
        aria-labelledby="profile-name"
        className="mb-6 flex flex-wrap items-center gap-5 rounded-xl border border-slate-800 bg-slate-900 p-6"
      >
        <span
          aria-hidden="true"
          data-testid="profile-initials"
          className="grid h-20 w-20 place-items-center rounded-full bg-gradient-to-br from-sky-500 to-indigo-600 text-2xl font-bold text-white"
        >
          {initialsOf(user.name)}
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h1 id="profile-name" className="text-2xl font-bold text-white">
            {user.name}
          </h1>
          <p className="text-slate-300">
            <Trans>Member since {since}</Trans>
          </p>
          <span
            className={`mt-2 inline-block rounded-full px-3 py-0.5 text-sm font-medium ring-1 first-letter:uppercase ${ROLE_BADGE[user.role] ?? ROLE_BADGE.member}`}
          >
            {role}
          </span>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <Link
            to="/profile/edit"
            className="inline-flex items-center gap-2 rounded-md border border-slate-600 px-4 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            <Trans>Edit Profile</Trans>
          </Link>
          {canOpen(user, '/dashboard/saved-jobs') && (
            <Link
              to="/dashboard/saved-jobs"
              className="inline-flex items-center gap-2 rounded-md border border-slate-600 px-4 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
            >
              <Bookmark aria-hidden="true" className="h-4 w-4" />
              <Trans>Saved jobs</Trans>
            </Link>
          )}
          <LocaleSwitch className="bg-white" />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="account-title"
          className="rounded-xl border border-slate-800 bg-slate-900 p-6"
        >
          <h2 id="account-title" className="mb-2 text-lg font-semibold text-white">
            <Trans>Account</Trans>
          </h2>
          <dl className="divide-y divide-slate-800">
            <Detail label={t`E-mail`} value={user.email} />
            <Detail label={t`Account ID`} value={user.id} />
            <Detail label={t`Last updated`} value={updated} />
          </dl>
        </section>

        <section
          aria-labelledby="permissions-title"
          className="rounded-xl border border-slate-800 bg-slate-900 p-6"
        >
          <h2 id="permissions-title" className="mb-3 text-lg font-semibold text-white">
            <Trans>Permissions</Trans>
          </h2>
          {groups.length === 0 ? (
            <p className="text-slate-300">
              <Trans>No permissions.</Trans>
            </p>
          ) : (
            <dl className="space-y-3">
              {groups.map((group) => (
                <div key={group.resource} data-testid={`permission-group-${group.resource}`}>
                  <dt className="text-sm font-semibold text-slate-300 first-letter:uppercase">
                    {words.resource(group.resource)}
                  </dt>
                  <dd>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {group.actions.map((action) => (
                        <li key={action} className="rounded-md bg-slate-800 px-2 py-1 text-sm text-slate-100">
                          {action}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>

      {packagePanel && <div className="mt-6">{packagePanel}</div>}
    </div>
  );
}
