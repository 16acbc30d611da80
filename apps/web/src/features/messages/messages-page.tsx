import { Link, useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ConversationSummary, Locale } from '@app/shared';
import { panelClass } from '@/components/styles';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { useConversation, useConversations } from './api';
import { ConversationThread } from './conversation-thread';
import { TemplatesSection } from './templates-section';

/** Who is on the other side of a conversation, as the caller sees it. */
const otherSide = (c: ConversationSummary) => (c.as === 'company' ? c.candidate_name : c.company_name);

function ConversationLink({
  conversation,
  current,
}: {
  conversation: ConversationSummary;
  current: boolean;
}) {
  const { i18n } = useLingui();
  const when = formatDateTime(conversation.last_message_at, undefined, i18n.locale as Locale);
  const name = otherSide(conversation);
  const title = conversation.job_title;
  const unread = conversation.unread;
  return (
    <Link
      to={`/dashboard/messages/${conversation.id}`}
      aria-current={current ? 'page' : undefined}
      className={`block rounded-lg border p-3 focus-visible:outline-2 focus-visible:outline-sky-300 ${
        current ? 'border-sky-600 bg-sky-950/50' : 'border-slate-800 bg-slate-900 hover:bg-slate-800'
      }`}
    >
      <span className="flex items-start justify-between gap-2">
        <span className={`text-white ${unread > 0 ? 'font-bold' : 'font-medium'}`}>{name}</span>
        {unread > 0 && (
          <span className="shrink-0 rounded-full bg-sky-700 px-2 text-xs font-semibold text-white">
            <Plural value={unread} one="# unread" other="# unread" />
          </span>
        )}
      </span>
      {title && <span className="block text-sm text-slate-300">{title}</span>}
      <span className="block truncate text-sm text-slate-300">{conversation.last_message}</span>
      <span className="block text-xs text-slate-400">{when}</span>
    </Link>
  );
}

function OpenConversation({ id }: { id: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useConversation(id);
  if (query.isPending) return <Spinner label={t`Loading the conversation…`} />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-200">
        {translateText(query.error.message)}
      </p>
    );
  const conversation = query.data;
  const name = otherSide(conversation);
  const title = conversation.job_title;
  return (
    <section aria-labelledby="conversation-title" className={panelClass}>
      <h2 id="conversation-title" className="text-lg font-semibold text-white">
        {title ? (
          <Trans>
            {name} · {title}
          </Trans>
        ) : (
          name
        )}
      </h2>
      {conversation.application_id && conversation.as === 'company' && (
        <p className="mb-3 text-sm">
          <Link
            to={`/dashboard/applications/${conversation.application_id}`}
            className="text-sky-300 underline focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            <Trans>Open the application</Trans>
          </Link>
        </p>
      )}
      {conversation.as === 'candidate' && (
        <p className="mb-3 text-sm">
          <Link
            to="/dashboard/my-applications"
            className="text-sky-300 underline focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            <Trans>See my applications</Trans>
          </Link>
        </p>
      )}
      <ConversationThread
        destination={{ conversationId: conversation.id }}
        conversation={conversation}
        side={conversation.as}
        company={conversation.company_name}
        canUseTemplates={Boolean(user?.permissions.includes('application:track'))}
      />
    </section>
  );
}

/** /dashboard/messages (and /dashboard/messages/:id): every conversation, newest first, and the open one. */
export function MessagesPage() {
  const { id } = useParams();
  const { t } = useLingui();
  const { user } = useAuth();
  const list = useConversations();
  const team = Boolean(user?.permissions.includes('application:track'));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">
          <Trans>Messages</Trans>
        </h1>
        <p className="text-slate-300">
          <Trans>Conversations between hiring teams and candidates, one per application.</Trans>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <nav aria-label={t`Conversations`}>
          {list.isPending ? (
            <Spinner label={t`Loading your conversations…`} />
          ) : list.isError ? (
            <p role="alert" className="text-red-200">
              {translateText(list.error.message)}
            </p>
          ) : list.data.length === 0 ? (
            <p className="rounded-xl border border-slate-800 bg-slate-900 p-4 text-slate-200">
              {team ? (
                <Trans>No conversations yet. Write to an applicant from their application page.</Trans>
              ) : (
                <Trans>No conversations yet. Employers you applied to can write to you here.</Trans>
              )}
            </p>
          ) : (
            <ul className="space-y-2">
              {list.data.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationLink conversation={conversation} current={conversation.id === id} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div>
          {id ? (
            <OpenConversation key={id} id={id} />
          ) : (
            <p className="rounded-xl border border-slate-800 bg-slate-900 p-4 text-slate-300">
              <Trans>Choose a conversation to read it.</Trans>
            </p>
          )}
        </div>
      </div>
      {team && <TemplatesSection />}
    </div>
  );
}
