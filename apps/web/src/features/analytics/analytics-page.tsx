import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  AnalyticsOptionsReply,
  AnalyticsReport,
  FunnelReport,
  OfferDeclineReason,
  OffersReport,
  OverviewReport,
  PlatformReport,
  RejectionsReport,
  SourcesReport,
  Stage,
  StaleReport,
  TeamReport,
  TimeInStageReport,
  TimeToHireReport,
} from '@app/shared';
import { useFieldProblems } from '@/components/field-problems';
import {
  ANALYTICS_REPORTS,
  OFFER_DECLINE_REASONS,
  REPORT_DAYS,
  STAGES,
  analyticsQuery,
  formatNumber,
} from '@app/shared';
import type { Locale } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import { focusRing, inputClass, labelClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatVnd } from '@/lib/format';
import { downloadReportCsv, useAnalyticsOptions, useDrill, useReport } from './api';
import type { Params } from './api';
import { BarsChart, LineOverTime } from './charts';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { PostingPicker } from './posting-picker';
import {
  DECLINE_LABELS,
  PRESETS,
  PRESET_LABELS,
  REPORT_DEFINITIONS,
  REPORT_LABELS,
  STAGE_LABELS,
} from './labels';
import type { Preset } from './labels';
import { isDay, presetRange, todayInVietnam } from './period';
import { textLang } from '@/lib/lang';

const FILTERS = ['job_id', 'user_id', 'source', 'company_id'] as const;
const DRILL = ['metric', 'stage', 'reason'] as const;

/** The report, period, filters and click-through, kept in the address so a report can be shared (issue 11). */
function useAddress() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('report');
  const report: AnalyticsReport = ANALYTICS_REPORTS.includes(requested as AnalyticsReport)
    ? (requested as AnalyticsReport)
    : 'overview';
  const presetParam = search.get('preset');
  const preset: Preset = PRESETS.includes(presetParam as Preset) ? (presetParam as Preset) : '30';
  const today = todayInVietnam();
  const range =
    preset === 'custom'
      ? {
          from: isDay(search.get('from')) ? search.get('from')! : presetRange('30', today).from,
          to: isDay(search.get('to')) ? search.get('to')! : today,
        }
      : presetRange(preset, today);
  const filters: Params = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? undefined]));
  const drill: Params | null = search.get('metric')
    ? Object.fromEntries(DRILL.map((f) => [f, search.get(f) ?? undefined]))
    : null;
  const update = (changes: Record<string, string | undefined>, keepDrill = false) => {
    const next = new URLSearchParams(search);
    if (!keepDrill) for (const f of DRILL) next.delete(f);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (next.get('preset') !== 'custom') {
      next.delete('from');
      next.delete('to');
    }
    setSearch(next);
  };
  return { report, preset, range, filters, drill, update };
}

type Address = ReturnType<typeof useAddress>;

