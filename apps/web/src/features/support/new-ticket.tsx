import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

import { createTicketRequest } from '@app/shared';
import type { Locale, ResourceSummary, SupportAttachment, Ticket } from '@app/shared';
import { buttonClass, inputClass, labelClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useArticle, useCategories, useCreateTicket, useSuggestions } from './api';
import { AttachmentField } from './attachment-field';
import { categoryName } from './labels';
import { useDebounced } from '@/lib/use-debounced';

const titleOf = (r: ResourceSummary, locale: Locale) =>
  (locale === 'vi' ? r.title_vi || r.title_en : r.title_en || r.title_vi) || r.title_en;

function Suggestion({ resource }: { resource: ResourceSummary }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const article = useArticle(open ? resource.id : null);
  const locale = i18n.locale as Locale;
  const html = article.data
    ? locale === 'vi'
      ? article.data.html_vi || article.data.html_en
      : article.data.html_en || article.data.html_vi
    : '';
  const title = titleOf(resource, locale);
  return (
    <li>
      <button
        type="button"
        className="text-left text-sky-200 underline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {title}
      </button>
      {open && article.data && (
        // Rendered and sanitised on the server (decision 703).
        <div
          className="prose prose-invert mt-2 max-w-none text-sm"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </li>
  );
}

type Field = 'subject' | 'category_id' | 'description';
const FIELDS: readonly Field[] = ['subject', 'category_id', 'description'];
const FIELD_IDS: Record<Field, string> = {
  subject: 'ticket-subject',
  category_id: 'ticket-category',
  description: 'ticket-description',
};

/** The form of a new ticket, with matching articles from the resource library while it is typed (decision 710). */
export function NewTicket({ onDone, onCancel }: { onDone: (ticket: Ticket) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const create = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<SupportAttachment[]>([]);
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);
  const typed = useDebounced(`${subject} ${description}`.trim(), 400);
  const suggestions = useSuggestions(typed);
  const serverErrors = (create.error as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  // Checked here, in the page's language, before anything is sent (the browser's own bubbles spoke the browser's
  // language and were missed on a phone): the same rules as the server's.
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  const problem = (field: Field) => checked[field] ?? serverErrors[field]?.[0];
  const invalid = (field: Field) =>
    problem(field) ? { 'aria-invalid': true, 'aria-describedby': `ticket-${field}-error` } : {};
  const fieldError = (field: Field) => {
    const text = problem(field);
    return text ? (
      <p id={`ticket-${field}-error`} className="mt-1 text-sm text-red-200">
        {translateText(text)}
      </p>
    ) : null;
  };

  return (
    <form
      noValidate
      className={`${panelClass} space-y-4`}
      aria-labelledby="new-ticket-title"
      onSubmit={(event) => {
        event.preventDefault();
        const request = {
          subject,
          category_id: categoryId,
          description,
          attachment_ids: files.map((f) => f.id),
        };
        const parsed = createTicketRequest.safeParse(request);
        const found: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error?.issues ?? []) {
          const field = issue.path[0] as Field;
          if (FIELDS.includes(field)) found[field] ??= issue.message;
        }
        setChecked(found);
        const first = FIELDS.find((field) => found[field]);
        if (first) {
          document.getElementById(FIELD_IDS[first])?.focus();
          return;
        }
        create.mutate(request, { onSuccess: onDone });
      }}
    >
      <h2 id="new-ticket-title" className="text-lg font-semibold text-white">
        <Trans>New ticket</Trans>
      </h2>
      <div>
        <label htmlFor="ticket-subject" className={labelClass}>
          <Trans>Subject</Trans>
        </label>
        <input
          id="ticket-subject"
          className={inputClass}
          value={subject}
          required
          {...invalid('subject')}
          onChange={(e) => setSubject(e.target.value)}
        />
        {fieldError('subject')}
      </div>
      <div>
        <label htmlFor="ticket-category" className={labelClass}>
          <Trans>Category</Trans>
        </label>
        <select
          id="ticket-category"
          className={inputClass}
          value={categoryId}
          required
          {...invalid('category_id')}
          onChange={(e) => setCategoryId(e.target.value)}
        >
          <option value="">{t`Choose a category`}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {categoryName(c.name, i18n)}
            </option>
          ))}
        </select>
        {fieldError('category_id')}
      </div>
      <div>
        <label htmlFor="ticket-description" className={labelClass}>
          <Trans>Describe the problem</Trans>
        </label>
        <textarea
          id="ticket-description"
          className={inputClass}
          rows={6}
          value={description}
          required
          {...invalid('description')}
          onChange={(e) => setDescription(e.target.value)}
        />
        {fieldError('description')}
      </div>
      {(suggestions.data?.length ?? 0) > 0 && (
        <section
          aria-labelledby="ticket-suggestions"
          className="rounded-md border border-sky-900 bg-slate-950 p-3"
        >
          <h3 id="ticket-suggestions" className="font-medium text-sky-100">
            <Trans>These articles may answer your question</Trans>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {suggestions.data!.map((r) => (
              <Suggestion key={r.id} resource={r} />
            ))}
          </ul>
        </section>
      )}
      <AttachmentField
        id="ticket-files"
        label={<Trans>Attachments (PDF, Word, images or text; at most 5 files of 5 MB)</Trans>}
        state={{ files, setFiles, uploading, setUploading, uploadError, setUploadError }}
      />
      {create.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass} disabled={create.isPending || uploading}>
          <Trans>Send the ticket</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
