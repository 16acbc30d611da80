import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { bulkApproveRequest, decisionRequest, formatDateTimeInZone, formatNumber } from '@app/shared';
import type { ApprovalDecision, ApprovalItem, ApprovalStatus, Locale, PublicProject } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFocusAfterLoadMore } from '@/components/use-focus-after-load-more';
import { ErrorText, StatusText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { useApprovalDetail, useApprovalQueue, useBulkApprove, useDecide } from './api';

const KIND_LABEL: Record<ApprovalItem['kind'], MessageDescriptor> = { project: msg`Project` };
const STATUS_LABEL: Record<ApprovalStatus, MessageDescriptor> = {
  pending: msg`Waiting`,
  approved: msg`Approved`,
  changes_requested: msg`Changes requested`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};
const DECISION_LABEL: Record<ApprovalDecision, MessageDescriptor> = {
  approve: msg`Approve`,
  request_changes: msg`Request changes`,
  reject: msg`Reject`,
};
const ZONE = 'Asia/Ho_Chi_Minh';

/** How long an item has waited: "3 d 4 h", "5 h", "12 min". */
function useWaited() {
  const { t } = useLingui();
  return (since: string) => {
    const minutes = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t`${days} d ${hours} h`;
    if (hours > 0) return t`${hours} h`;
    return t`${minutes} min`;
  };
}

function DecisionForm({ item, onDone }: { item: ApprovalItem; onDone: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const decide = useDecide();
  const [decision, setDecision] = useState<ApprovalDecision>('approve');
  const [reason, setReason] = useState('');
  const title = item.title;
  const problems = useFieldProblems({ reason: `reason-${item.id}` });
  const server = serverFieldErrors(decide.error);
  return (
    <form
      noValidate
      aria-label={t`Decision on “${title}”`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problems.check(decisionRequest, { decision, reason })) return;
        decide.mutate(
          { id: item.id, decision, reason },
          {
            onSuccess: () => {
              setReason('');
              onDone(t`“${title}”: ${i18n._(DECISION_LABEL[decision])}.`);
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className={labelClass}>
          <Trans>Decision</Trans>
        </legend>
        <div className="flex flex-wrap gap-4 text-slate-100">
          {(['approve', 'request_changes', 'reject'] as const).map((d) => (
            <label key={d} className="flex items-center gap-2">
              <input
                type="radio"
                name={`decision-${item.id}`}
                value={d}
                checked={decision === d}
                onChange={() => setDecision(d)}
              />
              {i18n._(DECISION_LABEL[d])}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`reason-${item.id}`} className={labelClass}>
          <Trans>Reason (the requester reads it)</Trans>
        </label>
        <textarea
          id={`reason-${item.id}`}
          rows={3}
          className={inputClass}
          value={reason}
          {...problems.controlProps('reason', server)}
          onChange={(e) => setReason(e.target.value)}
        />
        {problems.messageFor('reason', server)}
      </div>
      {decide.error && <ErrorText>{errorMessage(decide.error)}</ErrorText>}
      <button type="submit" className={buttonClass} disabled={decide.isPending}>
        <Trans>Send decision</Trans>
      </button>
    </form>
  );
}

function Detail({
  id,
  renderPreview,
  onDone,
}: {
  id: string;
  renderPreview: (project: PublicProject) => ReactNode;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const detail = useApprovalDetail(id);
  const locale = i18n.locale as Locale;
  if (detail.isPending) return <Spinner label={t`Loading the request…`} className="min-h-0" />;
  if (detail.isError) return <ErrorText>{errorMessage(detail.error)}</ErrorText>;
  const { item, preview, history } = detail.data;
  return (
    <section aria-labelledby="detail-title" className={`${panelClass} space-y-5`}>
      <h2 id="detail-title" className="text-xl font-semibold text-white">
        {item.title}
      </h2>
      <div>
        <h3 className="mb-2 font-semibold text-slate-100">
          <Trans>Preview, as the public page will show it</Trans>
        </h3>
        <div className="max-w-sm rounded-xl bg-slate-50 p-4">
          {preview.kind === 'project' && renderPreview(preview.project)}
        </div>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-100">
          <Trans>History</Trans>
        </h3>
        <ol className="space-y-2 text-sm text-slate-200">
          {history.map((h) => {
            const round = h.round;
            return (
              <li key={h.id} className="rounded-md border border-slate-700 p-2">
                <p>
                  <Trans>
                    Submission {round}, {formatDateTimeInZone(h.submitted_at, ZONE, locale)}
                  </Trans>{' '}
                  — <strong>{i18n._(STATUS_LABEL[h.status])}</strong>
                  {h.decided_by && (
                    <>
                      {' '}
                      <Trans>by {h.decided_by}</Trans>
                    </>
                  )}
                </p>
                {h.reason && <p className="text-slate-300">{h.reason}</p>}
              </li>
            );
          })}
        </ol>
      </div>
      {item.status === 'pending' && <DecisionForm item={item} onDone={onDone} />}
    </section>
  );
}

/**
 * /dashboard/approvals (issue 12, decision 701): one queue of submissions, the longest wait first; a preview exactly
 * as the public page will show it (the route passes the public card), a decision with a reason, bulk approval and
 * the history of each item.
 */
export function ApprovalsPage({ renderPreview }: { renderPreview: (project: PublicProject) => ReactNode }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const queue = useApprovalQueue(status);
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // After "Load more", the focus goes to the first row it added (decision 1098).
  const startedMore = useFocusAfterLoadMore(
    queue.isFetchingNextPage,
    queue.items.length,
    listRef,
    'tbody > tr',
    moreRef,
  );
  const bulk = useBulkApprove();
  const waited = useWaited();
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkReason, setBulkReason] = useState('');
  const bulkProblems = useFieldProblems({ reason: 'bulk-reason' });
  const [notice, setNotice] = useState('');
  /** The requests a bulk approval could not approve, each with the server's reason (decision 701). */
  const [failures, setFailures] = useState<Array<{ id: string; title: string; message: string }>>([]);
  const locale = i18n.locale as Locale;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const pending = queue.pending;
  const shown = formatNumber(queue.items.length, locale);

  return (
    <div>
      <PageTitle>
        <Trans>Approvals</Trans>
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t`Which requests`}>
        <button
          type="button"
          aria-pressed={status === 'pending'}
          className={status === 'pending' ? buttonClass : secondaryButtonClass}
          onClick={() => {
            setStatus('pending');
            setOpen(null);
          }}
        >
          <Trans>Waiting ({pending})</Trans>
        </button>
        <button
          type="button"
          aria-pressed={status === 'decided'}
          className={status === 'decided' ? buttonClass : secondaryButtonClass}
          onClick={() => {
            setStatus('decided');
            setOpen(null);
          }}
        >
          <Trans>Decided</Trans>
        </button>
      </div>
      <div aria-live="polite">
        {notice && <StatusText>{notice}</StatusText>}
        {failures.length > 0 && (
          <ul aria-label={t`Not approved`} className="mt-2 list-disc pl-6 text-sm text-amber-200">
            {failures.map((f) => (
              <li key={f.id}>
                “{f.title}”: {f.message}
              </li>
            ))}
          </ul>
        )}
      </div>

      {queue.isPending ? (
        <Spinner label={t`Loading the queue…`} />
      ) : queue.isError && !queue.data ? (
        <ErrorText>{errorMessage(queue.error)}</ErrorText>
      ) : queue.items.length === 0 ? (
        <p className="text-slate-300">
          {status === 'pending' ? (
            <Trans>Nothing is waiting for approval.</Trans>
          ) : (
            <Trans>No decisions yet.</Trans>
          )}
        </p>
      ) : (
        <div ref={listRef} className="overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-200">
            <caption className="sr-only">
              {status === 'pending' ? t`Requests waiting, the longest wait first` : t`Decided requests`}
            </caption>
            <thead className="text-slate-300">
              <tr>
                {status === 'pending' && (
                  <th scope="col" className="py-2 pr-2">
                    <span className="sr-only">
                      <Trans>Select</Trans>
                    </span>
                  </th>
                )}
                <th scope="col" className="py-2 pr-4">
                  <Trans>What</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Requested by</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Submitted</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  {status === 'pending' ? <Trans>Waiting for</Trans> : <Trans>Decision</Trans>}
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => {
                const title = item.title;
                return (
                  <tr key={item.id} className="border-t border-slate-800">
                    {status === 'pending' && (
                      <td className="py-2 pr-2">
                        <input
                          type="checkbox"
                          aria-label={t`Select “${title}”`}
                          checked={selected.includes(item.id)}
                          onChange={() => toggle(item.id)}
                        />
                      </td>
                    )}
                    <td className="py-2 pr-4">
                      <span className="mr-2 rounded bg-slate-700 px-2 py-0.5 text-xs">
                        {i18n._(KIND_LABEL[item.kind])}
                      </span>
                      <button
                        type="button"
                        className="font-medium text-sky-300 underline-offset-2 hover:underline"
                        aria-expanded={open === item.id}
                        onClick={() => setOpen(open === item.id ? null : item.id)}
                      >
                        {title}
                      </button>
                      {item.revision && (
                        <span className="ml-2 text-xs text-amber-200">
                          <Trans>revision of a published item</Trans>
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-4">{item.requester.name}</td>
                    <td className="py-2 pr-4">{formatDateTimeInZone(item.submitted_at, ZONE, locale)}</td>
                    <td className="py-2 pr-4">
                      {status === 'pending' ? waited(item.submitted_at) : i18n._(STATUS_LABEL[item.status])}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {queue.hasNextPage && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                ref={moreRef}
                type="button"
                className={secondaryButtonClass}
                disabled={queue.isFetchingNextPage}
                onClick={() => {
                  startedMore();
                  void queue.fetchNextPage();
                }}
              >
                {queue.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more requests</Trans>}
              </button>
              <span role="status" className="text-sm text-slate-300">
                {queue.isFetchNextPageError ? (
                  <Trans>The next requests could not be loaded. Try again.</Trans>
                ) : (
                  <Trans>{shown} requests shown, more remain.</Trans>
                )}
              </span>
            </div>
          )}
        </div>
      )}

      {status === 'pending' && selected.length > 0 && (
        <form
          noValidate
          className={`${panelClass} mt-4 space-y-3`}
          aria-label={t`Approve the selected requests`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!bulkProblems.check(bulkApproveRequest, { ids: selected, reason: bulkReason })) return;
            bulk.mutate(
              { ids: selected, reason: bulkReason },
              {
                onSuccess: (results) => {
                  const ok = results.filter((r) => r.ok).length;
                  const titles = new Map(queue.items.map((i) => [i.id, i.title]));
                  setSelected([]);
                  setBulkReason('');
                  setNotice(t`${ok} of ${results.length} approved.`);
                  setFailures(
                    results
                      .filter((r) => !r.ok)
                      .map((r) => ({ id: r.id, title: titles.get(r.id) ?? r.id, message: r.message ?? '' })),
                  );
                },
              },
            );
          }}
        >
          <label htmlFor="bulk-reason" className={labelClass}>
            <Trans>Reason for approving the selected requests</Trans>
          </label>
          <textarea
            id="bulk-reason"
            rows={2}
            className={inputClass}
            value={bulkReason}
            {...bulkProblems.controlProps('reason', serverFieldErrors(bulk.error))}
            onChange={(e) => setBulkReason(e.target.value)}
          />
          {bulkProblems.messageFor('reason', serverFieldErrors(bulk.error))}
          {bulk.error && <ErrorText>{errorMessage(bulk.error)}</ErrorText>}
          <button type="submit" className={buttonClass} disabled={bulk.isPending}>
            <Trans>Approve selected ({selected.length})</Trans>
          </button>
        </form>
      )}

      {open && (
        <div className="mt-6">
          <Detail
            key={open}
            id={open}
            renderPreview={renderPreview}
            onDone={(text) => {
              setNotice(text);
              setFailures([]);
              setOpen(null);
            }}
          />
        </div>
      )}
    </div>
  );
}