export function AnalyticsPage() {
  const { t, i18n } = useLingui();
  const address = useAddress();
  const options = useAnalyticsOptions(address.filters);
  const params: Params = { ...address.range, ...address.filters };
  const available = options.data?.available ?? [];
  const isPlatform = available.includes('platform');
  const tabs = ANALYTICS_REPORTS.filter((r) =>
    r === 'platform' ? isPlatform : available.includes('overview'),
  );
  const report = useReport(address.report, params, options.isSuccess);
  // Free and Pro: the server's 402 for an advanced report names the plan that sells it.
  const locked = options.isSuccess && !available.includes('funnel') && available.includes('overview');
  const upsell = useReport('funnel', params, locked);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportCsv(address.report, params, address.range.from, address.range.to);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const reportTitle = i18n._(REPORT_LABELS[address.report]);
  return (
    <section aria-labelledby="analytics-title">
      <PageTitle
        actions={
          report.isSuccess && (
            <button type="button" className={secondaryButtonClass} onClick={exportCsv} disabled={exporting}>
              <Trans>Export CSV</Trans>
            </button>
          )
        }
      >
        <span id="analytics-title">
          <Trans>Analytics</Trans>
        </span>
      </PageTitle>
      {exportError && <ErrorText>{exportError}</ErrorText>}
      {options.isPending && <Spinner label={t`Loading analytics`} />}
      {options.isError && <RequestProblem error={options.error} />}
      {options.data && <FilterBar address={address} options={options.data} />}

      {tabs.length > 0 && (
        <nav aria-label={t`Reports`} className="mt-4 flex flex-wrap gap-2 border-b border-slate-800 pb-2">
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              aria-current={name === address.report ? 'page' : undefined}
              onClick={() => address.update({ report: name === 'overview' ? undefined : name })}
              className={`rounded-md px-3 py-1.5 text-sm ${focusRing} ${
                name === address.report ? 'bg-sky-800 text-white' : 'text-slate-200 hover:bg-slate-800'
              }`}
            >
              {i18n._(REPORT_LABELS[name])}
            </button>
          ))}
        </nav>
      )}

      {options.isSuccess && (
        <div className="mt-4 space-y-4">
          <h2 className="text-xl font-semibold text-white">{reportTitle}</h2>
          <p className="max-w-3xl text-sm text-slate-300" data-testid="report-definition">
            {i18n._(REPORT_DEFINITIONS[address.report])}
          </p>
          <p className="text-sm text-slate-400">
            <Trans>
              Period: {formatDate(`${address.range.from}T00:00:00+07:00`)} –{' '}
              {formatDate(`${address.range.to}T00:00:00+07:00`)} (Vietnam time)
            </Trans>
          </p>
          {report.isPending && <Spinner label={t`Loading the report`} />}
          {report.isError && <RequestProblem error={report.error} />}
          {report.data && (
            <ReportView
              report={address.report}
              data={report.data.data}
              open={(drill) => address.update(drill, true)}
            />
          )}
          {address.report === 'overview' && locked && upsell.isError && (
            <div>
              <h3 className="mb-2 text-lg font-semibold text-white">
                <Trans>More reports</Trans>
              </h3>
              {upsell.error && <RequestProblem error={upsell.error} />}
            </div>
          )}
          {address.drill && <DrillPanel address={address} params={params} />}
        </div>
      )}
    </section>
  );
}

function FilterBar({ address, options }: { address: Address; options: AnalyticsOptionsReply }) {
  const { t, i18n } = useLingui();
  const [from, setFrom] = useState(address.range.from);
  const [to, setTo] = useState(address.range.to);
  const period = useFieldProblems({ from: 'analytics-from', to: 'analytics-to' });
  const select = (id: string, label: string, value: string | undefined, choices: Array<[string, string]>) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => address.update({ [id.replace('analytics-', '')]: e.target.value || undefined })}
      >
        <option value="">{t`All`}</option>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={`${panelClass} grid gap-3 sm:grid-cols-2 lg:grid-cols-4`}>
      <div>
        <label htmlFor="analytics-preset" className={labelClass}>
          <Trans>Date range</Trans>
        </label>
        <select
          id="analytics-preset"
          className={inputClass}
          value={address.preset}
          onChange={(e) =>
            address.update(
              e.target.value === 'custom'
                ? { preset: 'custom', from: address.range.from, to: address.range.to }
                : { preset: e.target.value === '30' ? undefined : e.target.value },
            )
          }
        >
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRESET_LABELS[p])}
            </option>
          ))}
        </select>
      </div>
      {address.preset === 'custom' && (
        <form
          noValidate
          className="flex items-end gap-2 sm:col-span-2"
          onSubmit={(e) => {
            e.preventDefault();
            // The shared rules, said beside the day (decision 1182); a day that is not one, or out of the years the
            // reports cover, in the page's words (the rule's own text names the query's field).
            const found: Partial<Record<'from' | 'to', string>> = {};
            for (const issue of analyticsQuery.safeParse({ from, to }).error?.issues ?? []) {
              const field = issue.path[0];
              if (field !== 'from' && field !== 'to') continue;
              const own = !issue.message.startsWith(`${field} is `);
              found[field] ??= own
                ? issue.message
                : t`Enter a day from ${REPORT_DAYS.first} to ${REPORT_DAYS.last}`;
            }
            if (!period.report(found)) return;
            address.update({ preset: 'custom', from, to });
          }}
        >
          <div>
            <label htmlFor="analytics-from" className={labelClass}>
              <Trans>From</Trans>
            </label>
            <input
              id="analytics-from"
              type="date"
              min={REPORT_DAYS.first}
              max={REPORT_DAYS.last}
              className={inputClass}
              value={from}
              {...period.controlProps('from')}
              onChange={(e) => setFrom(e.target.value)}
            />
            {period.messageFor('from')}
          </div>
          <div>
            <label htmlFor="analytics-to" className={labelClass}>
              <Trans>To</Trans>
            </label>
            <input
              id="analytics-to"
              type="date"
              min={REPORT_DAYS.first}
              max={REPORT_DAYS.last}
              className={inputClass}
              value={to}
              {...period.controlProps('to')}
              onChange={(e) => setTo(e.target.value)}
            />
            {period.messageFor('to')}
          </div>
          <button type="submit" className={secondaryButtonClass}>
            <Trans>Show</Trans>
          </button>
        </form>
      )}
      {options.companies.length > 0 &&
        select(
          'analytics-company_id',
          t`Company`,
          address.filters.company_id,
          options.companies.map((c) => [c.id, c.name]),
        )}
      <PostingPicker
        companyId={address.filters.company_id}
        value={address.filters.job_id}
        onChange={(jobId) => address.update({ job_id: jobId })}
      />
      {options.teammates.length > 0 &&
        select(
          'analytics-user_id',
          t`Teammate`,
          address.filters.user_id,
          options.teammates.map((m) => [m.id, m.name]),
        )}
      {select(
        'analytics-source',
        t`Source`,
        address.filters.source,
        options.sources.map((s) => [s, listEntryLabel(i18n, s)]),
      )}
    </div>
  );
}

