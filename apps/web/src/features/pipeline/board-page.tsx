import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { STAGE_LABELS, isTerminalStage } from '@app/shared';
import type { ApplicationCard, BoardReply, Stage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText } from '@/components/status-text';
import { focusRing, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { moveOnBoard, pipelineKeys, useBoard, useMove } from './api';
import { MoveDialog } from './move-dialog';
import type { MovableStage } from './move-dialog';
import { count } from '@/lib/plural';

type Pending = { card: ApplicationCard; stage?: MovableStage };

/**
 * /dashboard/jobs/:id/board: one column per stage. Cards move by drag and drop, or with the
 * "Move…" button on each card (a dialog, usable from the keyboard); every move is announced.
 */
export function BoardPage() {
  const { id = '' } = useParams();
  const board = useBoard(id);
  const move = useMove();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const cards = board.data?.columns.flatMap((c) => c.applications) ?? [];

  const doMove = (card: ApplicationCard, stage: Stage, reason?: string) => {
    setError(null);
    move.mutate(
      { id: card.id, stage, reason },
      {
        onSuccess: () => {
          client.setQueryData<BoardReply>(pipelineKeys.board(id), (data) =>
            data ? moveOnBoard(data, card, stage) : data,
          );
          setPending(null);
          setAnnouncement(
            `Moved ${card.candidate.name} from ${STAGE_LABELS[card.stage]} to ${STAGE_LABELS[stage]}.`,
          );
        },
        onError: (e) => {
          if (!pending) setError(errorMessage(e));
        },
      },
    );
  };

  const drop = (stage: Stage, cardId: string) => {
    setOver(null);
    setDragging(null);
    const card = cards.find((c) => c.id === cardId);
    if (!card || card.stage === stage) return;
    if (stage === 'withdrawn') {
      setError('Only the candidate can withdraw an application.');
      return;
    }
    if (card.stage === 'withdrawn') {
      setError('A withdrawn application cannot be moved.');
      return;
    }
    if (card.stage === 'rejected') {
      setError('A rejected application is closed; it cannot be moved.');
      return;
    }
    // Rejecting needs a reason: ask for it first.
    if (stage === 'rejected') setPending({ card, stage });
    else doMove(card, stage);
  };

  if (board.isPending) return <Spinner label="Loading the board…" />;
  if (board.isError)
    return (
      <div>
        <PageTitle>Pipeline board</PageTitle>
        <ErrorText>{errorMessage(board.error)}</ErrorText>
      </div>
    );

  return (
    <div>
      <PageTitle
        actions={
          <>
            <Link to={`/dashboard/applications?job_id=${id}`} className={secondaryButtonClass}>
              List view
            </Link>
            <Link to="/dashboard/jobs" className={secondaryButtonClass}>
              Back to postings
            </Link>
          </>
        }
      >
        Pipeline: {board.data.job.title}
      </PageTitle>
      <p className="mb-3 text-sm text-slate-300">
        Drag a card to another column, or use its “Move…” button. Rejected and withdrawn applications are
        closed and stay where they are.
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {error && <ErrorText>{error}</ErrorText>}
      <div className="flex gap-3 overflow-x-auto pb-4">
        {board.data.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`col-${column.stage}`}
            data-testid={`column-${column.stage}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(column.stage);
            }}
            onDragLeave={() => setOver((s) => (s === column.stage ? null : s))}
            onDrop={(e) => {
              e.preventDefault();
              drop(column.stage, e.dataTransfer.getData('text/plain') || dragging || '');
            }}
            className={`w-64 shrink-0 rounded-xl border p-2 ${over === column.stage ? 'border-sky-400 bg-slate-800' : 'border-slate-800 bg-slate-900'}`}
          >
            <h2
              id={`col-${column.stage}`}
              className="mb-2 flex justify-between px-1 text-sm font-semibold text-white"
            >
              <span>{STAGE_LABELS[column.stage]}</span>
              <span className="text-slate-300" aria-label={count(column.total, 'application')}>
                {column.total}
              </span>
            </h2>
            <ul className="flex min-h-16 flex-col gap-2">
              {column.applications.map((card) => (
                <li
                  key={card.id}
                  draggable={!isTerminalStage(card.stage)}
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', card.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDragging(card.id);
                  }}
                  onDragEnd={() => setDragging(null)}
                  className={`${isTerminalStage(card.stage) ? '' : 'cursor-grab'} rounded-lg border border-slate-700 bg-slate-950 p-2 text-sm ${dragging === card.id ? 'opacity-50' : ''}`}
                >
                  <Link
                    to={`/dashboard/applications/${card.id}`}
                    className={`font-medium text-sky-200 hover:underline ${focusRing}`}
                  >
                    {card.candidate.name}
                  </Link>
                  <p className="text-slate-300">{card.candidate.headline}</p>
                  {card.rating != null && <p className="text-amber-200">Rating {card.rating}/5</p>}
                  {!isTerminalStage(card.stage) && (
                    <button
                      type="button"
                      className={`${secondaryButtonClass} mt-2 px-2 py-0.5 text-xs`}
                      aria-label={`Move ${card.candidate.name}…`}
                      onClick={() => {
                        setError(null);
                        move.reset();
                        setPending({ card });
                      }}
                    >
                      Move…
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {column.total > column.applications.length && (
              <Link
                to={`/dashboard/applications?job_id=${id}&stage=${column.stage}`}
                className={`mt-2 block px-1 text-xs text-sky-200 hover:underline ${focusRing}`}
              >
                {column.total - column.applications.length} more in the list view
              </Link>
            )}
          </section>
        ))}
      </div>
      {pending && (
        <MoveDialog
          name={pending.card.candidate.name}
          current={pending.card.stage}
          initialStage={pending.stage}
          title={pending.stage === 'rejected' ? `Reject ${pending.card.candidate.name}` : undefined}
          busy={move.isPending}
          error={move.isError ? errorMessage(move.error) : null}
          onClose={() => setPending(null)}
          onMove={(stage, reason) => doMove(pending.card, stage, reason)}
        />
      )}
    </div>
  );
}
