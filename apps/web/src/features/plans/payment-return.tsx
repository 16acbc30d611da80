import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingOrder, ReturnOutcome } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { buttonClass } from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { readOrder, readPaymentReturn } from './api';
import { PLAN_TEXT, UPGRADE_REDIRECT_MS } from './messages';

/** How often, and how long, the page asks whether the gateway's notification has arrived. */
export const ORDER_POLL_MS = 1_500;
export const ORDER_POLL_LIMIT = 40;

type View = { outcome: ReturnOutcome; message: string; order: BillingOrder | null };

/**
 * Where a followed order has settled. Only the gateway's notification settles it: an order still waiting past its
 * 15 minutes reads `expired`, but the gateway said it was paid, and a late notification still activates it.
 */
const settled = (order: BillingOrder): ReturnOutcome | null =>
  order.status === 'paid'
    ? 'paid'
    : order.status === 'cancelled'
      ? 'cancelled'
      : order.status === 'failed'
        ? 'failed'
        : null;

/**
 * /plans/return (issue 19, decision 800): where VNPay sends the browser back. The server checks what the gateway
 * appended and says where the order stands; this page only shows it. Paid (the gateway's notification came) follows
 * the spec's upgrade flow: the success message, the profile reloaded, /profile?upgraded=true after 2 s (a renewal
 * or a change goes to the billing page instead). Paid at the gateway but not yet notified: the page waits for the
 * notification. Failed, cancelled or unverifiable: a clear message; the account has not changed.
 */
export function PaymentReturnPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, reloadProfile } = useAuth();
  const { t, i18n } = useLingui();
  const [view, setView] = useState<View | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    let live = true;
    readPaymentReturn(search).then(
      (reply) => live && setView({ outcome: reply.outcome, message: reply.message, order: reply.order }),
      (error: unknown) => live && setFailure(errorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [search]);

  // Paid at the gateway, its notification not yet here: follow the order until it settles.
  const waitingRef = view?.outcome === 'pending' ? view.order?.ref : undefined;
  useEffect(() => {
    if (!waitingRef) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (tries > ORDER_POLL_LIMIT) {
        window.clearInterval(timer);
        setTimedOut(true);
        return;
      }
      readOrder(waitingRef).then(
        ({ order }) => {
          const outcome = settled(order);
          if (!outcome) return;
          window.clearInterval(timer);
          setView((current) => (current ? { ...current, outcome, order, message: '' } : current));
        },
        () => undefined,
      );
    }, ORDER_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waitingRef]);

  // Paid: the profile reloaded at once, the next page after the spec's 2 s.
  const paid = view?.outcome === 'paid';
  // A member's first package (spec flow, ends on /profile?upgraded=true). A company on Free buying a paid plan from
  // the billing page (kind `new` too, from the Free plan) was an employer already: it goes back to billing.
  const upgrade = view?.order?.kind === 'new' && !view.order.from_plan;
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    void reloadProfile();
    const timer = window.setTimeout(() => {
      void navigate(upgrade ? '/profile?upgraded=true' : '/dashboard/billing');
    }, UPGRADE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
    // reloadProfile and the query client are stable for the page's life; the redirect depends on the outcome only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid, upgrade]);

  const english = i18n.locale !== 'vi';
  const back =
    user?.role === 'employer' ? (
      <Link to="/dashboard/billing" className={buttonClass}>
        <Trans>Back to billing</Trans>
      </Link>
    ) : (
      <Link to="/plans" className={buttonClass}>
        <Trans>Back to the plans</Trans>
      </Link>
    );

  let body;
  if (failure) {
    body = (
      <>
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-950/60 p-4 text-red-100">
          {translateText(failure)}
        </p>
        <div className="mt-4">{back}</div>
      </>
    );
  } else if (!view) {
    body = <Spinner />;
  } else if (view.outcome === 'paid') {
    body = upgrade ? (
      // The spec's upgrade message, in Vietnamese in both languages (decision 311).
      <p
        role="status"
        lang={english ? 'vi' : undefined}
        className="rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
      >
        {PLAN_TEXT.upgradeSuccess}
      </p>
    ) : (
      <p
        role="status"
        className="rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
      >
        {t`Payment received. Your package is paid until ${formatDate(view.order?.period_end ?? null)}. Taking you to billing…`}
      </p>
    );
  } else if (view.outcome === 'pending') {
    body = (
      <div role="status" className="rounded-lg border border-sky-400/40 bg-sky-950/60 p-4 text-sky-100">
        {timedOut ? (
          <p>
            <Trans>
              VNPay has not confirmed the payment yet. Your package starts as soon as it does; you can leave
              this page, and a receipt will come by mail.
            </Trans>
          </p>
        ) : (
          <p className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-sky-200 border-t-transparent motion-reduce:animate-none"
            />
            <Trans>Payment received. Waiting for VNPay’s confirmation…</Trans>
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-950/60 p-4 text-red-100">
          {view.outcome === 'cancelled' ? (
            <Trans>You cancelled the payment. Your account has not changed.</Trans>
          ) : view.outcome === 'failed' ? (
            <Trans>The payment did not go through. Your account has not changed.</Trans>
          ) : (
            <Trans>
              This payment result could not be verified. Your account has not changed; if you paid, the
              package starts as soon as VNPay confirms it.
            </Trans>
          )}
        </p>
        <div className="mt-4">{back}</div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold text-white">
        <Trans>Payment</Trans>
      </h1>
      <div aria-live="polite">{body}</div>
    </div>
  );
}