type Open = (drill: { metric: string; stage?: string; reason?: string; job_id?: string }) => void;

/** A number that opens the applications behind it. */
function Count({ value, open, label }: { value: number; open?: () => void; label: string }) {
  const { i18n } = useLingui();
  const text = formatNumber(value, i18n.locale as Locale);
  if (!open || value === 0) return <span>{text}</span>;
  return (
    <button
      type="button"
      onClick={open}
      aria-label={label}
      className={`font-semibold text-sky-300 underline hover:text-white ${focusRing}`}
    >
      {text}
    </button>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm text-slate-200">
        <caption className="mb-1 text-left font-medium text-slate-300">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-700">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-medium text-slate-300">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-slate-800">
              {cells.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-1 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-2 py-1">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "30/10", "3/11": a YYYY-MM-DD day as day/month, for the ticks of a chart (never the ISO "10-30"). */
export function dayTick(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi' : 'en-GB', {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return {
    n: (v: number) => formatNumber(v, locale),
    /** "30 thg 10, 2026" / "30 Oct 2026": a report's day (YYYY-MM-DD, Vietnam's calendar), as the period line writes it. */
    day: (day: string) => formatDate(`${day}T00:00:00+07:00`, locale),
    /** "30/10": a day under a chart, day before month in both languages. */
    tick: (day: string) => dayTick(day, locale),
    days: (v: number | null) => (v === null ? '–' : formatNumber(v, locale)),
    percent: (v: number | null) =>
      v === null
        ? '–'
        : new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
            style: 'percent',
            maximumFractionDigits: 1,
          }).format(v),
  };
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([term, value]) => (
        <div key={term} className={panelClass}>
          <dt className="text-xs text-slate-400">{term}</dt>
          <dd className="text-2xl font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportView({ report, data, open }: { report: AnalyticsReport; data: unknown; open: Open }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const stage = (s: string) => (STAGES.includes(s as Stage) ? i18n._(STAGE_LABELS[s as Stage]) : s);
  switch (report) {
    case 'overview': {
      const d = data as OverviewReport;
      return (
        <div className="space-y-6">
          <BarsChart data={d.stages.map((s) => ({ label: stage(s.stage), value: s.count }))} />
          <Table
            caption={t`Applications per stage now`}
            head={[t`Stage`, t`Applications`]}
            rows={d.stages.map((s) => [
              stage(s.stage),
              <Count
                key="n"
                value={s.count}
                label={plural(
                  { count: s.count },
                  {
                    one: `Open the # application in ${{ stage: stage(s.stage) }}`,
                    other: `Open the # applications in ${{ stage: stage(s.stage) }}`,
                  },
                )}
                open={() => open({ metric: 'current', stage: s.stage })}
              />,
            ])}
          />
          <LineOverTime data={d.over_time.map((p) => ({ label: f.tick(p.day), value: p.count }))} />
          <details>
            <summary className={`cursor-pointer text-sm text-sky-300 ${focusRing}`}>
              <Trans>Applications per day as a table</Trans>
            </summary>
            <Table
              caption={t`Applications created per day`}
              head={[t`Day`, t`Applications`]}
              rows={d.over_time.map((p) => [f.day(p.day), f.n(p.count)])}
            />
          </details>
          <Table
            caption={t`Applications created in the period per posting`}
            head={[t`Posting`, t`Applications`, t`Still active`]}
            rows={d.postings.map((p) => [
              <span key="t" lang={textLang(p.title)}>
                {p.title}
              </span>,
              <Count
                key="n"
                value={p.applications}
                label={plural(
                  { count: p.applications },
                  {
                    one: `Open the # application to ${{ posting: p.title }}`,
                    other: `Open the # applications to ${{ posting: p.title }}`,
                  },
                )}
                open={() => open({ metric: 'created', job_id: p.job_id })}
              />,
              f.n(p.active),
            ])}
          />
        </div>
      );
    }
    case 'funnel': {
      const d = data as FunnelReport;
      return (
        <div className="space-y-4">
          <BarsChart data={d.stages.map((s) => ({ label: stage(s.stage), value: s.reached }))} />
          <Table
            caption={t`Applications that reached each stage`}
            head={[t`Stage`, t`Reached`, t`Pass-through to the next stage`]}
            rows={d.stages.map((s) => [
              stage(s.stage),
              <Count
                key="n"
                value={s.reached}
                label={plural(
                  { count: s.reached },
                  {
                    one: `Open the # application that reached ${{ stage: stage(s.stage) }}`,
                    other: `Open the # applications that reached ${{ stage: stage(s.stage) }}`,
                  },
                )}
                open={() => open({ metric: 'reached', stage: s.stage })}
              />,
              f.percent(s.pass_through),
            ])}
          />
        </div>
      );
    }
    case 'time-to-hire': {
      const d = data as TimeToHireReport;
      return (
        <div className="space-y-4">
          <Facts
            items={[
              [
                t`Hires`,
                <Count
                  key="n"
                  value={d.hires}
                  label={plural({ count: d.hires }, { one: `Open the # hire`, other: `Open the # hires` })}
                  open={() => open({ metric: 'hired' })}
                />,
              ],
              [t`Median (days)`, f.days(d.median_days)],
              [t`Mean (days)`, f.days(d.mean_days)],
            ]}
          />
          <BarsChart data={d.postings.map((p) => ({ label: p.title, value: p.median_days ?? 0 }))} />
          <Table
            caption={t`Time to hire and to fill per posting (days)`}
            head={[t`Posting`, t`Hires`, t`Median`, t`Mean`, t`Time to fill`]}
            rows={d.postings.map((p) => [
              <span key="t" lang={textLang(p.title)}>
                {p.title}
              </span>,
              f.n(p.hires),
              f.days(p.median_days),
              f.days(p.mean_days),
              f.days(p.time_to_fill_days),
            ])}
          />
        </div>
      );
    }
    case 'time-in-stage': {
      const d = data as TimeInStageReport;
      return (
        <div className="space-y-4">
          <BarsChart data={d.stages.map((s) => ({ label: stage(s.stage), value: s.median_days ?? 0 }))} />
          <Table
            caption={t`Time in each stage (days)`}
            head={[t`Stage`, t`Completed stays`, t`Median`, t`In stage now`, t`Oldest now`]}
            rows={d.stages.map((s) => [
              stage(s.stage),
              f.n(s.completed),
              f.days(s.median_days),
              <Count
                key="n"
                value={s.open}
                label={plural(
                  { count: s.open },
                  {
                    one: `Open the # application in ${{ stage: stage(s.stage) }} now`,
                    other: `Open the # applications in ${{ stage: stage(s.stage) }} now`,
                  },
                )}
                open={() => open({ metric: 'current', stage: s.stage })}
              />,
              f.days(s.oldest_open_days),
            ])}
          />
        </div>
      );
    }
    case 'sources': {
      const d = data as SourcesReport;
      return (
        <div className="space-y-4">
          <BarsChart
            data={d.sources.map((s) => ({ label: listEntryLabel(i18n, s.source), value: s.applications }))}
          />
          <Table
            caption={t`Applications per source`}
            head={[t`Source`, t`Applications`, t`Reached interview`, t`Offers`, t`Hires`]}
            rows={d.sources.map((s) => [
              listEntryLabel(i18n, s.source),
              <Count
                key="n"
                value={s.applications}
                label={plural(
                  { count: s.applications },
                  {
                    one: `Open the # application from ${{ source: listEntryLabel(i18n, s.source) }}`,
                    other: `Open the # applications from ${{ source: listEntryLabel(i18n, s.source) }}`,
                  },
                )}
                open={() => open({ metric: 'source', reason: s.source })}
              />,
              f.n(s.interview),
              f.n(s.offer),
              f.n(s.hired),
            ])}
          />
        </div>
      );
    }
    case 'offers': {
      const d = data as OffersReport;
      const reason = (r: string) =>
        OFFER_DECLINE_REASONS.includes(r as OfferDeclineReason)
          ? i18n._(DECLINE_LABELS[r as OfferDeclineReason])
          : r;
      return (
        <div className="space-y-4">
          <Facts
            items={[
              [
                t`Offers made`,
                <Count
                  key="m"
                  value={d.made}
                  label={t`Open the offers made`}
                  open={() => open({ metric: 'offer_made' })}
                />,
              ],
              [
                t`Accepted`,
                <Count
                  key="a"
                  value={d.accepted}
                  label={t`Open the accepted offers`}
                  open={() => open({ metric: 'offer_accepted' })}
                />,
              ],
              [
                t`Declined`,
                <Count
                  key="d"
                  value={d.declined}
                  label={t`Open the declined offers`}
                  open={() => open({ metric: 'offer_declined' })}
                />,
              ],
              [t`Rejected after the offer`, f.n(d.rejected)],
              [t`Awaiting an answer`, f.n(d.pending)],
              [t`Acceptance rate`, f.percent(d.acceptance_rate)],
            ]}
          />
          <BarsChart data={d.decline_reasons.map((r) => ({ label: reason(r.reason), value: r.count }))} />
          <Table
            caption={t`Why candidates declined`}
            head={[t`Reason`, t`Offers`]}
            rows={d.decline_reasons.map((r) => [reason(r.reason), f.n(r.count)])}
          />
        </div>
      );
    }
    case 'rejections': {
      const d = data as RejectionsReport;
      return (
        <div className="space-y-4">
          <BarsChart
            data={d.reasons.map((r) => ({ label: listEntryLabel(i18n, r.reason), value: r.count }))}
          />
          <Table
            caption={t`Rejections by reason`}
            head={[t`Reason`, t`Applications`]}
            rows={d.reasons.map((r) => [
              r.reason ? listEntryLabel(i18n, r.reason) : t`No reason given`,
              <Count
                key="n"
                value={r.count}
                label={plural(
                  { count: r.count },
                  {
                    one: `Open the # application rejected for this reason`,
                    other: `Open the # applications rejected for this reason`,
                  },
                )}
                open={() => open({ metric: 'rejected', reason: r.reason })}
              />,
            ])}
          />
          <Table
            caption={t`Rejections by the stage they came from`}
            head={[t`Stage`, t`Applications`]}
            rows={d.by_stage.map((r) => [
              stage(r.stage),
              <Count
                key="n"
                value={r.count}
                label={plural(
                  { count: r.count },
                  {
                    one: `Open the # application rejected from ${{ stage: stage(r.stage) }}`,
                    other: `Open the # applications rejected from ${{ stage: stage(r.stage) }}`,
                  },
                )}
                open={() => open({ metric: 'rejected', stage: r.stage })}
              />,
            ])}
          />
        </div>
      );
    }
    case 'stale': {
      const d = data as StaleReport;
      return (
        <div className="space-y-4">
          <Facts
            items={[
              [
                t`Stale applications`,
                <Count
                  key="n"
                  value={d.total}
                  label={t`Open the stale applications`}
                  open={() => open({ metric: 'stale' })}
                />,
              ],
            ]}
          />
          <BarsChart data={d.postings.map((p) => ({ label: p.title, value: p.count }))} />
          <Table
            caption={t`Stale applications per posting`}
            head={[t`Posting`, t`Applications`, t`Oldest (days without a move)`]}
            rows={d.postings.map((p) => [
              <span key="t" lang={textLang(p.title)}>
                {p.title}
              </span>,
              <Count
                key="n"
                value={p.count}
                label={plural(
                  { count: p.count },
                  {
                    one: `Open the # stale application to ${{ posting: p.title }}`,
                    other: `Open the # stale applications to ${{ posting: p.title }}`,
                  },
                )}
                open={() => open({ metric: 'stale', job_id: p.job_id })}
              />,
              f.n(p.oldest_days),
            ])}
          />
          <Table
            caption={t`Stale applications per recruiter`}
            head={[t`Recruiter`, t`Applications`]}
            rows={d.recruiters.map((r) => [r.name || t`Nobody`, f.n(r.count)])}
          />
        </div>
      );
    }
    case 'team': {
      const d = data as TeamReport;
      return (
        <div className="space-y-4">
          <BarsChart data={d.members.map((m) => ({ label: m.name, value: m.moves }))} />
          <Table
            caption={t`Activity per teammate`}
            head={[
              t`Teammate`,
              t`Stage moves`,
              t`Interviews scheduled`,
              t`Feedback submitted`,
              t`Feedback overdue`,
            ]}
            rows={d.members.map((m) => [
              m.name,
              f.n(m.moves),
              f.n(m.interviews_scheduled),
              f.n(m.feedback_submitted),
              f.n(m.feedback_overdue),
            ])}
          />
        </div>
      );
    }
    case 'platform': {
      const d = data as PlatformReport;
      return (
        <div className="space-y-4">
          <Facts
            items={[
              [t`Sign-ups`, f.n(d.sign_ups)],
              [t`Verified accounts`, f.n(d.verified)],
              [t`Postings published`, f.n(d.postings_published)],
              [t`Applications`, f.n(d.applications)],
              [t`Monthly recurring revenue`, formatVnd(d.mrr_vnd)],
            ]}
          />
          <BarsChart data={d.plans.map((p) => ({ label: p.display_name, value: p.active }))} />
          <Table
            caption={t`Plans`}
            head={[t`Plan`, t`Upgrades`, t`Cancellations`, t`Active employers now`]}
            rows={d.plans.map((p) => [p.display_name, f.n(p.upgrades), f.n(p.cancellations), f.n(p.active)])}
          />
        </div>
      );
    }
  }
}

/** The applications behind a number (decision 906), each linking to its page. */
function DrillPanel({ address, params }: { address: Address; params: Params }) {
  const { t, i18n } = useLingui();
  const drill = useDrill({ ...params, ...address.drill });
  return (
    <section aria-labelledby="drill-title" className={panelClass}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id="drill-title" className="text-lg font-semibold text-white">
          <Trans>Applications behind this number</Trans>
        </h3>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => address.update({ metric: undefined, stage: undefined, reason: undefined })}
        >
          <Trans>Close</Trans>
        </button>
      </div>
      {drill.isPending && <Spinner label={t`Loading the applications`} />}
      {drill.isError && <RequestProblem error={drill.error} />}
      {drill.data && (
        <>
          <StatusText>
            <Plural value={{ count: drill.data.total }} one="# application" other="# applications" />
          </StatusText>
          <ul className="mt-2 divide-y divide-slate-800" data-testid="drill-list">
            {drill.data.applications.map((a) => {
              const name = a.candidate;
              const title = a.job.title;
              return (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <Link
                    to={`/dashboard/applications/${a.id}`}
                    className={`font-medium text-sky-300 underline hover:text-white ${focusRing}`}
                  >
                    <Trans>
                      {name} — {title}
                    </Trans>
                  </Link>
                  <span className="text-slate-300">
                    {i18n._(STAGE_LABELS[a.stage])} · {listEntryLabel(i18n, a.source)} ·{' '}
                    {formatDate(a.created_at)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
