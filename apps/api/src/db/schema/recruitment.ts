import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull();
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The tenant of recruitment (issue 10, decision 600): the company whose members post, track and interview, and its
 * public profile. `owner_id` is who bought the package (one company per owner); an empty name means the profile is
 * not set up yet. `cancelled_at` is set while the package is cancelled: the data stays (decision 603).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    website: text('website'),
    logoUrl: text('logo_url'),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_owner_id_key').on(t.ownerId),
    // The retention job's cancelled companies (decision 603).
    index('companies_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`cancelled_at is not null`),
  ],
);

/** Who works in a company and as what (owner, recruiter, interviewer); a user is in one company at most. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId, t.joinedAt)],
);

/**
 * An invitation to join a company (issue 10): a single-use link, 7 days; only the token's hash is kept. One open
 * invitation per address and company; an open one counts against the seats.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('company_invitations_open_key')
      .on(t.companyId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    type: text('type').notNull(),
    level: text('level').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    description: text('description').notNull(),
    requirements: textArray('requirements'),
    skills: textArray('skills'),
    benefits: textArray('benefits'),
    status: text('status').notNull().default('draft'),
    postedDate: timestamp('posted_date', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isRemote: boolean('is_remote').notNull().default(false),
    /** The company's plan sells priority display (issue 10, decision 606): kept in step with its package. */
    priority: boolean('priority').notNull().default(false),
    // Folded by the server (lib/tenancy fold: no case, no diacritics): title, company and skills, joined by U+0001.
    searchText: text('search_text').notNull(),
    locationText: text('location_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_owner_id_idx').on(t.ownerId, t.createdAt),
    // The tenant's postings, newest first (issue 10).
    index('jobs_company_id_idx').on(t.companyId, t.createdAt),
    // The board's order: staff's featured postings, then priority display (issue 10), then newest.
    index('jobs_board_order_idx')
      .on(t.isFeatured.desc(), t.priority.desc(), t.postedDate.desc(), t.id)
      .where(sql`status = 'published'`),
    index('jobs_type_level_remote_idx')
      .on(t.type, t.level, t.isRemote)
      .where(sql`status = 'published'`),
    // The board sorted by salary (issue 18, decision 530): top of the range first, then newest.
    index('jobs_salary_order_idx')
      .on(
        sql`(coalesce(${t.salaryMax}, ${t.salaryMin})) desc nulls last`,
        t.priority.desc(),
        t.postedDate.desc().nullsLast(),
        t.id,
      )
      .where(sql`status = 'published'`),
    // Job alerts read the postings published since their last run (issue 18).
    index('jobs_published_posted_idx')
      .on(t.postedDate)
      .where(sql`status = 'published'`),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/** A person who applies or is sourced: a member's own profile (user_id set) or a record staff typed in. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    phoneKey: text('phone_key'),
    nameKey: text('name_key').notNull(),
    headline: text('headline').notNull().default(''),
    location: text('location').notNull().default(''),
    skills: textArray('skills'),
    yearsExperience: integer('years_experience'),
    defaultCvId: uuid('default_cv_id'),
    openToEmployers: boolean('open_to_employers').notNull().default(false),
    source: text('source').notNull().default('member'),
    /** Where staff found a sourced candidate (a settings list item, issue 9). */
    sourceDetail: text('source_detail'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    mergedInto: uuid('merged_into'),
    /** Set when the retention job anonymised the record (decision 420): the personal fields are gone. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    searchText: text('search_text').notNull(),
    locationText: text('location_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidates_user_id_key')
      .on(t.userId)
      .where(sql`user_id is not null`),
    index('candidates_email_idx').on(t.email),
    index('candidates_phone_key_idx').on(t.phoneKey),
    index('candidates_name_key_idx').on(t.nameKey),
    index('candidates_open_idx')
      .on(t.openToEmployers)
      .where(sql`open_to_employers`),
    index('candidates_experience_idx').on(t.yearsExperience),
    index('candidates_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`merged_into is null`),
    // The anonymisation job's candidates, oldest activity first (decision 420).
    index('candidates_anonymise_idx')
      .on(t.updatedAt)
      .where(sql`anonymised_at is null and not open_to_employers`),
  ],
);

/** Uploaded CVs; the bytes live in the storage (lib/storage.ts) under `storage_key`. */
export const cvFiles = pgTable(
  'cv_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cv_files_candidate_id_idx').on(t.candidateId)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    cvId: uuid('cv_id').references(() => cvFiles.id, { onDelete: 'set null' }),
    stage: text('stage').notNull().default('applied'),
    rejectionReason: text('rejection_reason'),
    rating: smallint('rating'),
    /**
     * Issue 11 (decision 901): how the application came: board, link, referral, sourced or api; `source` is the item of
     * the settings list of candidate sources it counts under, `source_detail` the raw tag of a shared link.
     */
    sourceChannel: text('source_channel').notNull().default('board'),
    source: text('source').notNull().default('Job board'),
    sourceDetail: text('source_detail'),
    /** Issue 11 (decision 902): the candidate's answer to an offer; a declined offer names a reason from the list. */
    offerOutcome: text('offer_outcome'),
    offerDeclineReason: text('offer_decline_reason'),
    offerOutcomeAt: timestamp('offer_outcome_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_job_stage_created_idx').on(t.jobId, t.stage, t.createdAt, t.id),
    index('applications_candidate_id_idx').on(t.candidateId),
    index('applications_created_idx').on(t.createdAt, t.id),
  ],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_events_application_id_idx').on(t.applicationId, t.at),
    // Team activity (issue 11): each teammate's moves in a period.
    index('application_events_by_user_idx').on(t.byUserId, t.at),
  ],
);

