import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDay, isTerminalStage } from '@app/shared';
import type { ApplicationCard, BoardReply, Locale, Stage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText } from '@/components/status-text';
import { focusRing, secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { moveOnBoard, pipelineKeys, useBoard, useMove } from './api';
import { MoveDialog } from './move-dialog';
import type { MovableStage } from './move-dialog';
import { STAGE_NAMES } from './stage-labels';
import { textLang } from '@/lib/lang';

type Pending = { card: ApplicationCard; stage?: MovableStage };

const DAY_MS = 86_400_000;
/** The closed columns, which a recruiter may fold so that the open ones fit at 1280 px (issue 18, decision 1106). */
const CLOSED: Stage[] = ['rejected', 'withdrawn'];

/**
 * Whether the board can scroll further left or right, kept up to date on scroll and resize: the buttons and the
 * fading edge that tell a recruiter there are more columns (issue 18).
 */
function useSideScroll() {
  const node = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = node.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);
  // A callback ref: the columns exist only once the board has loaded, and are measured as they appear.
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      node.current = el;
      if (el) measure();
    },
    [measure],
  );
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const scrollBy = (direction: 1 | -1) => {
    const el = node.current;
    if (el) el.scrollBy({ left: direction * Math.max(240, el.clientWidth * 0.8), behavior: 'smooth' });
  };
  return { ref, edges, measure, scrollBy };
}

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
  /** A move the server refused (the plan's upgrade prompt when the tracking tool is not in it). */
  const [moveProblem, setMoveProblem] = useState<unknown>(null);
  const [showClosed, setShowClosed] = useState(true);
  const { ref: columnsRef, edges, measure, scrollBy } = useSideScroll();
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The time the board was opened: how long each card has been in its stage.
  const [now] = useState(() => Date.now());
  const stageName = (stage: Stage) => i18n._(STAGE_NAMES[stage]);
  const inStage = (card: ApplicationCard) => {
    const days = Math.floor((now - new Date(card.updated_at).getTime()) / DAY_MS);
    return days < 1
      ? t`Less than a day in this stage`
      : plural(days, { one: '# day in this stage', other: '# days in this stage' });
  };
  const rejectTitle = (name: string) => t`Reject ${name}`;

  const cards = board.data?.columns.flatMap((c) => c.applications) ?? [];

  const doMove = (card: ApplicationCard, stage: Stage, reason?: string) => {
    setError(null);
    setMoveProblem(null);
    move.mutate(
      { id: card.id, stage, reason },
      {
        onSuccess: (application) => {
          client.setQueryData<BoardReply>(pipelineKeys.board(id), (data) =>
            data ? moveOnBoard(data, card, stage, application.updated_at) : data,
          );
          setPending(null);
          const name = card.candidate.name;
          const from = stageName(card.stage);
          const to = stageName(stage);
          setAnnouncement(t`Moved ${name} from ${from} to ${to}.`);
        },
        onError: (e) => {
          if (!pending) setMoveProblem(e);
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
      setError(t`Only the candidate can withdraw an application.`);
      return;
    }
    if (card.stage === 'withdrawn') {
      setError(t`A withdrawn application cannot be moved.`);
      return;
    }
    if (card.stage === 'rejected') {
      setError(t`A rejected application is closed; it cannot be moved.`);
      return;
    }
    // Rejecting needs a reason: ask for it first.
    if (stage === 'rejected') setPending({ card, stage });
    else doMove(card, stage);
  };

  if (board.isPending) return <Spinner label={t`Loading the board…`} />;
  if (board.isError)
    return (
      <div>
        <PageTitle>
          <Trans>Pipeline board</Trans>
        </PageTitle>
        <RequestProblem error={board.error} />
      </div>
    );
  const title = board.data.job.title;

  return (
    <div>
      <PageTitle
        actions={
          <>
            <Link to={`/dashboard/applications?job_id=${id}`} className={secondaryButtonClass}>
              <Trans>List view</Trans>
            </Link>
            <Link to="/dashboard/jobs" className={secondaryButtonClass}>
              <Trans>Back to postings</Trans>
            </Link>
          </>
        }
      >
        <Trans>
          Pipeline: <span lang={textLang(title)}>{title}</span>
        </Trans>
      </PageTitle>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          Drag a card to another column, or use its “Move…” button. Rejected and withdrawn applications are
          closed and stay where they are.
        </Trans>
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {error && <ErrorText>{error}</ErrorText>}
      <RequestProblem error={moveProblem} />
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${secondaryButtonClass} px-2 py-0.5 text-xs`}
          disabled={!edges.left}
          onClick={() => scrollBy(-1)}
        >
          <Trans>← Earlier columns</Trans>
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} px-2 py-0.5 text-xs`}
          disabled={!edges.right}
          onClick={() => scrollBy(1)}
        >
          <Trans>Later columns →</Trans>
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} px-2 py-0.5 text-xs`}
          aria-expanded={showClosed}
          onClick={() => {
            setShowClosed((v) => !v);
            requestAnimationFrame(measure);
          }}
        >
          {showClosed ? t`Fold the closed columns` : t`Unfold the closed columns`}
        </button>
        {edges.right && (
          <span className="text-xs text-slate-300" data-testid="more-columns">
            <Trans>More columns to the right.</Trans>
          </span>
        )}
      </div>
      <div className="relative">
        <div
          ref={columnsRef}
          onScroll={measure}
          tabIndex={0}
          role="region"
          aria-label={t`Pipeline columns (scrolls sideways)`}
          className={`flex gap-3 overflow-x-auto pb-4 ${focusRing}`}
          data-testid="board-columns"
        >
          {board.data.columns.map((column) => {
            const total = column.total;
            const more = column.total - column.applications.length;
            const folded = !showClosed && CLOSED.includes(column.stage);
            if (folded) {
              return (
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
                  className={`w-28 shrink-0 rounded-xl border p-2 text-sm ${over === column.stage ? 'border-sky-400 bg-slate-800' : 'border-slate-800 bg-slate-900'}`}
                >
                  <h2 id={`col-${column.stage}`} className="font-semibold text-white">
                    {stageName(column.stage)}
                  </h2>
                  <p className="text-slate-300">
                    {plural(total, { one: '# application', other: '# applications' })}
                  </p>
                </section>
              );
            }
            return (
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
                className={`w-60 shrink-0 rounded-xl border p-2 ${over === column.stage ? 'border-sky-400 bg-slate-800' : 'border-slate-800 bg-slate-900'}`}
              >
                <h2
                  id={`col-${column.stage}`}
                  className="mb-2 flex justify-between px-1 text-sm font-semibold text-white"
                >
                  <span>{stageName(column.stage)}</span>
                  <span
                    className="text-slate-300"
                    aria-label={plural(total, { one: '# application', other: '# applications' })}
                  >
                    {column.total}
                  </span>
                </h2>
                <ul className="flex min-h-16 flex-col gap-2">
                  {column.applications.map((card) => {
                    const name = card.candidate.name;
                    const rating = card.rating;
                    const applied = formatDay(card.created_at, locale);
                    return (
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
                        <p className="text-xs text-slate-300">
                          <Trans>Applied {applied}</Trans>
                        </p>
                        {!isTerminalStage(card.stage) && (
                          <p className="text-xs text-slate-300">{inStage(card)}</p>
                        )}
                        {rating != null && (
                          <p className="text-amber-200">
                            <Trans>Rating {rating}/5</Trans>
                          </p>
                        )}
                        {!isTerminalStage(card.stage) && (
                          <button
                            type="button"
                            className={`${secondaryButtonClass} mt-2 px-2 py-0.5 text-xs`}
                            aria-label={t`Move ${name}…`}
                            onClick={() => {
                              setError(null);
                              move.reset();
                              setPending({ card });
                            }}
                          >
                            <Trans>Move…</Trans>
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
                {column.total > column.applications.length && (
                  <Link
                    to={`/dashboard/applications?job_id=${id}&stage=${column.stage}`}
                    className={`mt-2 block px-1 text-xs text-sky-200 hover:underline ${focusRing}`}
                  >
                    <Trans>{more} more in the list view</Trans>
                  </Link>
                )}
              </section>
            );
          })}
        </div>
        {edges.right && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 right-0 bottom-4 w-10 bg-gradient-to-l from-slate-950 to-transparent"
          />
        )}
      </div>
      {pending && (
        <MoveDialog
          name={pending.card.candidate.name}
          current={pending.card.stage}
          initialStage={pending.stage}
          title={pending.stage === 'rejected' ? rejectTitle(pending.card.candidate.name) : undefined}
          busy={move.isPending}
          error={move.error}
          onClose={() => setPending(null)}
          onMove={(stage, reason) => doMove(pending.card, stage, reason)}
        />
      )}
    </div>
  );
}
