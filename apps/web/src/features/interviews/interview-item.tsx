import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ATTRIBUTE_RATINGS, RECOMMENDATIONS, formatDateTimeInZone } from '@app/shared';
import type { AttributeRating, Feedback, Interview, Locale, Recommendation } from '@app/shared';
import { SelectField, TextAreaField } from '@/components/form-fields';
import { ErrorText } from '@/components/status-text';
import { buttonClass, dangerButtonClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { downloadCv } from '@/lib/download-cv';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useCancelInterview, useFeedback } from './api';
import { ScheduleDialog, TYPE_LABELS } from './schedule-dialog';
import { InterviewPlace } from '@/components/interview-place';

/** The recommendations as messages: show one with `i18n._(RECOMMENDATION_LABELS[r])`. */
export const RECOMMENDATION_LABELS: Record<Recommendation, MessageDescriptor> = {
  strong_yes: msg({ context: 'recommendation', message: 'Strong yes' }),
  yes: msg({ context: 'recommendation', message: 'Yes' }),
  no: msg({ context: 'recommendation', message: 'No' }),
  strong_no: msg({ context: 'recommendation', message: 'Strong no' }),
};

/**
 * An attribute's rating on the recommendation's four-point scale (decision 1112). The same English words, in their
 * own context: in Vietnamese an attribute is "met" or not, where the recommendation says whether to hire.
 */
export const RATING_LABELS: Record<AttributeRating, MessageDescriptor> = {
  strong_no: msg({ context: 'attribute rating', message: 'Strong no' }),
  no: msg({ context: 'attribute rating', message: 'No' }),
  yes: msg({ context: 'attribute rating', message: 'Yes' }),
  strong_yes: msg({ context: 'attribute rating', message: 'Strong yes' }),
};

/**
 * One attribute of the kit: four ratings and "No decision" (the attribute is then left unrated, as Greenhouse's
 * scorecards allow).
 */
