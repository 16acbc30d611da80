import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Interview } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { interviewScope, iso } from '../../lib/tenancy';

type InterviewRow = {
  id: string;
  application_id: string;
  job_id: string;
  title: string;
  company: string;
  candidate_id: string;
  candidate_name: string;
  cv_id: string | null;
  starts_at: string | Date;
  ends_at: string | Date;
  time_zone: string;
  duration_minutes: number;
  type: Interview['type'];
  location: string;
  notes: string;
  status: Interview['status'];
  sequence: number;
  stage: Interview['stage'];
  kit_questions: Array<{ id: string; text: string }> | null;
  kit_attributes: Array<{ id: string; name: string }> | null;
  interviewers: Array<{ id: string; name: string; email: string }>;
  feedback: Array<{
    interviewer_id: string;
    name: string;
    score: number;
    recommendation: Interview['feedback'][number]['recommendation'];
    comments: string;
    answers: Interview['feedback'][number]['answers'];
    ratings: Interview['feedback'][number]['ratings'];
    updated_at: string;
  }>;
};

/**
 * Blind feedback (issue 18, decision 1107): an interviewer's feedback `f` on interview `i` is shown to its author, and
 * to anyone who sits on no interview of the same application still waiting for their feedback: an interviewer of a
 * non-cancelled interview of that application sees the others' feedback only once they have submitted their own on
 * each of them. Owners, recruiters, staff and admin who sit on none of them see everything.
 */
function feedbackVisible(user: AuthUser): SQL {
  return sql`(f.interviewer_id = ${user.id} or not exists (
    select 1 from interviews i2 join interview_interviewers ii2 on ii2.interview_id = i2.id
    where i2.application_id = i.application_id and ii2.user_id = ${user.id} and i2.status <> 'cancelled'
      and not exists (select 1 from interview_feedback f2
                      where f2.interview_id = i2.id and f2.interviewer_id = ${user.id})))`;
}

/** A kit row's lists; no row, or a kit with nothing in it, is no kit. */
function kitOf(
  questions: Array<{ id: string; text: string }> | null,
  attributes: Array<{ id: string; name: string }> | null,
): Interview['kit'] {
  if (!questions?.length && !attributes?.length) return null;
  return { questions: questions ?? [], attributes: attributes ?? [] };
}

/** Interviews the caller may see (its company's; an interviewer's own) that match `condition` (on alias i), soonest first. */
export async function loadInterviews(db: Db, user: AuthUser, condition: SQL): Promise<Interview[]> {
  const rows = await queryRows<InterviewRow>(
    db,
    sql`select i.id, i.application_id, j.id as job_id, j.title, j.company, c.id as candidate_id,
          c.name as candidate_name, coalesce(a.cv_id, c.default_cv_id) as cv_id, i.starts_at, i.ends_at, i.time_zone, i.duration_minutes, i.type, i.location,
          i.notes, i.status, i.sequence, i.stage, k.questions as kit_questions, k.attributes as kit_attributes,
          coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
                    from interview_interviewers ii join users u on u.id = ii.user_id
                    where ii.interview_id = i.id), '[]'::json) as interviewers,
          coalesce((select json_agg(json_build_object('interviewer_id', f.interviewer_id, 'name', u.name,
                      'score', f.score, 'recommendation', f.recommendation, 'comments', f.comments,
                      'answers', f.answers, 'ratings', f.ratings, 'updated_at', f.updated_at) order by f.created_at)
                    from interview_feedback f join users u on u.id = f.interviewer_id
                    where f.interview_id = i.id and ${feedbackVisible(user)}), '[]'::json) as feedback
        from interviews i
        join applications a on a.id = i.application_id
        join jobs j on j.id = a.job_id
        join candidates c on c.id = a.candidate_id
        left join interview_kits k on k.job_id = j.id and k.stage = i.stage
        where ${condition} and ${interviewScope(user)}
        order by i.starts_at, i.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    application_id: r.application_id,
    job: { id: r.job_id, title: r.title, company: r.company },
    candidate: { id: r.candidate_id, name: r.candidate_name },
    cv_id: r.cv_id,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    time_zone: r.time_zone,
    duration_minutes: Number(r.duration_minutes),
    type: r.type,
    location: r.location,
    notes: r.notes,
    status: r.status,
    sequence: Number(r.sequence),
    stage: r.stage,
    kit: kitOf(r.kit_questions, r.kit_attributes),
    interviewers: r.interviewers,
    feedback: r.feedback.map((f) => ({
      interviewer: { id: f.interviewer_id, name: f.name },
      score: Number(f.score),
      recommendation: f.recommendation,
      comments: f.comments,
      answers: f.answers ?? [],
      ratings: f.ratings ?? [],
      updated_at: iso(f.updated_at),
    })),
  }));
}
