import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALES, cannedReplyRequest, createCategoryRequest, targetsRequest } from '@app/shared';
import type { CannedReply, Locale, SupportCategory, SupportTarget } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { Spinner } from '@/components/spinner';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import {
  useAdminCategories,
  useCannedReplies,
  useDeleteCanned,
  useSaveCanned,
  useSaveCategory,
  useSaveTargets,
  useTargets,
} from './api';
import { CANNED_LANGUAGE_LABEL, PLAN_LABEL } from './labels';

function Categories() {
  const { t } = useLingui();
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const [name, setName] = useState('');
  const problems = useFieldProblems({ name: 'category-name' });
  const server = serverFieldErrors(save.error);
  return (
    <section aria-labelledby="categories-title" className={`${panelClass} space-y-3`}>
      <h2 id="categories-title" className="text-lg font-semibold text-white">
        <Trans>Categories</Trans>
      </h2>
      {categories.isPending ? (
        <Spinner />
      ) : (
        <ul className="space-y-2">
          {(categories.data ?? []).map((c: SupportCategory) => {
            const label = c.name;
            return (
              <li key={c.id} className="flex flex-wrap items-center gap-3 text-slate-100">
                <span className={c.active ? '' : 'text-slate-400 line-through'}>{label}</span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={save.isPending}
                  onClick={() => save.mutate({ id: c.id, body: { active: !c.active } })}
                >
                  {c.active ? <Trans>Retire “{label}”</Trans> : <Trans>Bring back “{label}”</Trans>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problems.check(createCategoryRequest, { name })) return;
          save.mutate({ id: null, body: { name } }, { onSuccess: () => setName('') });
        }}
      >
        <div>
          <label htmlFor="category-name" className={labelClass}>
            <Trans>New category</Trans>
          </label>
          <input
            id="category-name"
            className={inputClass}
            value={name}
            {...problems.controlProps('name', server)}
            onChange={(e) => setName(e.target.value)}
          />
          {problems.messageFor('name', server)}
        </div>
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {t`Add the category`}
        </button>
      </form>
      {save.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(save.error)}
        </p>
      )}
    </section>
  );
}

function Targets() {
  const { t, i18n } = useLingui();
  const targets = useTargets();
  const save = useSaveTargets();
  // What the admin typed, over the saved values.
  const [hours, setHours] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const plans = (targets.data ?? []).map((x) => x.plan);
  const problems = useFieldProblems(Object.fromEntries(plans.map((plan) => [plan, `target-${plan}`])));
  return (
    <section aria-labelledby="targets-title" className={`${panelClass} space-y-3`}>
      <h2 id="targets-title" className="text-lg font-semibold text-white">
        <Trans>First-reply targets</Trans>
      </h2>
      <p className="text-sm text-slate-300">
        <Trans>
          Hours until the team’s first reply is due, by the requester’s package. New targets apply to tickets
          opened afterwards.
        </Trans>
      </p>
      {targets.isPending ? (
        <Spinner />
      ) : (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice('');
            const typed = (targets.data ?? []).map((x): SupportTarget => {
              const value = (hours[x.plan] ?? String(x.first_reply_hours)).trim();
              return { plan: x.plan, first_reply_hours: value === '' ? Number.NaN : Number(value) };
            });
            // Each plan's hours are checked beside its field, by the shared rules (the list's index is its plan).
            const found: Record<string, string> = {};
            for (const issue of targetsRequest.safeParse({ targets: typed }).error?.issues ?? []) {
              const plan = typed[Number(issue.path[1])]?.plan;
              if (plan && issue.path[2] === 'first_reply_hours') found[plan] ??= issue.message;
            }
            if (!problems.report(found)) return;
            save.mutate(typed, {
              onSuccess: () => {
                setHours({});
                setNotice(t`Targets saved.`);
              },
            });
          }}
        >
          <div className="grid gap-3 sm:grid-cols-4">
            {(targets.data ?? []).map((x) => (
              <div key={x.plan}>
                <label htmlFor={`target-${x.plan}`} className={labelClass}>
                  {i18n._(PLAN_LABEL[x.plan])}
                </label>
                <input
                  id={`target-${x.plan}`}
                  type="number"
                  inputMode="numeric"
                  className={inputClass}
                  value={hours[x.plan] ?? String(x.first_reply_hours)}
                  {...problems.controlProps(x.plan)}
                  onChange={(e) => setHours({ ...hours, [x.plan]: e.target.value })}
                />
                {problems.messageFor(x.plan)}
              </div>
            ))}
          </div>
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            <Trans>Save the targets</Trans>
          </button>
          <p role="status" className="text-sm text-emerald-200">
            {notice}
          </p>
          {save.error && (
            <p role="alert" className="text-sm text-red-200">
              {errorMessage(save.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

function CannedReplies() {
  const { i18n } = useLingui();
  const replies = useCannedReplies(true);
  const save = useSaveCanned();
  const remove = useDeleteCanned();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [language, setLanguage] = useState<Locale | 'any'>('any');
  const problems = useFieldProblems({
    title: 'canned-name',
    body: 'canned-body',
    language: 'canned-language',
  });
  const server = serverFieldErrors(save.error);
  const edit = (reply: CannedReply | null) => {
    problems.clear();
    setEditing(reply);
    setTitle(reply?.title ?? '');
    setBody(reply?.body ?? '');
    setLanguage(reply?.language ?? 'any');
  };
  return (
    <section aria-labelledby="canned-title" className={`${panelClass} space-y-3`}>
      <h2 id="canned-title" className="text-lg font-semibold text-white">
        <Trans>Canned replies</Trans>
      </h2>
      {replies.isPending ? (
        <Spinner />
      ) : (
        <ul className="space-y-2">
          {(replies.data ?? []).map((r) => {
            const label = r.title;
            return (
              <li key={r.id} className="flex flex-wrap items-center gap-3 text-slate-100">
                <span>{label}</span>
                {/* The reply's language as a badge (decision 1217). */}
                <span className="rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-sky-100">
                  {i18n._(CANNED_LANGUAGE_LABEL[r.language ?? 'any'])}
                </span>
                <button type="button" className={secondaryButtonClass} onClick={() => edit(r)}>
                  <Trans>Edit “{label}”</Trans>
                </button>
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id)}
                >
                  <Trans>Delete “{label}”</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          const request = { title, body, language: language === 'any' ? null : language };
          if (!problems.check(cannedReplyRequest, request)) return;
          save.mutate({ id: editing?.id ?? null, body: request }, { onSuccess: () => edit(null) });
        }}
      >
        <div>
          <label htmlFor="canned-name" className={labelClass}>
            {editing ? <Trans>Name of the reply being edited</Trans> : <Trans>Name of a new reply</Trans>}
          </label>
          <input
            id="canned-name"
            className={inputClass}
            value={title}
            {...problems.controlProps('title', server)}
            onChange={(e) => setTitle(e.target.value)}
          />
          {problems.messageFor('title', server)}
        </div>
        <div>
          <label htmlFor="canned-language" className={labelClass}>
            <Trans>Language of the reply</Trans>
          </label>
          <select
            id="canned-language"
            className={inputClass}
            value={language}
            {...problems.controlProps('language', server)}
            onChange={(e) => setLanguage(e.target.value as Locale | 'any')}
          >
            {(['any', ...LOCALES] as const).map((l) => (
              <option key={l} value={l}>
                {i18n._(CANNED_LANGUAGE_LABEL[l])}
              </option>
            ))}
          </select>
          {problems.messageFor('language', server)}
          <p className="mt-1 text-sm text-slate-400">
            <Trans>
              A ticket offers first the replies in its requester’s language and those in any language.
            </Trans>
          </p>
        </div>
        <div>
          <label htmlFor="canned-body" className={labelClass}>
            <Trans>Text of the reply</Trans>
          </label>
          <textarea
            id="canned-body"
            className={inputClass}
            rows={4}
            value={body}
            {...problems.controlProps('body', server)}
            onChange={(e) => setBody(e.target.value)}
          />
          {problems.messageFor('body', server)}
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            {editing ? <Trans>Save the reply</Trans> : <Trans>Add the reply</Trans>}
          </button>
          {editing && (
            <button type="button" className={secondaryButtonClass} onClick={() => edit(null)}>
              <Trans>Cancel</Trans>
            </button>
          )}
        </div>
      </form>
      {(save.error ?? remove.error) && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(save.error ?? remove.error)}
        </p>
      )}
    </section>
  );
}

/** The desk's settings: canned replies for the team (support:update), categories and targets for admins. */
export function AdminPanel({ admin, team }: { admin: boolean; team: boolean }) {
  return (
    <div className="space-y-6">
      {team && <CannedReplies />}
      {admin && <Categories />}
      {admin && <Targets />}
    </div>
  );
}
