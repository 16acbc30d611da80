import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ORDER_KINDS, ORDER_STATUSES, PLAN_NAMES } from '@app/shared';
import { Field, SelectField } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import { useDraftFromAddress } from '@/components/use-draft-from-address';
import { buttonClass, inputClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatVnd } from '@/lib/format';
import { downloadPaymentsCsv, usePayments } from './payments-api';
import { KIND_LABELS, STATUS_LABELS } from './billing-labels';

const FILTERS = ['status', 'plan', 'kind', 'q', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 25;

/** The filters live in the address, so a reload or a shared link shows the same list. */
function useAddress() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])) as Record<
    Filter,
    string | undefined
  >;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return {
    filters,
    page,
    setFilters(next: Record<Filter, string | undefined>) {
      const search = new URLSearchParams();
      for (const name of FILTERS) if (next[name]) search.set(name, next[name]!);
      setParams(search);
    },
    setPage(next: number) {
      const search = new URLSearchParams(params);
      search.set('page', String(next));
      setParams(search);
    },
  };
}

/** The filters, refilled in place when the address changes (Back, a link): a form mounted anew for it dropped the
 * focus of "Apply filters" on the page's body (decision 1235). */
function FilterForm({
  values,
  source,
  onApply,
}: {
  values: Record<Filter, string | undefined>;
  /** The address's filters the values come from: a new one refills the form. */
  source: string;
  onApply: (next: Record<Filter, string | undefined>) => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useDraftFromAddress(source, () => values);
  const set = (name: Filter) => (value: string) => setDraft((d) => ({ ...d, [name]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t`Filter the payments`} className={`${panelClass} mb-4`}>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id="payments-status"
          label={<Trans>Status</Trans>}
          value={draft.status ?? ''}
          onChange={set('status')}
          emptyLabel={t`Any status`}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
        />
        <SelectField
          id="payments-plan"
          label={<Trans>Plan</Trans>}
          value={draft.plan ?? ''}
          onChange={set('plan')}
          emptyLabel={t`Any plan`}
          options={PLAN_NAMES.filter((p) => p !== 'free').map((p) => ({
            value: p,
            label: p === 'standard' ? 'Pro' : 'Enterprise',
          }))}
        />
        <SelectField
          id="payments-kind"
          label={<Trans>Kind</Trans>}
          value={draft.kind ?? ''}
          onChange={set('kind')}
          emptyLabel={t`Any kind`}
          options={ORDER_KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))}
        />
        <Field id="payments-q" label={<Trans>Company, order or e-mail</Trans>}>
          <input
            id="payments-q"
            className={inputClass}
            value={draft.q ?? ''}
            onChange={(e) => set('q')(e.target.value)}
          />
        </Field>
        <Field id="payments-from" label={<Trans>From (day)</Trans>}>
          <input
            id="payments-from"
            type="date"
            className={inputClass}
            value={draft.from ?? ''}
            onChange={(e) => set('from')(e.target.value)}
          />
        </Field>
        <Field id="payments-to" label={<Trans>Until (day)</Trans>}>
          <input
            id="payments-to"
            type="date"
            className={inputClass}
            value={draft.to ?? ''}
            onChange={(e) => set('to')(e.target.value)}
          />
        </Field>
      </div>
      <div className="mt-3 flex gap-3">
        <button type="submit" className={buttonClass}>
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            onApply({
              status: undefined,
              plan: undefined,
              kind: undefined,
              q: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * /dashboard/payments (issue 19, billing:manage): every order with its payment, filtered in the address, the VND
 * received by those that match, a CSV of all of them, and each one's page with the gateway's fields and refunds.
 */
export function PaymentsPage() {
  const { t, i18n } = useLingui();
  const address = useAddress();
  const list = usePayments({ ...address.filters, page: String(address.page), pageSize: String(PAGE_SIZE) });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const total = list.data?.total ?? 0;
  const received = list.data ? formatVnd(list.data.received) : '';
  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadPaymentsCsv(address.filters);
    } catch (caught) {
      setExportError(errorMessage(caught));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="max-w-6xl">
      <PageTitle>
        <Trans>Payments</Trans>
      </PageTitle>
      <FilterForm
        source={JSON.stringify(address.filters)}
        values={address.filters}
        onApply={address.setFilters}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={exporting}
          onClick={() => void download()}
        >
          {exporting ? <Trans>Preparing the CSV…</Trans> : <Trans>Download CSV</Trans>}
        </button>
        {list.data && (
          <span className="text-sm text-slate-300">
            <Plural
              value={total}
              one={`# order; received ${received}`}
              other={`# orders; received ${received}`}
            />
          </span>
        )}
      </div>
      <ErrorText>{exportError}</ErrorText>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorText>{errorMessage(list.error)}</ErrorText>
      ) : list.data.payments.length === 0 ? (
        <p className="text-slate-300">
          <Trans>No payment matches.</Trans>
        </p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm text-slate-200">
              <caption className="sr-only">{t`Payments`}</caption>
              <thead className="text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    <Trans>Order</Trans>
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    <Trans>Company</Trans>
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
                {list.data.payments.map((p) => (
                  <tr key={p.id} className="border-t border-slate-800">
                    <td className="py-2 pr-3">{formatDate(p.created_at)}</td>
                    <td className="py-2 pr-3 font-mono">
                      <Link to={`/dashboard/payments/${p.id}`} className="text-sky-300 underline">
                        {p.ref}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">
                      {p.company_name || '—'}
                      <span className="block text-xs text-slate-400">{p.buyer_email}</span>
                    </td>
                    <td className="py-2 pr-3">
                      {p.plan_name}
                      <span className="block text-xs text-slate-400">{i18n._(KIND_LABELS[p.kind])}</span>
                    </td>
                    <td className="py-2 pr-3 text-right">{formatVnd(p.amount)}</td>
                    <td className="py-2">{i18n._(STATUS_LABELS[p.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={address.page}
            pages={Math.max(1, Math.ceil(list.data.total / PAGE_SIZE))}
            onPage={address.setPage}
          />
        </>
      )}
    </div>
  );
}
