import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { Trans, useLingui } from '@lingui/react/macro';
import { interviewKitRequest, KIT_ATTRIBUTES_MAX, KIT_QUESTIONS_MAX } from '@app/shared';
import type { InterviewKit } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { textLang } from '@/lib/lang';
import { STAGE_NAMES } from '@/lib/recruitment-labels';
import { useInterviewKits, useSaveInterviewKit } from './api';
import { errorText } from './text';

type Row = { key: number; id?: string; text: string };

/** React keys of the editable rows: unique on the page, whatever the list. */
let nextKey = 0;
const make = (items: Array<{ id?: string; text: string }>): Row[] =>
  items.map((item) => ({ key: nextKey++, id: item.id, text: item.text }));

/** The editable rows of a list, each with a key of its own (ids are the server's, new rows have none). */
function useRows(initial: Array<{ id: string; text: string }>) {
  const [rows, setRows] = useState<Row[]>(() => make(initial));
  return {
    rows,
    reset: (items: Array<{ id: string; text: string }>) => setRows(make(items)),
    add: () => setRows((all) => [...all, ...make([{ text: '' }])]),
    remove: (key: number) => setRows((all) => all.filter((r) => r.key !== key)),
    change: (key: number, text: string) =>
      setRows((all) => all.map((r) => (r.key === key ? { ...r, text } : r))),
    /** Swaps a row with its neighbour above (-1) or below (+1); the kit keeps the order it is saved in. */
    move: (key: number, by: -1 | 1) =>
      setRows((all) => {
        const from = all.findIndex((r) => r.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= all.length) return all;
        const next = [...all];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
  };
}

/** The rows of one list (questions or attributes): a labelled field and a remove button each, then "add". */
function RowList({
  rows,
  idPrefix,
  multiline = false,
  errors,
  onEdit,
  max,
  label,
  removeLabel,
  moveLabel,
  addLabel,
}: {
  rows: ReturnType<typeof useRows>;
  idPrefix: string;
  multiline?: boolean;
  /** The shared schema's message of a row (by its key), said beside it (decision 1184). */
  errors: Record<number, string>;
  onEdit: (key: number) => void;
  max: number;
  label: (n: number) => ReactNode;
  removeLabel: (n: number) => string;
  moveLabel: (n: number, direction: 'up' | 'down') => string;
  addLabel: ReactNode;
}) {
  return (
    <>
      {rows.rows.map((row, index) => {
        const n = index + 1;
        const id = `${idPrefix}-${row.key}`;
        const error = errors[row.key];
        const field = {
          id,
          className: inputClass,
          value: row.text,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            rows.change(row.key, e.target.value);
            onEdit(row.key);
          },
        };
        // The arrows at an end say so with aria-disabled rather than disabled, so that a button that just moved its row
        // to the top or bottom keeps the keyboard focus (the move is then a no-op).
        return (
          <div key={row.key} className="flex items-end gap-2">
            <div className="grow">
              <label htmlFor={id} className="mb-1 block text-sm text-slate-300">
                {label(n)}
              </label>
              {multiline ? <textarea rows={2} {...field} /> : <input type="text" {...field} />}
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
                  {translateText(error)}
                </p>
              )}
            </div>
            <button
              type="button"
              className={`${secondaryButtonClass} aria-disabled:opacity-60`}
              aria-label={moveLabel(n, 'up')}
              title={moveLabel(n, 'up')}
              aria-disabled={index === 0}
              onClick={() => rows.move(row.key, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={`${secondaryButtonClass} aria-disabled:opacity-60`}
              aria-label={moveLabel(n, 'down')}
              title={moveLabel(n, 'down')}
              aria-disabled={index === rows.rows.length - 1}
              onClick={() => rows.move(row.key, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-label={removeLabel(n)}
              onClick={() => rows.remove(row.key)}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={rows.rows.length >= max}
          onClick={rows.add}
        >
          {addLabel}
        </button>
      </div>
    </>
  );
}

/**
 * One stage's kit (issue 18, decision 1111): its questions and the attributes interviewers rate, edited as lists
 * and saved together. Blank rows are left out; empty lists remove the kit.
 */
function KitEditor({ jobId, kit }: { jobId: string; kit: InterviewKit }) {
  const { t, i18n } = useLingui();
  const save = useSaveInterviewKit(jobId, kit.stage);
  const questions = useRows(kit.questions);
  const attributes = useRows(kit.attributes.map((a) => ({ id: a.id, text: a.name })));
  const [saved, setSaved] = useState(false);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const edited = (key: number) =>
    setRowErrors((all) => {
      if (!(key in all)) return all;
      const { [key]: _, ...rest } = all;
      return rest;
    });
  // The kit as this editor last read or saved it: a save over someone else's newer edit is refused (409).
  const [readAt, setReadAt] = useState(kit.updated_at);
  const base = useId();
  const stage = i18n._(STAGE_NAMES[kit.stage]);
  const headingId = `${base}-heading`;
  const empty = questions.rows.length === 0 && attributes.rows.length === 0;
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {stage}
      </h2>
      <form
        noValidate
        aria-label={t`Interview kit: ${stage}`}
        className="mt-2 grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          const kept = (rows: Row[]) => rows.filter((r) => r.text.trim() !== '');
          const keptQuestions = kept(questions.rows);
          const keptAttributes = kept(attributes.rows);
          const request = {
            questions: keptQuestions.map((r) => ({ id: r.id, text: r.text.trim() })),
            attributes: keptAttributes.map((r) => ({ id: r.id, name: r.text.trim() })),
            updated_at: readAt,
          };
          // Checked against the shared schema before sending: a row over its limit stays whole and says so.
          const parsed = interviewKitRequest.safeParse(request);
          const found: Record<number, string> = {};
          for (const issue of parsed.success ? [] : parsed.error.issues) {
            const [list, index, key] = issue.path;
            const row =
              list === 'questions' && key === 'text' && typeof index === 'number'
                ? keptQuestions[index]
                : list === 'attributes' && key === 'name' && typeof index === 'number'
                  ? keptAttributes[index]
                  : undefined;
            if (row && !(row.key in found)) found[row.key] = issue.message;
          }
          setRowErrors(found);
          const first = [...questions.rows, ...attributes.rows].find((r) => r.key in found);
          if (first) {
            document
              .getElementById(`${base}-${keptQuestions.includes(first) ? 'q' : 'a'}-${first.key}`)
              ?.focus();
            return;
          }
          save.mutate(request, {
            onSuccess: (result) => {
              setReadAt(result.updated_at);
              questions.reset(result.questions);
              attributes.reset(result.attributes.map((a) => ({ id: a.id, text: a.name })));
              setSaved(true);
            },
          });
        }}
      >
        {empty && (
          <p className="text-sm text-slate-300">
            <Trans>No kit yet: interviewers at this stage give the overall feedback only.</Trans>
          </p>
        )}
        <fieldset className="grid gap-2">
          <legend className={labelClass}>
            <Trans>Questions to ask</Trans>
          </legend>
          <RowList
            rows={questions}
            idPrefix={`${base}-q`}
            multiline
            errors={rowErrors}
            onEdit={edited}
            max={KIT_QUESTIONS_MAX}
            label={(n) => <Trans>Question {n}</Trans>}
            removeLabel={(n) => t`Remove question ${n}`}
            moveLabel={(n, direction) =>
              direction === 'up' ? t`Move question ${n} up` : t`Move question ${n} down`
            }
            addLabel={<Trans>Add question</Trans>}
          />
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className={labelClass}>
            <Trans>Attributes to rate</Trans>
          </legend>
          <p className="text-sm text-slate-300">
            <Trans>Interviewers rate each one: Strong no, No, Yes or Strong yes.</Trans>
          </p>
          <RowList
            rows={attributes}
            idPrefix={`${base}-a`}
            errors={rowErrors}
            onEdit={edited}
            max={KIT_ATTRIBUTES_MAX}
            label={(n) => <Trans>Attribute {n}</Trans>}
            removeLabel={(n) => t`Remove attribute ${n}`}
            moveLabel={(n, direction) =>
              direction === 'up' ? t`Move attribute ${n} up` : t`Move attribute ${n} down`
            }
            addLabel={<Trans>Add attribute</Trans>}
          />
        </fieldset>
        {save.isError && <ErrorText>{errorText(save.error, i18n)}</ErrorText>}
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            <Trans>Save kit</Trans>
          </button>
          {saved && (
            <span role="status" className="text-sm text-emerald-200">
              <Trans>Kit saved.</Trans>
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

/** /dashboard/jobs/:id/kits: the posting's interview kits, one per stage an interview can be scheduled in. */
export function InterviewKitsPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useLingui();
  const kits = useInterviewKits(id);
  const back = (
    <Link to="/dashboard/jobs" className={secondaryButtonClass}>
      <Trans>Back to postings</Trans>
    </Link>
  );
  if (kits.isPending) return <Spinner label={t`Loading interview kits…`} />;
  if (kits.isError)
    return (
      <div>
        <PageTitle actions={back}>
          <Trans>Interview kits</Trans>
        </PageTitle>
        <ErrorText>{errorText(kits.error, i18n)}</ErrorText>
      </div>
    );
  const title = kits.data.job.title;
  return (
    <div>
      <PageTitle actions={back}>
        <Trans>
          Interview kits: <span lang={textLang(title)}>{title}</span>
        </Trans>
      </PageTitle>
      <p className="mb-4 max-w-3xl text-slate-300">
        <Trans>
          For each stage, the questions interviewers ask and the attributes they rate. An interview takes the
          kit of the stage its application was in when it was scheduled, and its interviewers’ feedback form
          follows it. Editing a kit does not change feedback already given.
        </Trans>
      </p>
      <div className="grid gap-4">
        {kits.data.kits.map((kit) => (
          <KitEditor key={kit.stage} jobId={id} kit={kit} />
        ))}
      </div>
    </div>
  );
}
