import { useId, useRef, useState } from 'react';
import Bell from 'lucide-react/icons/bell';
import MessageSquare from 'lucide-react/icons/message-square';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APPLICATION_ALERT_MODES, formatDateTimeInZone, MAX_REJECTION_DELAY_HOURS } from '@app/shared';
import type { AppNotification, ApplicationAlertMode, Locale, Stage } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { STAGE_NAMES } from '@/lib/recruitment-labels';
import { translateText } from '@/lib/i18n';
import {
  useApplicationAlerts,
  useMarkRead,
  useNotifications,
  useRecruitingSettings,
  useSaveApplicationAlerts,
  useSaveRecruitingSettings,
} from './api';

const MODES: Record<ApplicationAlertMode, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  each: { label: msg`Every application`, hint: msg`A mail and a notification as soon as someone applies` },
  digest: { label: msg`A daily digest`, hint: msg`One mail a day listing the new applications` },
  none: {
    label: msg({ message: 'None', context: 'new-application notices' }),
    hint: msg`No mail and no notification about new applications`,
  },
};

/** The sentence of a notification, in the reader's language, from the event's values. */
export function NotificationText({ n }: { n: AppNotification }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { candidate, title, company, from, name } = n.data as Record<string, string>;
  switch (n.kind) {
    case 'application.received':
      return (
        <Trans>
          {candidate} applied for {title}
        </Trans>
      );
    case 'application.digest':
      return (
        <Plural
          value={Number(n.data.count)}
          one="# new application since the last digest"
          other="# new applications since the last digest"
        />
      );
    case 'interview.scheduled':
    case 'interview.rescheduled':
    case 'interview.cancelled': {
      const when = formatDateTimeInZone(
        String(n.data.starts_at),
        String(n.data.time_zone || PRODUCT_TIME_ZONE),
        locale,
      );
      if (n.kind === 'interview.scheduled')
        return (
          <Trans>
            Interview for {title} at {company}: {when}
          </Trans>
        );
      if (n.kind === 'interview.rescheduled')
        return (
          <Trans>
            Your interview for {title} at {company} moved to {when}
          </Trans>
        );
      return (
        <Trans>
          Your interview for {title} at {company} on {when} is cancelled
        </Trans>
      );
    }
    case 'message.received':
      return title ? (
        <Trans>
          New message from {from} about {title}
        </Trans>
      ) : (
        <Trans>New message from {from}</Trans>
      );
    case 'approval.decided':
      // The queue holds members' projects (decision 701); another kind would say its own sentence here.
      if (n.data.decision === 'approve')
        return <Trans>Your project “{title}” is approved and published</Trans>;
      if (n.data.decision === 'reject') return <Trans>Your project “{title}” was not approved</Trans>;
      return <Trans>Changes requested for your project “{title}”</Trans>;
    case 'project.taken_down':
      return <Trans>Your project “{title}” was taken off the site</Trans>;
    case 'alert.matched':
      return (
        <Plural
          value={Number(n.data.count)}
          one={`# new job for your alert “${name}”`}
          other={`# new jobs for your alert “${name}”`}
        />
      );
    default: {
      const stage = i18n._(STAGE_NAMES[String(n.data.stage) as Stage] ?? STAGE_NAMES.applied);
      return (
        <Trans>
          Your application for {title} at {company}: {stage}
        </Trans>
      );
    }
  }
}

