import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDay, formatMonthlyPrice } from '@app/shared';
import { useLingui } from '@lingui/react/macro';
import Crown from 'lucide-react/icons/crown';
import Sparkles from 'lucide-react/icons/sparkles';
import { TOKEN_EXPIRED } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { downgradeToMember, useSubscription } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { PLAN_TEXT } from './messages';
import { isVietnamese } from '@/lib/lang';
import { translateText } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';

type CancelState = 'idle' | 'confirming' | 'processing' | 'done';

const BENEFITS = ['Đăng tin tuyển dụng', 'Tìm kiếm ứng viên', 'Liên hệ trực tiếp với ứng viên'];

/**
 * The package part of /profile (spec §2, §4): members get the upgrade panel, employers the active
 * package with Cancel → confirm → processing → success. One component for both, so the success
 * message survives the role changing to member when the profile reloads.
 */
export function PackagePanel() {
  const { user, reloadProfile, hasPermission } = useAuth();
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const [cancelState, setCancelState] = useState<CancelState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [closedPostings, setClosedPostings] = useState(0);
  /** The server's words when the package outlives the cancel (a paid period still running, issue 19). */
  const [cancelMessage, setCancelMessage] = useState<string | null>(null);
  /** When the confirmation opened: whether the paid period is still running then. */
  const [openedAt, setOpenedAt] = useState(0);
  /** When the panel was shown: whether the paid period was over then (the grace days). */
  const [shownAt] = useState(() => Date.now());

  const confirmCancel = async () => {
    setCancelState('processing');
    setError(null);
    try {
      const reply = await downgradeToMember();
      if (!reply?.success) throw new Error(PLAN_TEXT.cancelFailed);
      setClosedPostings(reply.closed_postings ?? 0);
      setCancelMessage(reply.message ?? null);
      setCancelState('done');
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      // Stopping the renewal also drops a scheduled cheaper plan, which the company page shows (decision 1219).
      void queryClient.invalidateQueries({ queryKey: ['company'] });
      await reloadProfile();
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : PLAN_TEXT.cancelFailed;
      if (message === TOKEN_EXPIRED) {
        await reloadProfile();
        return;
      }
      setError(message);
      setCancelState('idle');
    }
  };

  if (!user) return null;

  const locale = i18n.locale as Locale;
  // Spec §4 writes this panel in Vietnamese, in both languages (WCAG 3.1.2, decision 311).
  const viLang = locale === 'vi' ? undefined : 'vi';
  const errorText = error ? translateText(error) : null;

  const done =
    cancelState === 'done' ? (
      <p
        role="status"
        lang={viLang}
        className="mb-4 rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
      >
        {PLAN_TEXT.cancelSuccess}
        {closedPostings > 0 && ` ${PLAN_TEXT.closedPostings(closedPostings)}`}
      </p>
    ) : null;

  if (user.role === 'member') {
    return (
      <section
        aria-labelledby="upgrade-title"
        lang={viLang}
        className="rounded-xl border border-sky-700 bg-sky-950/50 p-6"
      >
        {done}
        <div className="flex items-center gap-3">
          <Sparkles aria-hidden="true" className="h-6 w-6 text-amber-300" />
          <h2 id="upgrade-title" className="text-lg font-semibold text-white">
            Nâng cấp lên tài khoản nhà tuyển dụng
          </h2>
        </div>
        <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-200">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <Link
          to="/plans"
          className="mt-5 inline-block rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
        >
          Xem các gói dịch vụ
        </Link>
      </section>
    );
  }

  if (user.role !== 'employer') return done;

  const pkg = subscription.data;
  const paidUntil = pkg?.paid_until ? formatDay(pkg.paid_until, locale) : null;
  // The paid period is over and not renewed yet: the grace days (decision 801) run until `grace_until`.
  const graceUntil =
    pkg?.paid_until && pkg.grace_until && !pkg.renewal_stopped && Date.parse(pkg.paid_until) <= shownAt
      ? formatDay(pkg.grace_until, locale)
      : null;
  // A package with a paid period still running ends with it (decision 321 as billing changed it).
  const runsToTheEnd = Boolean(pkg?.paid_until && new Date(pkg.paid_until).getTime() > openedAt);
  const periodLang = locale === 'vi' ? undefined : 'en';
  const teammate = Boolean(user.company && user.company.role !== 'owner');
  return (
    <section
      aria-labelledby="package-title"
      lang={viLang}
      className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-6"
    >
      <div className="flex items-center gap-3">
        <Crown aria-hidden="true" className="h-6 w-6 text-amber-300" />
        <h2 id="package-title" className="text-lg font-semibold text-white">
          Gói dịch vụ đang hoạt động
        </h2>
      </div>
      <div className="mt-3 text-slate-200" data-testid="active-package">
        {subscription.isPending && <p>Đang tải gói dịch vụ...</p>}
        {subscription.isError && <p>Không thể tải thông tin gói dịch vụ.</p>}
        {subscription.isSuccess && !pkg && <p>Tài khoản nhà tuyển dụng</p>}
        {pkg && (
          <>
            <p
              lang={isVietnamese(pkg.display_name) ? undefined : 'en'}
              className="text-xl font-semibold text-white"
            >
              {pkg.display_name}
            </p>
            {/* The panel speaks Vietnamese like the plans screen (spec §4): its price is written the same way. */}
            <p>{formatMonthlyPrice(pkg.price, 'vi')}</p>
            {/* A Vietnamese sentence in both languages: its date is written the Vietnamese way too. */}
            <p className="text-sm text-slate-300">Bắt đầu từ {formatDay(pkg.started_at, 'vi')}</p>
            {paidUntil && (
              <p lang={periodLang} className="text-sm text-slate-300">
                {pkg.renewal_stopped
                  ? t`Renewal stopped: the package ends on ${paidUntil}.`
                  : graceUntil
                    ? t`The paid period ended on ${paidUntil}. Unless the next month is paid, the company returns to the Free plan on ${graceUntil}.`
                    : t`Paid until ${paidUntil}.`}
              </p>
            )}
          </>
        )}
        {hasPermission('company:manage') && (
          <Link
            to="/dashboard/billing"
            lang={periodLang}
            className="mt-2 inline-block text-sm text-sky-300 underline hover:text-sky-200"
          >
            {t`Billing and receipts`}
          </Link>
        )}
      </div>
      {cancelState === 'done' && cancelMessage && (
        <p
          role="status"
          lang={isVietnamese(cancelMessage) ? undefined : 'en'}
          className="mt-4 rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
        >
          {cancelMessage}
        </p>
      )}
      {errorText && (
        <p
          role="alert"
          lang={isVietnamese(errorText) ? undefined : 'en'}
          className="mt-4 rounded-lg border border-red-400/40 bg-red-950/60 p-3 text-red-100"
        >
          {errorText}
        </p>
      )}
      {teammate ? (
        // The package is the owner's to cancel (decision 603); a teammate leaves the company instead (decision 1044).
        <p lang={periodLang} className="mt-5 text-sm text-slate-300">
          {t`The owner of your company manages this package.`}{' '}
          <Link to="/dashboard/company" className="text-sky-300 underline hover:text-sky-200">
            {t`Leave the company on its page`}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          onClick={() => {
            setOpenedAt(Date.now());
            setCancelState('confirming');
          }}
          disabled={cancelState === 'processing' || Boolean(pkg?.renewal_stopped)}
          className="mt-5 rounded-md border border-red-400 px-4 py-2 font-medium text-red-100 hover:bg-red-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {cancelState === 'processing' ? PLAN_TEXT.busy : 'Hủy gói dịch vụ'}
        </button>
      )}
      {cancelState === 'confirming' && (
        <ConfirmDialog
          title="Hủy gói dịch vụ?"
          confirmLabel="Xác nhận hủy"
          cancelLabel="Quay lại"
          onConfirm={() => void confirmCancel()}
          onCancel={() => setCancelState('idle')}
        >
          Tài khoản của bạn sẽ trở lại thành viên và không thể đăng tin tuyển dụng nữa.{' '}
          {PLAN_TEXT.cancelClosesPostings}
          {runsToTheEnd && paidUntil && (
            <span lang={periodLang} className="mt-2 block">
              {t`The package stays active until ${paidUntil}, the end of the paid period; it will not renew.`}
            </span>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
