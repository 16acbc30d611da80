import { useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_PLACEHOLDERS, messageTemplateRequest } from '@app/shared';
import type { MessageTemplate } from '@app/shared';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from './api';

/** The company's message templates (decision 954): name and text with placeholders; changes are audited. */
export function TemplatesSection() {
  const { t } = useLingui();
  const templates = useTemplates(true);
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const placeholders = MESSAGE_PLACEHOLDERS.join(', ');

  const reset = () => {
    setEditing(null);
    setName('');
    setBody('');
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageTemplateRequest.safeParse({ name, body });
    if (!parsed.success) {
      setProblem(translateText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          setNotice(editing ? t`Template saved.` : t`Template added.`);
          reset();
        },
        onError: (error) => setProblem(translateText(error.message)),
      },
    );
  };

  return (
    <section aria-labelledby="templates-title" className={panelClass}>
      <h2 id="templates-title" className="text-lg font-semibold text-white">
        <Trans>Message templates</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>Shared by your company’s team. Placeholders filled when you use one: {placeholders}</Trans>
      </p>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {templates.data && templates.data.length > 0 && (
        <ul className="mb-4 space-y-2">
          {templates.data.map((template) => {
            const templateName = template.name;
            return (
              <li key={template.id} className="rounded-lg border border-slate-800 p-3">
                <p className="font-medium text-white">{templateName}</p>
                <p className="text-sm whitespace-pre-wrap text-slate-300">{template.body}</p>
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    aria-label={t`Edit template ${templateName}`}
                    onClick={() => {
                      setEditing(template);
                      setName(template.name);
                      setBody(template.body);
                      setProblem(null);
                    }}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    aria-label={t`Delete template ${templateName}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(template.id, {
                        onSuccess: () => {
                          setNotice(t`Template deleted.`);
                          if (editing?.id === template.id) reset();
                        },
                      })
                    }
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <h3 className="font-medium text-white">
          {editing ? <Trans>Edit the template</Trans> : <Trans>New template</Trans>}
        </h3>
        <div>
          <label htmlFor="template-name" className={labelClass}>
            <Trans>Template name</Trans>
          </label>
          <input
            id="template-name"
            className={inputClass}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="template-body" className={labelClass}>
            <Trans>Template text</Trans>
          </label>
          <textarea
            id="template-body"
            className={`${inputClass} min-h-24`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-200">
            {problem}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            {editing ? <Trans>Save template</Trans> : <Trans>Add template</Trans>}
          </button>
          {editing && (
            <button type="button" className={secondaryButtonClass} onClick={reset}>
              <Trans>Cancel</Trans>
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