function AlertsChoice() {
  const alerts = useApplicationAlerts(true);
  const save = useSaveApplicationAlerts();
  const name = useId();
  const { i18n } = useLingui();
  const [saved, setSaved] = useState(false);
  // A radio disabled while its choice is saved dropped the focus on the page's body: it comes back (decision 1235).
  const chosen = useRef<HTMLInputElement | null>(null);
  useRefocusAfterBusy(save.isPending, chosen);
  return (
    <section aria-labelledby="alerts-title" className={panelClass}>
      <h2 id="alerts-title" className="mb-2 font-semibold text-white">
        <Trans>New-application mails</Trans>
      </h2>
      {alerts.data && (
        <fieldset>
          <legend className="mb-2 text-sm text-slate-300">
            <Trans>When someone applies to one of the company’s postings, tell me about:</Trans>
          </legend>
          {APPLICATION_ALERT_MODES.map((mode) => (
            <label key={mode} className="mb-1 flex items-start gap-2 text-sm text-slate-200">
              <input
                type="radio"
                name={name}
                className="mt-1"
                checked={alerts.data.mode === mode}
                disabled={save.isPending}
                onChange={(e) => {
                  chosen.current = e.currentTarget;
                  setSaved(false);
                  save.mutate(mode, { onSuccess: () => setSaved(true) });
                }}
              />
              <span>
                <span className="font-medium text-white">{i18n._(MODES[mode].label)}</span>
                <span className="block text-slate-300">{i18n._(MODES[mode].hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {saved && (
        <StatusText>
          <Trans>Your choice is saved.</Trans>
        </StatusText>
      )}
      <RequestProblem error={alerts.error ?? save.error} />
    </section>
  );
}

function RejectionDelay() {
  const settings = useRecruitingSettings(true);
  const save = useSaveRecruitingSettings();
  const id = useId();
  const [hours, setHours] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Disabled while saving, Save dropped the focus on the page's body: it comes back (decisions 1212, 1235).
  const saveButton = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(save.isPending, saveButton);
  const value = hours ?? String(settings.data?.rejection_delay_hours ?? 0);
  return (
    <section aria-labelledby="delay-title" className={panelClass}>
      <h2 id="delay-title" className="mb-2 font-semibold text-white">
        <Trans>Rejection mails</Trans>
      </h2>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate({ rejection_delay_hours: Number(value) }, { onSuccess: () => setSaved(true) });
        }}
      >
        <div>
          <label htmlFor={id} className={labelClass}>
            <Trans>Send a rejection mail “later” after this many hours (0: only “now”)</Trans>
          </label>
          <input
            id={id}
            type="number"
            min={0}
            max={MAX_REJECTION_DELAY_HOURS}
            step={1}
            className={`${inputClass} max-w-32`}
            value={value}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <button ref={saveButton} type="submit" className={buttonClass} disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
      </form>
      {saved && (
        <StatusText>
          <Trans>The delay is saved.</Trans>
        </StatusText>
      )}
      <RequestProblem error={settings.error ?? save.error} />
    </section>
  );
}

/** /dashboard/notifications: the account's notifications with their read state (issue 18), and its choices. */
/** A notification's sentence as a link to what it is about (opening it reads it), with "New" while unread. */
function NotificationLink({
  n,
  className,
  onOpen,
}: {
  n: AppNotification;
  className: string;
  onOpen: () => void;
}) {
  return (
    <>
      <Link
        to={n.link}
        className={`${className} ${focusRing}`}
        onClick={() => {
          if (!n.read) onOpen();
        }}
      >
        <NotificationText n={n} />
      </Link>
      {!n.read && (
        <span className="ml-2 rounded bg-sky-800 px-1.5 py-0.5 text-xs text-white">
          <Trans>New</Trans>
        </span>
      )}
    </>
  );
}

export function NotificationsPage() {
  const list = useNotifications();
  const mark = useMarkRead();
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const role = user?.company?.role;
  const recruits = role === 'owner' || role === 'recruiter';
  const unread = list.data?.unread ?? 0;
  return (
    <div className="grid gap-4">
      <PageTitle
        actions={
          unread > 0 ? (
            <button type="button" className={secondaryButtonClass} onClick={() => mark.mutate(undefined)}>
              <Trans>Mark all as read</Trans>
            </button>
          ) : undefined
        }
      >
        <Trans>Notifications</Trans>
      </PageTitle>
      {list.isPending && <Spinner label={t`Loading notifications…`} />}
      {list.isError && <ErrorText>{translateText(errorMessage(list.error))}</ErrorText>}
      {list.data && (
        <section aria-labelledby="list-title" className={panelClass}>
          <h2 id="list-title" className="mb-2 font-semibold text-white">
            {unread === 0 ? t`No unread notifications` : t`${unread} unread`}
          </h2>
          {list.data.notifications.length === 0 ? (
            <p className="text-sm text-slate-300">
              <Trans>
                Nothing yet. You will find news about applications, interviews, messages and job alerts here.
              </Trans>
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="notifications">
              {list.data.notifications.map((n) => (
                <li
                  key={n.id}
                  className={`rounded p-3 text-sm ${n.read ? 'bg-slate-900 text-slate-300' : 'bg-slate-800 text-white'}`}
                >
                  <NotificationLink n={n} className="underline" onOpen={() => mark.mutate([n.id])} />
                  <p className="mt-1 text-xs text-slate-300">
                    {formatDateTimeInZone(n.created_at, PRODUCT_TIME_ZONE, locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <RequestProblem error={mark.error} />
        </section>
      )}
      {recruits && <AlertsChoice />}
      {role === 'owner' && <RejectionDelay />}
    </div>
  );
}

const NOTICE_TYPE: Record<AppNotification['kind'], 'message' | 'update' | 'alert'> = {
  'application.received': 'update',
  'application.digest': 'update',
  'application.stage': 'update',
  'interview.scheduled': 'update',
  'interview.rescheduled': 'update',
  'interview.cancelled': 'update',
  'message.received': 'message',
  'alert.matched': 'alert',
  'approval.decided': 'update',
  'project.taken_down': 'alert',
};
const NOTICE_ICON = { message: MessageSquare, update: Bell, alert: TriangleAlert } as const;
const NOTICE_LABEL = { message: msg`Message`, update: msg`Update`, alert: msg`Alert` } as const;

/**
 * The member dashboard's notifications (spec §2: type, text, time; issue 18: the real ones with their read state and
 * count): the five newest, each opening its page, and a link to all of them.
 */
export function RecentNotifications() {
  const list = useNotifications();
  const mark = useMarkRead();
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const unread = list.data?.unread ?? 0;
  return (
    <section aria-labelledby="notices-title" className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="notices-title" className="text-lg font-semibold text-white">
          <Trans>Notifications</Trans>
        </h2>
        {unread > 0 && (
          <span className="rounded-full bg-sky-800 px-2 py-0.5 text-xs font-medium text-white">
            {t`${unread} unread`}
          </span>
        )}
      </div>
      {list.isPending && <Spinner label={t`Loading notifications…`} />}
      {list.isError && <ErrorText>{translateText(errorMessage(list.error))}</ErrorText>}
      {list.data &&
        (list.data.notifications.length === 0 ? (
          <p className="text-sm text-slate-300">
            <Trans>
              Nothing yet. You will find news about applications, interviews, messages and job alerts here.
            </Trans>
          </p>
        ) : (
          <ul className="space-y-3">
            {list.data.notifications.slice(0, 5).map((n) => {
              const type = NOTICE_TYPE[n.kind];
              const Icon = NOTICE_ICON[type];
              return (
                <li key={n.id} className="flex gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-300" />
                  <div>
                    <p className={n.read ? 'text-slate-300' : 'text-slate-100'}>
                      <span className="sr-only">{i18n._(NOTICE_LABEL[type])}: </span>
                      <NotificationLink
                        n={n}
                        className="hover:underline"
                        onOpen={() => mark.mutate([n.id])}
                      />
                    </p>
                    <p className="text-xs text-slate-400">
                      {formatDateTimeInZone(n.created_at, PRODUCT_TIME_ZONE, locale)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
      <Link
        to="/dashboard/notifications"
        className={`mt-4 inline-block text-sm text-sky-300 underline ${focusRing}`}
      >
        <Trans>See all notifications</Trans>
      </Link>
    </section>
  );
}
