import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Download from 'lucide-react/icons/download';
import Mail from 'lucide-react/icons/mail';
import { MESSAGE_ATTACHMENT_MAX_BYTES, sendMessageRequest } from '@app/shared';
import type { ChatMessage, Conversation, Locale } from '@app/shared';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { ApiError } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { renderTemplate, useMarkRead, useSend, useTemplates } from './api';
import type { Destination } from './api';
import { FileInput } from '@/components/file-input';

/** One message: the sender, the time, the text; a pipeline mail shows its subject and an e-mail mark. */
function MessageItem({ message, company }: { message: ChatMessage; company: string }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const when = formatDateTime(message.created_at, undefined, i18n.locale as Locale);
  const sender = message.kind === 'pipeline' ? company : (message.sender_name ?? company);
  const attachment = message.attachment;
  const attachmentName = attachment?.name ?? '';
  return (
    <li
      className={`max-w-[85%] rounded-lg border p-3 ${
        message.mine ? 'ml-auto border-sky-800 bg-sky-950/60' : 'mr-auto border-slate-700 bg-slate-800/70'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-300">
        <span className="font-semibold text-slate-100">{sender}</span>
        <span>{when}</span>
        {message.kind === 'pipeline' && (
          <span className="inline-flex items-center gap-1 rounded bg-slate-700 px-1.5 py-0.5 text-slate-100">
            <Mail aria-hidden="true" className="h-3 w-3" /> <Trans>Sent by e-mail</Trans>
          </span>
        )}
      </p>
      {message.subject && <p className="mt-1 font-semibold text-white">{message.subject}</p>}
      {message.body && (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-100">{message.body}</p>
      )}
      {attachment && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2 inline-flex items-center gap-1`}
          onClick={() => {
            setError(null);
            downloadCv(`/api/messages/attachments/${message.id}`, attachment.name).catch((e: unknown) =>
              setError(e instanceof ApiError ? translateText(e.message) : t`Could not download the file.`),
            );
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          <Trans>Download {attachmentName}</Trans>
        </button>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-200">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * A conversation's messages and the form to write the next one (issue 13). Shown on the messages page, on the
 * application page and in "My applications". Reading it marks it read; the team can start from a template.
 */
export function ConversationThread({
  destination,
  conversation,
  side,
  company,
  canUseTemplates,
}: {
  destination: Destination;
  conversation: Conversation | null;
  /** The caller's side, known before the first message. */
  side: 'company' | 'candidate';
  /** The company's name, for pipeline mails and unnamed senders. */
  company: string;
  canUseTemplates: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const send = useSend(destination);
  const markRead = useMarkRead();
  const templates = useTemplates(canUseTemplates && side === 'company');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const messages = conversation?.messages ?? [];
  const newest = messages.at(-1)?.id ?? 0;
  const readId = conversation?.last_read_id ?? 0;
  const conversationId = conversation?.id;
  const { mutate: mark } = markRead;

  // Opening the conversation (and every new message while it is open) marks it read.
  useEffect(() => {
    if (conversationId && newest > readId) mark({ id: conversationId, upTo: newest });
  }, [conversationId, newest, readId, mark]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!body.trim() && !file) {
      setProblem(t`Write a message or attach a file.`);
      return;
    }
    // The schema's own words for a message too long (decision 1184): the box does not cut what is typed or pasted.
    const checked = sendMessageRequest.safeParse({ body });
    if (!checked.success) {
      setProblem(translateText(checked.error.issues[0]?.message ?? ''));
      return;
    }
    if (file && file.size > MESSAGE_ATTACHMENT_MAX_BYTES) {
      setProblem(t`The attachment is larger than 5 MB.`);
      return;
    }
    send.mutate(
      { body, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setProblem(translateText(error.message)),
      },
    );
  };

  const onTemplate = (templateId: string) => {
    if (!templateId) return;
    setProblem(null);
    renderTemplate(templateId, destination).then(
      (text) => setBody(text),
      (error: unknown) => setProblem(error instanceof Error ? translateText(error.message) : String(error)),
    );
  };

  return (
    <div className="space-y-3">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-300">
          {side === 'company' ? (
            <Trans>No messages yet. Write to the candidate below.</Trans>
          ) : (
            <Trans>No messages yet. Write to the hiring team below.</Trans>
          )}
        </p>
      ) : (
        <div
          role="log"
          aria-label={t`Messages`}
          // A scrolling region must be reachable by keyboard.
          tabIndex={0}
          className="max-h-[28rem] overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} company={company} />
            ))}
          </ol>
        </div>
      )}
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        {templates.data && templates.data.length > 0 && (
          <div>
            <label htmlFor={`${id}-template`} className={labelClass}>
              <Trans>Start from a template</Trans>
            </label>
            <select
              id={`${id}-template`}
              className={inputClass}
              value=""
              onChange={(event) => onTemplate(event.target.value)}
            >
              <option value="">{t`Choose a template…`}</option>
              {templates.data.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-body`} className={labelClass}>
            <Trans>Your message</Trans>
          </label>
          <textarea
            id={`${id}-body`}
            className={`${inputClass} min-h-24`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            <Trans>Attach a file (PDF, Word or picture, at most 5 MB)</Trans>
          </label>
          <FileInput
            id={`${id}-file`}
            ref={fileInput}
            accept=".pdf,.docx,image/png,image/jpeg,image/webp,image/gif"
            // The form empties the input once the message is sent: the name shown follows its own state.
            chosen={file?.name ?? null}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-200">
            {problem}
          </p>
        )}
        <button type="submit" className={buttonClass} disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </button>
      </form>
    </div>
  );
}
