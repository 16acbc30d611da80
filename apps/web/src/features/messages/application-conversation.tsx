import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import MessageSquare from 'lucide-react/icons/message-square';
import { secondaryButtonClass } from '@/components/styles';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { useApplicationConversation, useConversations } from './api';
import { ConversationThread } from './conversation-thread';

function Thread({
  applicationId,
  side,
  company,
}: {
  applicationId: string;
  side: 'company' | 'candidate';
  company: string;
}) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useApplicationConversation(applicationId);
  if (query.isPending) return <Spinner label={t`Loading the conversation…`} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-200">
        {translateText(query.error.message)}
      </p>
    );
  return (
    <ConversationThread
      destination={{ applicationId }}
      conversation={query.data}
      side={side}
      company={company}
      canUseTemplates={Boolean(user?.permissions.includes('application:track'))}
    />
  );
}

/** The application page's messages with the candidate (the hiring team's side). */
export function ApplicationMessages({ applicationId, company }: { applicationId: string; company: string }) {
  return (
    <section aria-labelledby="messages-title" className="rounded-xl border border-slate-800 bg-slate-900 p-4">
      <h2 id="messages-title" className="mb-2 font-semibold text-white">
        <Trans>Messages with the candidate</Trans>
      </h2>
      <Thread applicationId={applicationId} side="company" company={company} />
    </section>
  );
}

/** "My applications": the conversation with the hiring team behind a button that shows the unread count. */
export function MyApplicationMessages({
  applicationId,
  company,
}: {
  applicationId: string;
  company: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = useConversations({ poll: !open });
  const unread = list.data?.find((c) => c.application_id === applicationId)?.unread ?? 0;
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`${secondaryButtonClass} inline-flex items-center gap-2`}
      >
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        <Trans>Messages with the hiring team</Trans>
        {unread > 0 && (
          <span className="rounded-full bg-sky-700 px-2 text-xs font-semibold text-white">
            <Plural value={unread} one="# unread" other="# unread" />
          </span>
        )}
      </button>
      {open && (
        <div id={id} className="mt-3 rounded-lg border border-slate-800 bg-slate-950/40 p-3">
          <Thread applicationId={applicationId} side="candidate" company={company} />
        </div>
      )}
    </div>
  );
}