export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_id_idx').on(t.applicationId, t.createdAt)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    type: text('type').notNull(),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** The application's stage when it was scheduled: which kit of the posting applies (decision 1113). */
    stage: text('stage').notNull().default('interview'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The interview's own last change (schedule, reschedule, cancel): the retention's activity (decision 420). */
    updatedAt: updatedAt(),
    /**
     * The last change of anything `GET /api/manage/interviews` returns for it (decision 1123): its own changes and
     * those of its application, posting, candidate, interviewers and organizer. Kept by triggers (migration 0035),
     * which set it on insert whatever is given.
     */
    representationUpdatedAt: timestamp('representation_updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('interviews_application_id_idx').on(t.applicationId),
    index('interviews_starts_at_idx').on(t.startsAt),
    // The API keys' list and its `updated_after` (decision 1123), walked latest first.
    index('interviews_representation_updated_idx').on(t.representationUpdatedAt, t.id),
    // A renamed or deleted organizer finds its interviews (the trigger, and ON DELETE SET NULL).
    index('interviews_created_by_idx').on(t.createdBy),
  ],
);

/**
 * Tombstones (decision 1125): an interview that left a company's view (deleted with its application, posting or
 * the account that owned the posting, or its posting moved out of the company), for the company's API keys to sync
 * deletions (`GET /api/manage/interviews/deleted`). Written by triggers (migration 0036) in the statement that
 * removes it; kept `RETENTION.interviewDeletionMs`, then pruned. No foreign key to the interview: it is gone.
 */
export const interviewDeletions = pgTable(
  'interview_deletions',
  {
    interviewId: uuid('interview_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.interviewId] }),
    // The list and its `deleted_after`, latest first, per company.
    index('interview_deletions_company_deleted_idx').on(t.companyId, t.deletedAt, t.interviewId),
    // The pruning job.
    index('interview_deletions_deleted_at_idx').on(t.deletedAt),
  ],
);

export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);

export const interviewFeedback = pgTable(
  'interview_feedback',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    recommendation: text('recommendation').notNull(),
    comments: text('comments').notNull().default(''),
    /** [{ question_id, question, answer }]: the kit's questions answered, their text as it was (decision 1114). */
    answers: jsonb('answers')
      .$type<Array<{ question_id: string; question: string; answer: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** [{ attribute_id, attribute, rating }]: the kit's attributes rated. */
    ratings: jsonb('ratings')
      .$type<Array<{ attribute_id: string; attribute: string; rating: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.interviewerId] })],
);

/**
 * Interview kits (issue 18, decision 1111): per posting and stage, the questions an interviewer asks and the
 * attributes it rates. Items keep their ids across edits, so feedback stays tied to them.
 */
export const interviewKits = pgTable(
  'interview_kits',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    questions: jsonb('questions')
      .$type<Array<{ id: string; text: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attributes: jsonb('attributes')
      .$type<Array<{ id: string; name: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.stage] })],
);

/**
 * Contact details a company has unlocked; counted per calendar month against the Free plan (issue 10: per company).
 * `employer_id` is the member who unlocked.
 */
export const candidateUnlocks = pgTable(
  'candidate_unlocks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id').references(() => users.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.candidateId] }),
    index('candidate_unlocks_month_idx').on(t.companyId, t.unlockedAt),
  ],
);

export const candidateMerges = pgTable(
  'candidate_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    mergedId: uuid('merged_id').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('candidate_merges_target_idx').on(t.targetId)],
);
