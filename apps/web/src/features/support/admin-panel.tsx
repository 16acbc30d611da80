import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CannedReply, SupportCategory, SupportTarget } from '@app/shared';
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
import { PLAN_LABEL } from './labels';

function Categories() {
  const { t } = useLingui();
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const [name, setName] = useState('');
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
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
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
            maxLength={80}
            required
            onChange={(e) => setName(e.target.value)}
          />
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
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice('');
            save.mutate(
              (targets.data ?? []).map((x): SupportTarget => ({
                plan: x.plan,
                first_reply_hours: Number(hours[x.plan] ?? x.first_reply_hours),
              })),
              {
                onSuccess: () => {
                  setHours({});
                  setNotice(t`Targets saved.`);
                },
              },
            );
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
                  min={1}
                  max={720}
                  className={inputClass}
                  value={hours[x.plan] ?? String(x.first_reply_hours)}
                  onChange={(e) => setHours({ ...hours, [x.plan]: e.target.value })}
                />
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
  const replies = useCannedReplies(true);
  const save = useSaveCanned();
  const remove = useDeleteCanned();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const edit = (reply: CannedReply | null) => {
    setEditing(reply);
    setTitle(reply?.title ?? '');
    setBody(reply?.body ?? '');
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
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: editing?.id ?? null, body: { title, body } }, { onSuccess: () => edit(null) });
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
            maxLength={100}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
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
            maxLength={10000}
            required
            onChange={(e) => setBody(e.target.value)}
          />
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
