import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { refundRequest } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { Field } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import { dangerButtonClass, inputClass, panelClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime, formatVnd, PRODUCT_TIME_ZONE } from '@/lib/format';
import { usePayment, useRefund } from './payments-api';
import { KIND_LABELS, STATUS_LABELS } from './billing-labels';

function RefundForm({ id }: { id: string }) {
  const { t } = useLingui();
  const refund = useRefund(id);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const problems = useFieldProblems({ note: 'refund-note' });
  const server = serverFieldErrors(refund.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!problems.check(refundRequest, { note })) return;
    if (!window.confirm(t`Record this refund? The period it paid for is taken back at once.`)) return;
    try {
      await refund.mutateAsync(note);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="refund-title" className={panelClass}>
      <h2 id="refund-title" className="mb-2 text-lg font-semibold text-white">
        <Trans>Record a refund made at VNPay</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          Refund the payment in VNPay’s merchant portal first. Recording it here takes back what it paid for:
          a plan change returns to the former plan, a month paid ahead is removed, the month running ends the
          package now.
        </Trans>
      </p>
      <Field id="refund-note" label={<Trans>How the refund was made</Trans>}>
        <input
          id="refund-note"
          className={inputClass}
          value={note}
          {...problems.controlProps('note', server)}
          onChange={(e) => setNote(e.target.value)}
        />
        {problems.messageFor('note', server)}
      </Field>
      <button type="submit" className={`${dangerButtonClass} mt-3`} disabled={refund.isPending}>
        <Trans>Record the refund</Trans>
      </button>
      {refund.isSuccess && (
        <div className="mt-2">
          <StatusText>
            <Trans>The refund is recorded.</Trans>
          </StatusText>
        </div>
      )}
      {failure && (
        <div className="mt-2">
          <ErrorText>{failure}</ErrorText>
        </div>
      )}
    </form>
  );
}

/** /dashboard/payments/:id (issue 19, billing:manage): one order, its payment, the gateway's notifications, refunds. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const { i18n } = useLingui();
  const query = usePayment(id);
  const payment = query.data?.payment;
  return (
    <div className="max-w-5xl">
      <PageTitle
        actions={
          <Link to="/dashboard/payments" className="text-sky-300 underline">
            <Trans>All payments</Trans>
          </Link>
        }
      >
        <Trans>Payment {payment?.ref ?? ''}</Trans>
      </PageTitle>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorText>{errorMessage(query.error)}</ErrorText>}
      {payment && query.data && (
        <div className="grid grid-cols-1 gap-6">
          <section aria-labelledby="payment-summary" className={panelClass}>
            <h2 id="payment-summary" className="mb-2 text-lg font-semibold text-white">
              {i18n._(STATUS_LABELS[payment.status])}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-200">
              <dt className="text-slate-400">
                <Trans>Company</Trans>
              </dt>
              <dd>{payment.company_name || '—'}</dd>
              <dt className="text-slate-400">
                <Trans>Buyer</Trans>
              </dt>
              <dd>{payment.buyer_email}</dd>
              <dt className="text-slate-400">
                <Trans>Plan</Trans>
              </dt>
              <dd>
                {payment.plan_name} ({i18n._(KIND_LABELS[payment.kind])})
              </dd>
              <dt className="text-slate-400">
                <Trans>Amount</Trans>
              </dt>
              <dd>{formatVnd(payment.amount)}</dd>
              <dt className="text-slate-400">
                <Trans>Created</Trans>
              </dt>
              <dd>{formatDateTime(payment.created_at, PRODUCT_TIME_ZONE)}</dd>
              <dt className="text-slate-400">
                <Trans>Period</Trans>
              </dt>
              <dd>
                {formatDate(payment.period_start)} – {formatDate(payment.period_end)}
              </dd>
              <dt className="text-slate-400">
                <Trans>VNPay transaction</Trans>
              </dt>
              <dd className="font-mono">{payment.transaction_no ?? '—'}</dd>
              <dt className="text-slate-400">
                <Trans>Bank and card</Trans>
              </dt>
              <dd>{[payment.bank_code, payment.card_type].filter(Boolean).join(' · ') || '—'}</dd>
              <dt className="text-slate-400">
                <Trans>Receipt</Trans>
              </dt>
              <dd className="font-mono">{payment.receipt_number ?? '—'}</dd>
              {payment.refunded_at && (
                <>
                  <dt className="text-slate-400">
                    <Trans>Refunded</Trans>
                  </dt>
                  <dd>
                    {formatDate(payment.refunded_at)} — {payment.refund_note}
                  </dd>
                </>
              )}
            </dl>
          </section>

          {payment.status === 'paid' && <RefundForm id={payment.id} />}

          <section aria-labelledby="payment-notifications" className={panelClass}>
            <h2 id="payment-notifications" className="mb-2 text-lg font-semibold text-white">
              <Trans>What the gateway sent</Trans>
            </h2>
            {query.data.notifications.length === 0 ? (
              <p className="text-slate-300">
                <Trans>Nothing yet.</Trans>
              </p>
            ) : (
              <ol className="grid gap-3">
                {query.data.notifications.map((n) => (
                  <li key={n.id} className="rounded-md border border-slate-800 p-3 text-sm text-slate-200">
                    <p>
                      {n.source === 'ipn' ? <Trans>Notification (IPN)</Trans> : <Trans>Browser return</Trans>}{' '}
                      · {formatDateTime(n.received_at, PRODUCT_TIME_ZONE)} ·{' '}
                      {n.signature_valid ? <Trans>signature valid</Trans> : <Trans>signature invalid</Trans>}{' '}
                      · <Trans>answer {n.outcome}</Trans>
                    </p>
                    <details className="mt-1">
                      <summary className="cursor-pointer text-sky-300">
                        <Trans>Fields as sent</Trans>
                      </summary>
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs break-all">
                        {Object.entries(n.fields).map(([name, value]) => (
                          <div key={name} className="contents">
                            <dt className="text-slate-400">{name}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
