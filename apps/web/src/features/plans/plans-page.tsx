import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatMonthlyPrice } from '@app/shared';
import type { Plan } from '@app/shared';
import { useLingui } from '@lingui/react/macro';
import { formatVnd } from '@/lib/format';
import Check from 'lucide-react/icons/check';
import { TOKEN_EXPIRED } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { splitFeatures, upgradeToEmployer, usePlans } from './api';
import { goToGateway } from './gateway';
import { FALLBACK_PLANS } from './fallback-plans';
import { PLAN_TEXT, UPGRADE_REDIRECT_MS } from './messages';
import { isVietnamese } from '@/lib/lang';
import { translateText } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';

type Outcome = { kind: 'success' } | { kind: 'redirecting' } | { kind: 'error'; message: string } | null;

/** Spec §4 plans screen: load plans (fallback cards on failure), upgrade a member to employer. */
export function PlansPage() {
  const { user, reloadProfile } = useAuth();
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const plans = usePlans();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A ref, not state: a second click in the same tick must see the first one (spec §5).
  const inFlight = useRef(false);

  const loadError = plans.error;
  useEffect(() => {
    if (loadError) console.error('Failed to load plans', loadError);
  }, [loadError]);

  const succeeded = outcome?.kind === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => {
      void navigate('/profile?upgraded=true');
    }, UPGRADE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const isEmployer = user?.role === 'employer';
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  // Spec §4: an employer not arriving with upgraded=true goes to /profile (not one who just upgraded here).
  if (isEmployer && searchParams.get('upgraded') !== 'true' && !succeeded) {
    return <Navigate to="/profile" replace />;
  }

  const upgrade = async (plan: Plan) => {
    if (inFlight.current || succeeded || isEmployer || isStaff) return;
    inFlight.current = true;
    setPendingPlan(plan.name);
    setOutcome(null);
    try {
      const reply = await upgradeToEmployer(plan.name);
      if (reply?.success && reply.payment_url) {
        // Issue 19: the plan is paid for first; the gateway sends the browser back to /plans/return.
        setOutcome({ kind: 'redirecting' });
        goToGateway(reply.payment_url);
        return;
      }
      if (reply?.success) {
        setOutcome({ kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['subscription'] });
        await reloadProfile();
      } else {
        setOutcome({ kind: 'error', message: reply?.message || PLAN_TEXT.upgradeFailed });
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : PLAN_TEXT.genericError;
      if (message === TOKEN_EXPIRED) {
        // The session is over: reloading the profile signs out and the guard sends us to /login.
        await reloadProfile();
        return;
      }
      setOutcome({ kind: 'error', message });
    } finally {
      inFlight.current = false;
      setPendingPlan(null);
    }
  };

  const cards = plans.data?.plans ?? (plans.isError ? FALLBACK_PLANS : null);
  // Prices shown without VAT (the billing setting, decision 802): the card says what VNPay will ask for a month.
  const vatOnTop = plans.data?.vat && !plans.data.vat.included ? plans.data.vat.percent : 0;
  const redirecting = outcome?.kind === 'redirecting';
  const busy = pendingPlan !== null || redirecting;
  const locale = i18n.locale as Locale;
  const english = locale !== 'vi';
  // Inside the Vietnamese page: a plan's name and features (the server's, in the reader's language) and the
  // price are marked English when they are.
  const contentLang = (text: string) => (isVietnamese(text) ? undefined : 'en');
  const errorText = outcome?.kind === 'error' ? translateText(outcome.message) : null;

  return (
    // Spec §4 writes this page in Vietnamese, in both languages (WCAG 3.1.2, decision 311).
    <div className="mx-auto max-w-6xl" lang={english ? 'vi' : undefined}>
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-white">{PLAN_TEXT.title}</h1>
        <p className="mt-2 text-slate-300">Chọn gói phù hợp để đăng tin tuyển dụng và tìm kiếm ứng viên.</p>
      </header>

      <div aria-live="polite" className="mb-6 space-y-3">
        {succeeded && (
          <p
            role="status"
            className="rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
          >
            {PLAN_TEXT.upgradeSuccess}
          </p>
        )}
        {redirecting && (
          <p
            role="status"
            lang={english ? 'en' : undefined}
            className="rounded-lg border border-sky-400/40 bg-sky-950/60 p-4 text-sky-100"
          >
            {t`Taking you to VNPay to pay for the plan…`}
          </p>
        )}
        {errorText && (
          <p
            role="alert"
            lang={contentLang(errorText)}
            className="rounded-lg border border-red-400/40 bg-red-950/60 p-4 text-red-100"
          >
            {errorText}
          </p>
        )}
        {isStaff && (
          <p className="rounded-lg border border-slate-700 bg-slate-900 p-4 text-slate-200">
            {PLAN_TEXT.staffNotice}
          </p>
        )}
      </div>

      {!cards ? (
        <p role="status" className="py-16 text-center text-slate-300">
          {PLAN_TEXT.loading}
        </p>
      ) : (
        <ul aria-label="Các gói dịch vụ" className="grid gap-6 md:grid-cols-3">
          {cards.map((plan) => {
            const highlighted = plan.name === 'standard';
            const label =
              pendingPlan === plan.name
                ? PLAN_TEXT.busy
                : isEmployer && plan.name === 'free'
                  ? PLAN_TEXT.currentPlan
                  : PLAN_TEXT.upgrade;
            const titleId = `plan-${plan.name}-${plan.id}`;
            const charged = plan.charged === undefined ? null : formatVnd(plan.charged);
            return (
              <li key={`${plan.id}-${plan.name}`}>
                <article
                  aria-labelledby={titleId}
                  data-highlighted={highlighted || undefined}
                  className={`flex h-full flex-col rounded-2xl border p-6 ${
                    highlighted
                      ? 'border-sky-400 bg-slate-900 shadow-lg shadow-sky-900/40 ring-2 ring-sky-400'
                      : 'border-slate-800 bg-slate-900'
                  }`}
                >
                  {highlighted && (
                    <p className="mb-3 w-fit rounded-full bg-sky-700 px-3 py-1 text-xs font-semibold text-white">
                      Phổ biến nhất
                    </p>
                  )}
                  <h2
                    id={titleId}
                    lang={contentLang(plan.display_name)}
                    className="text-xl font-semibold text-white"
                  >
                    {plan.display_name}
                  </h2>
                  {/* Spec §4: the price in Vietnamese number format plus VND/tháng, in both languages. */}
                  <p lang={english ? 'vi' : undefined} className="mt-2 text-2xl font-bold text-white">
                    {formatMonthlyPrice(plan.price, 'vi')}
                  </p>
                  {vatOnTop > 0 && plan.price > 0 && charged && (
                    <p lang={english ? 'en' : undefined} className="mt-1 text-sm text-slate-300">
                      {t`Plus ${vatOnTop}% VAT: ${charged} a month at payment`}
                    </p>
                  )}
                  <ul className="mt-4 flex-1 space-y-2" aria-label={`Tính năng gói ${plan.display_name}`}>
                    {splitFeatures(plan.features).map((feature) => (
                      <li key={feature} lang={contentLang(feature)} className="flex gap-2 text-slate-200">
                        <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-300" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    onClick={() => void upgrade(plan)}
                    disabled={busy || succeeded || isEmployer || isStaff}
                    aria-busy={pendingPlan === plan.name || undefined}
                    aria-label={`${label} – ${plan.display_name}`}
                    className={`mt-6 rounded-md px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-60 ${
                      highlighted
                        ? 'bg-sky-700 text-white hover:bg-sky-600'
                        : 'border border-slate-500 text-slate-100 hover:bg-slate-800'
                    }`}
                  >
                    {label}
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
