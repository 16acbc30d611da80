import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingOverview, Receipt } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import { buttonClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatVnd } from '@/lib/format';
import {
  useBilling,
  useCancelDowngrade,
  useOrder,
  useResumeRenewal,
  useScheduleDowngrade,
} from './billing-api';
import { ConfirmDialog } from './confirm-dialog';
import { goToGateway } from './gateway';
import { KIND_LABELS, STATUS_LABELS } from './billing-labels';

type Option = BillingOverview['options'][number];
type Switch = BillingOverview['switches'][number];

/**
 * Decision 1199: the cheaper plans the owner can schedule for the end of the paid period (each after a confirmation),
 * and the change already scheduled with its cancel action.
 */
function PlanSwitches({
  billing,
  onDone,
  onFailure,
}: {
  billing: BillingOverview;
  onDone: (message: string) => void;
  onFailure: (message: string) => void;
}) {
  const { t } = useLingui();
  const schedule = useScheduleDowngrade();
  const cancel = useCancelDowngrade();
  const [confirming, setConfirming] = useState<Switch | null>(null);
  const current = billing.plan?.display_name ?? '';

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      onDone((await action()).message);
    } catch (caught) {
      onFailure(errorMessage(caught));
    }
  };

  if (!billing.scheduled && billing.switches.length === 0) return null;
  return (
    <div className="mt-4">
      {billing.scheduled && (
        <div className="rounded-lg border border-slate-700 p-3">
          <p className="text-slate-200">
            <Trans>
              Scheduled: your company moves to {billing.scheduled.plan_name} on{' '}
              {formatDate(billing.scheduled.starts_at)}, at {formatVnd(billing.scheduled.amount)} a month.
            </Trans>
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-2`}
            disabled={cancel.isPending}
            onClick={() => void run(() => cancel.mutateAsync())}
          >
            <Trans>Cancel the switch to {billing.scheduled.plan_name}</Trans>
          </button>
        </div>
      )}
      {billing.switches.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-3">
          {billing.switches.map((option) => (
            <button
              key={option.plan}
              type="button"
              className={secondaryButtonClass}
              disabled={schedule.isPending}
              onClick={() => setConfirming(option)}
            >
              {t`Switch to ${option.plan_name} on ${formatDate(option.starts_at)}`}
            </button>
          ))}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Switch to ${confirming.plan_name} on ${formatDate(confirming.starts_at)}?`}
          confirmLabel={t`Schedule the switch`}
          cancelLabel={t`Go back`}
          onConfirm={() => {
            const plan = confirming.plan;
            setConfirming(null);
            void run(() => schedule.mutateAsync(plan));
          }}
          onCancel={() => setConfirming(null)}
        >
          <Trans>
            {current} stays as it is until {formatDate(confirming.starts_at)}. From then, the company is on{' '}
            {confirming.plan_name} at {formatVnd(confirming.amount)} a month, with its seats and features; the
            next month’s payment is for {confirming.plan_name}. You can cancel the switch until that month is
            paid.
          </Trans>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PackageState({ billing }: { billing: BillingOverview }) {
  const plan = billing.plan?.display_name ?? '';
  const until = formatDate(billing.paid_until);
  const grace = formatDate(billing.grace_until);
  switch (billing.state) {
    case 'none':
      return <Trans>Your company has no package.</Trans>;
    case 'unlimited':
      return billing.plan?.name === 'free' ? (
        <Trans>Your company is on the Free plan.</Trans>
      ) : (
        <Trans>The {plan} package has no paid period: it runs until you cancel it.</Trans>
      );
    case 'active':
      return (
        <Trans>
          {plan} is paid until {until}. Pay the next month to keep it; reminders come by mail 7 days and 1 day
          before.
        </Trans>
      );
    case 'grace':
      return (
        <Trans>
          The paid period of {plan} ended on {until}. Pay the next month before {grace}, or the company
          returns to the Free plan.
        </Trans>
      );
    case 'ending':
      return (
        <Trans>
          The renewal of {plan} is stopped: the package ends on {until}.
        </Trans>
      );
  }
}

function OptionButton({ option, onBuy, busy }: { option: Option; onBuy: () => void; busy: boolean }) {
  const { t } = useLingui();
  const ref = useRef<HTMLButtonElement>(null);
  const [params] = useSearchParams();
  const renewLink = option.kind === 'renewal' && params.get('renew') === '1';
  // The renewal mail's link (?renew=1) lands on its button.
  useEffect(() => {
    if (renewLink) ref.current?.focus();
  }, [renewLink]);
  const amount = formatVnd(option.amount);
  const label =
    option.kind === 'renewal'
      ? t`Pay the next month of ${option.plan_name}: ${amount}`
      : option.kind === 'change'
        ? t`Change to ${option.plan_name} for the rest of this period: ${amount}`
        : t`Buy ${option.plan_name}: ${amount} for the first month`;
  return (
    <button
      ref={ref}
      type="button"
      className={option.kind === 'change' ? secondaryButtonClass : buttonClass}
      disabled={busy}
      onClick={onBuy}
    >
      {label}
    </button>
  );
}

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui();
  const period = `${formatDate(receipt.period_start)} – ${formatDate(receipt.period_end)}`;
  return (
    <tr className="border-t border-slate-800 align-top">
      <td className="py-2 pr-3 font-mono text-sm">{receipt.number}</td>
      <td className="py-2 pr-3">{formatDate(receipt.issued_at)}</td>
      <td className="py-2 pr-3">
        {receipt.plan_name}
        <span className="block text-xs text-slate-400">{i18n._(KIND_LABELS[receipt.kind])}</span>
      </td>
      <td className="py-2 pr-3">{period}</td>
      <td className="py-2 pr-3 text-right">{formatVnd(receipt.amount)}</td>
      <td className="py-2">
        <details>
          <summary className="cursor-pointer text-sky-300">
            <Trans>Receipt {receipt.number}</Trans>
          </summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-400">
              <Trans>Company</Trans>
            </dt>
            {/* A company not named yet when it was issued: no company on the receipt (decision 1158). */}
            <dd>{receipt.company_name || '—'}</dd>
            <dt className="text-slate-400">
              <Trans>Billed to</Trans>
            </dt>
            <dd>{receipt.billed_to}</dd>
            <dt className="text-slate-400">
              <Trans>Amount before VAT</Trans>
            </dt>
            <dd>{formatVnd(receipt.net_amount)}</dd>
            <dt className="text-slate-400">
              <Trans>VAT ({receipt.vat_percent}%)</Trans>
            </dt>
            <dd>{formatVnd(receipt.vat_amount)}</dd>
            <dt className="text-slate-400">
              <Trans>Total paid</Trans>
            </dt>
            <dd>{formatVnd(receipt.amount)}</dd>
            <dt className="text-slate-400">
              <Trans>Order</Trans>
            </dt>
            <dd className="font-mono">{receipt.order_ref}</dd>
            <dt className="text-slate-400">
              <Trans>VNPay transaction</Trans>
            </dt>
            <dd className="font-mono">{receipt.transaction_no}</dd>
            {receipt.refunded_at && (
              <>
                <dt className="text-slate-400">
                  <Trans>Refunded</Trans>
                </dt>
                <dd>{formatDate(receipt.refunded_at)}</dd>
              </>
            )}
          </dl>
        </details>
      </td>
    </tr>
  );
}

/**
 * /dashboard/billing (issue 19, company:manage): the company's package and paid period, what the owner can pay for
 * now (the next month, a dearer plan, a paid plan after Free), the receipts as issued, and the latest orders.
 * Receipts live here rather than on the company page, which another feature owns.
 */
export function BillingPage() {
  const { i18n } = useLingui();
  const billing = useBilling();
  const order = useOrder();
  const resume = useResumeRenewal();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const buy = async (option: Option) => {
    setMessage(null);
    setFailure(null);
    try {
      const reply = await order.mutateAsync(option.plan);
      if (reply.payment_url) goToGateway(reply.payment_url);
      else setMessage(reply.message);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  // A stopped renewal can be taken back, for nothing, until the paid period ends (decision 1038).
  const resumeRenewal = async () => {
    setMessage(null);
    setFailure(null);
    try {
      setMessage((await resume.mutateAsync()).message);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <div className="max-w-5xl">
      <PageTitle>
        <Trans>Billing</Trans>
      </PageTitle>
      {billing.isPending && <Spinner />}
      {billing.isError && <ErrorText>{errorMessage(billing.error)}</ErrorText>}
      {billing.data && (
        <div className="grid grid-cols-1 gap-6">
          <section aria-labelledby="billing-package" className={panelClass}>
            <h2 id="billing-package" className="mb-2 text-lg font-semibold text-white">
              {billing.data.plan ? (
                <Trans>Package: {billing.data.plan.display_name}</Trans>
              ) : (
                <Trans>Package</Trans>
              )}
            </h2>
            <p className="text-slate-200">
              <PackageState billing={billing.data} />
            </p>
            {!billing.data.gateway && (
              <p className="mt-2 text-sm text-slate-400">
                <Trans>Payments are not set up on this server: packages are not paid for here.</Trans>
              </p>
            )}
            {billing.data.state === 'ending' && (
              <div className="mt-4">
                <button
                  type="button"
                  className={buttonClass}
                  disabled={resume.isPending}
                  onClick={() => void resumeRenewal()}
                >
                  <Trans>Keep renewing the package</Trans>
                </button>
              </div>
            )}
            {billing.data.options.length > 0 && (
              <div className="mt-4 flex flex-wrap gap-3">
                {billing.data.options.map((option) => (
                  <OptionButton
                    key={`${option.kind}-${option.plan}`}
                    option={option}
                    busy={order.isPending}
                    onBuy={() => void buy(option)}
                  />
                ))}
              </div>
            )}
            <PlanSwitches
              billing={billing.data}
              onDone={(text) => {
                setFailure(null);
                setMessage(text);
              }}
              onFailure={(text) => {
                setMessage(null);
                setFailure(text);
              }}
            />
            {order.isPending && (
              <p role="status" className="mt-3 text-sm text-sky-200">
                <Trans>Taking you to VNPay…</Trans>
              </p>
            )}
            {message && (
              <div className="mt-3">
                <StatusText>{message}</StatusText>
              </div>
            )}
            {failure && (
              <div className="mt-3">
                <ErrorText>{failure}</ErrorText>
              </div>
            )}
          </section>

          <section aria-labelledby="billing-receipts" className={panelClass}>
            <h2 id="billing-receipts" className="mb-2 text-lg font-semibold text-white">
              <Trans>Receipts</Trans>
            </h2>
            {billing.data.receipts.length === 0 ? (
              <p className="text-slate-300">
                <Trans>No receipts yet.</Trans>
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm text-slate-200">
                  <caption className="sr-only">
                    <Trans>Receipts</Trans>
                  </caption>
                  <thead className="text-slate-400">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Number</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Date</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Plan</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Period</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        <Trans>Amount</Trans>
                      </th>
                      <th scope="col" className="py-2">
                        <Trans>Details</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {billing.data.receipts.map((receipt) => (
                      <ReceiptRow key={receipt.number} receipt={receipt} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          {billing.data.orders.length > 0 && (
            <section aria-labelledby="billing-orders" className={panelClass}>
              <h2 id="billing-orders" className="mb-2 text-lg font-semibold text-white">
                <Trans>Orders</Trans>
              </h2>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm text-slate-200">
                  <caption className="sr-only">
                    <Trans>Orders</Trans>
                  </caption>
                  <thead className="text-slate-400">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Order</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Date</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        <Trans>Plan</Trans>
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        <Trans>Amount</Trans>
                      </th>
                      <th scope="col" className="py-2">
                        <Trans>Status</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {billing.data.orders.map((o) => (
                      <tr key={o.ref} className="border-t border-slate-800">
                        <td className="py-2 pr-3 font-mono">{o.ref}</td>
                        <td className="py-2 pr-3">{formatDate(o.created_at)}</td>
                        <td className="py-2 pr-3">
                          {o.plan_name}
                          <span className="block text-xs text-slate-400">{i18n._(KIND_LABELS[o.kind])}</span>
                        </td>
                        <td className="py-2 pr-3 text-right">{formatVnd(o.amount)}</td>
                        <td className="py-2">{i18n._(STATUS_LABELS[o.status])}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