function AttributeRatingField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AttributeRating | '';
  onChange: (value: AttributeRating | '') => void;
}) {
  const group = useId();
  const { t, i18n } = useLingui();
  const choices: Array<{ value: AttributeRating | ''; label: string }> = [
    ...ATTRIBUTE_RATINGS.map((r) => ({ value: r, label: i18n._(RATING_LABELS[r]) })),
    { value: '', label: t`No decision` },
  ];
  return (
    <fieldset>
      <legend className="text-sm text-slate-200">{name}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {choices.map((c) => (
          <label key={c.value || 'none'} className="flex items-center gap-1 text-sm text-slate-200">
            <input type="radio" name={group} checked={value === c.value} onChange={() => onChange(c.value)} />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One interviewer's feedback (revisable): the kit's questions answered and attributes rated, when the interview's
 * posting has a kit for its stage (decision 1113), then the overall score 1–5, recommendation and comments.
 */
function FeedbackForm({ interview, currentUserId }: { interview: Interview; currentUserId: string }) {
  const mine = interview.feedback.find((f) => f.interviewer.id === currentUserId);
  const save = useFeedback(interview.id);
  const kit = interview.kit;
  const [score, setScore] = useState<number | null>(mine?.score ?? null);
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(mine?.recommendation ?? '');
  const [comments, setComments] = useState(mine?.comments ?? '');
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries((mine?.answers ?? []).map((a) => [a.question_id, a.answer])),
  );
  const [ratings, setRatings] = useState<Record<string, AttributeRating | ''>>(() =>
    Object.fromEntries((mine?.ratings ?? []).map((r) => [r.attribute_id, r.rating])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const ids = { score: useId(), rec: useId(), comments: useId(), question: useId() };
  const { t, i18n } = useLingui();
  return (
    <form
      noValidate
      className="mt-3 grid gap-2 rounded bg-slate-800 p-3"
      aria-label={t`Your feedback`}
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        if (score == null) return setProblem(t`Choose a score from 1 to 5.`);
        if (!recommendation) return setProblem(t`Choose a recommendation.`);
        setProblem(null);
        // Only the kit's items as they are now; an empty answer or "No decision" is left out.
        const questionIds = new Set(kit?.questions.map((q) => q.id));
        const attributeIds = new Set(kit?.attributes.map((a) => a.id));
        save.mutate(
          {
            score,
            recommendation,
            comments: comments.trim(),
            answers: Object.entries(answers)
              .filter(([id, answer]) => questionIds.has(id) && answer.trim())
              .map(([id, answer]) => ({ question_id: id, answer: answer.trim() })),
            ratings: Object.entries(ratings).flatMap(([id, rating]) =>
              attributeIds.has(id) && rating ? [{ attribute_id: id, rating }] : [],
            ),
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <ErrorText>{problem ?? (save.isError ? translateText(errorMessage(save.error)) : null)}</ErrorText>
      {kit && kit.questions.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="font-medium text-white">
            <Trans>Interview questions</Trans>
          </legend>
          {kit.questions.map((q, index) => (
            <TextAreaField
              key={q.id}
              id={`${ids.question}-${index}`}
              label={q.text}
              value={answers[q.id] ?? ''}
              onChange={(value) => setAnswers((all) => ({ ...all, [q.id]: value }))}
            />
          ))}
        </fieldset>
      )}
      {kit && kit.attributes.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="font-medium text-white">
            <Trans>Attributes to rate</Trans>
          </legend>
          {kit.attributes.map((a) => (
            <AttributeRatingField
              key={a.id}
              name={a.name}
              value={ratings[a.id] ?? ''}
              onChange={(value) => setRatings((all) => ({ ...all, [a.id]: value }))}
            />
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend className={labelClass}>
          <Trans>Score</Trans>
        </legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm text-slate-200">
              <input type="radio" name={ids.score} checked={score === n} onChange={() => setScore(n)} />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={ids.rec}
        label={t`Recommendation`}
        value={recommendation}
        onChange={(v) => setRecommendation(v as Recommendation)}
        emptyLabel={t`Choose…`}
        options={RECOMMENDATIONS.map((r) => ({ value: r, label: i18n._(RECOMMENDATION_LABELS[r]) }))}
      />
      <TextAreaField id={ids.comments} label={t`Comments`} value={comments} onChange={setComments} />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {mine ? t`Update feedback` : t`Send feedback`}
        </button>
        {saved && (
          <span role="status" className="text-sm text-emerald-200">
            <Trans>Feedback saved.</Trans>
          </span>
        )}
      </div>
    </form>
  );
}

/** One feedback as the team reads it: the overall line, then the kit's answers and ratings when there are any. */
function FeedbackEntry({ feedback: f }: { feedback: Feedback }) {
  const { t, i18n } = useLingui();
  const name = f.interviewer.name;
  return (
    <li>
      {f.interviewer.name}: {f.score}/5, {i18n._(RECOMMENDATION_LABELS[f.recommendation])}
      {f.comments && ` — ${f.comments}`}
      {f.ratings.length > 0 && (
        <ul className="ml-4 list-disc text-slate-300" aria-label={t`Ratings by ${name}`}>
          {f.ratings.map((r) => (
            <li key={r.attribute_id}>
              {r.attribute}: {i18n._(RATING_LABELS[r.rating])}
            </li>
          ))}
        </ul>
      )}
      {f.answers.length > 0 && (
        <dl className="ml-4 text-slate-300" aria-label={t`Answers by ${name}`}>
          {f.answers.map((a) => (
            <div key={a.question_id}>
              <dt className="font-medium text-slate-200">{a.question}</dt>
              <dd className="whitespace-pre-line">{a.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The CV sent with the application (GET /api/cvs/:id): what an interviewer reads before the interview. It is
 * fetched with the token and handed to the browser as a file, like every CV link.
 */
function OpenCv({ interview }: { interview: Interview }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const cvId = interview.cv_id;
  if (!cvId) return null;
  const name = interview.candidate.name;
  return (
    <div className="mt-2">
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t`Open CV of ${name}`}
        onClick={() => {
          setProblem(null);
          downloadCv(`/api/cvs/${encodeURIComponent(cvId)}`, t`CV ${name}`).catch((error: unknown) =>
            setProblem(translateText(errorMessage(error))),
          );
        }}
      >
        <Trans>Open CV</Trans>
      </button>
      {problem && <ErrorText>{problem}</ErrorText>}
    </div>
  );
}

/**
 * An interview with its details, feedback, and reschedule / cancel / feedback actions. Rescheduling and
 * cancelling are for those who schedule (interview:manage); a company's interviewer only reads the interview,
 * opens the CV and leaves feedback (issue 10).
 */
export function InterviewItem({
  interview,
  currentUserId,
  showCandidate = false,
  headingLevel = 3,
}: {
  interview: Interview;
  applicationId?: string;
  currentUserId: string;
  showCandidate?: boolean;
  /** 2 where the item sits right under the page's title (the interviews list), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const cancel = useCancelInterview();
  const { hasPermission } = useAuth();
  const manage = hasPermission('interview:manage');
  const [rescheduling, setRescheduling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const scheduled = interview.status === 'scheduled';
  const isInterviewer = interview.interviewers.some((p) => p.id === currentUserId);
  const { t, i18n } = useLingui();
  const kind = i18n._(TYPE_LABELS[interview.type]);
  const when = formatDateTimeInZone(interview.starts_at, interview.time_zone, i18n.locale as Locale);
  const minutes = interview.duration_minutes;
  const interviewers = interview.interviewers.map((p) => p.name).join(', ');
  const notes = interview.notes;
  // Feedback opens at the start (decision 1108); the server refuses it earlier too.
  const started = useHasStarted(interview.starts_at);
  // One that has taken place is not cancelled (decision 1202); it can still be edited (notes, people).
  const ended = useHasStarted(interview.ends_at);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className="rounded-lg border border-slate-700 bg-slate-950 p-3 text-sm text-slate-100">
      <Heading className="font-semibold text-white">
        {showCandidate ? `${interview.candidate.name} — ${interview.job.title}` : kind}
        {!scheduled && (
          <span className="ml-2 rounded bg-slate-700 px-2 text-xs">
            <Trans context="interview status">Cancelled</Trans>
          </span>
        )}
      </Heading>
      <p>
        {when} · {t`${minutes} min`} · {kind}
      </p>
      {interview.location && (
        <p className="break-words text-slate-300">
          <InterviewPlace location={interview.location} />
        </p>
      )}
      <p className="text-slate-300">
        <Trans>Interviewers: {interviewers}</Trans>
      </p>
      {notes && (
        <p className="text-slate-300">
          <Trans>Notes: {notes}</Trans>
        </p>
      )}
      {interview.feedback.length > 0 && (
        <div className="mt-2">
          <SubHeading className="font-medium text-white">
            <Trans>Feedback</Trans>
          </SubHeading>
          <ul className="grid gap-1">
            {interview.feedback.map((f) => (
              <FeedbackEntry key={f.interviewer.id} feedback={f} />
            ))}
          </ul>
        </div>
      )}
      {/* The application's page has its own CV link. */}
      {showCandidate && <OpenCv interview={interview} />}
      {scheduled && manage && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setRescheduling(true)}>
            <Trans>Reschedule</Trans>
          </button>
          {ended ? null : confirming ? (
            <>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(interview.id, { onSuccess: () => setConfirming(false) })}
              >
                <Trans>Yes, cancel the interview</Trans>
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
                <Trans>Keep it</Trans>
              </button>
            </>
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(true)}>
              <Trans>Cancel interview</Trans>
            </button>
          )}
        </div>
      )}
      {cancel.isError && <ErrorText>{translateText(errorMessage(cancel.error))}</ErrorText>}
      {scheduled &&
        isInterviewer &&
        (started ? (
          <FeedbackForm interview={interview} currentUserId={currentUserId} />
        ) : (
          <p className="mt-2 text-slate-300">
            <Trans>The feedback form opens when the interview starts ({when}).</Trans>
          </p>
        ))}
      {rescheduling && manage && (
        <ScheduleDialog interview={interview} onClose={() => setRescheduling(false)} />
      )}
    </article>
  );
}

/** The longest wait a browser timer takes (about 24.8 days); a start further off is not watched. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether `startsAt` has passed; turns true at that moment while the card stays on screen, without a reload. */
function useHasStarted(startsAt: string): boolean {
  const start = new Date(startsAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = Math.max(0, start - Date.now());
    if (wait > MAX_TIMER_MS) return undefined;
    // A moment after the start, so that the check below is past it whatever the timer's rounding.
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [start]);
  return now >= start;
}
