import { z } from '../zod';
import { inLimitWords, listLimit } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';
import { multiLine, searchTextField, singleLine, updatedAfter, zonedDateTime } from '../validation';
import { DATE_MESSAGES, isRealDateTimeText } from '../dates';
import { SOURCE_CHANNELS, offerRecordSchema } from './analytics';
import { JOB_PAGE_SIZE_DEFAULT, JOB_PAGE_SIZE_MAX } from './recruitment';
import {
  MOVABLE_STAGES,
  STAGES,
  cvFileSchema,
  optionalBody,
  stageEventSchema,
} from './recruitment-applications';

/** The newest cards of each column; the rest are counted and listed in the list view (decision 241). */
export const BOARD_CARDS_PER_STAGE_DEFAULT = 20;
export const BOARD_CARDS_PER_STAGE_MAX = 500;
export const BULK_MAX = 500;

/** One card on the board or one row of the list. */
export const applicationCardSchema = z.object({
  id: z.string(),
  stage: z.enum(STAGES),
  rating: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  candidate: z.object({ id: z.string(), name: z.string(), headline: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;

export const boardQuery = z.object({
  perStage: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOARD_CARDS_PER_STAGE_MAX)
    .default(BOARD_CARDS_PER_STAGE_DEFAULT),
});
export const boardReply = z.object({
  success: z.literal(true),
  job: z.object({ id: z.string(), title: z.string(), status: z.string() }),
  /** Every stage in pipeline order (active stages, then rejected and withdrawn), newest cards first. */
  columns: z.array(
    z.object({ stage: z.enum(STAGES), total: z.number(), applications: z.array(applicationCardSchema) }),
  ),
});
export type BoardReply = z.infer<typeof boardReply>;

export const applicationListQuery = z.object({
  job_id: z.uuid().optional(),
  stage: z.enum(STAGES).optional(),
  /** Over the candidate's name, headline and skills. */
  q: searchTextField(200).optional(),
  /**
   * Changed at or after this instant (ISO 8601 with its offset): to poll for changes, as `GET /api/manage/interviews`
   * takes it (decision 1157). The application itself (stage, rating, …), its candidate or its posting changed.
   */
  updated_after: updatedAfter(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export const applicationListReply = z.object({
  success: z.literal(true),
  applications: z.array(applicationCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ApplicationListReply = z.infer<typeof applicationListReply>;

export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

// ---- Interview kits (issue 18, decisions 1111-1115) ----

/** The stages an interview can be scheduled in, so the stages a posting has a kit for. */
export const KIT_STAGES = ['applied', 'screening', 'interview', 'offer'] as const;
export type KitStage = (typeof KIT_STAGES)[number];
export const KIT_QUESTIONS_MAX = 20;
export const KIT_ATTRIBUTES_MAX = 20;
export const KIT_QUESTION_MAX_LENGTH = 500;
export const KIT_ATTRIBUTE_MAX_LENGTH = 100;
export const KIT_ANSWER_MAX_LENGTH = 5000;
/**
 * An attribute is rated on the four-point scale of the overall recommendation (Strong no, No, Yes, Strong yes),
 * as Greenhouse's scorecards do; an attribute left unrated is "no decision" (decision 1112).
 */
export const ATTRIBUTE_RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type AttributeRating = (typeof ATTRIBUTE_RATINGS)[number];

export const kitQuestionSchema = z.object({ id: z.string(), text: z.string() });
export const kitAttributeSchema = z.object({ id: z.string(), name: z.string() });
/** What an interviewer is asked and rates: the kit of the interview's posting and stage. */
export const kitContentSchema = z.object({
  questions: z.array(kitQuestionSchema),
  attributes: z.array(kitAttributeSchema),
});
export type KitContent = z.infer<typeof kitContentSchema>;
export const interviewKitSchema = kitContentSchema.extend({
  stage: z.enum(KIT_STAGES),
  /** Null while the stage has no kit. */
  updated_at: z.string().nullable(),
});
export type InterviewKit = z.infer<typeof interviewKitSchema>;
/** Every stage of KIT_STAGES, in order; a stage without a kit has empty lists. */
export const interviewKitsReply = z.object({
  success: z.literal(true),
  job: z.object({ id: z.string(), title: z.string() }),
  kits: z.array(interviewKitSchema),
});
export type InterviewKitsReply = z.infer<typeof interviewKitsReply>;
export const interviewKitReply = z.object({ success: z.literal(true), kit: interviewKitSchema });
export const kitStageParams = z.object({
  id: z.uuid({ error: i18nText('Not a valid id') }),
  stage: z.enum(KIT_STAGES, {
    error: i18nFormat('Stage must be one of {values}', { values: KIT_STAGES.join(', ') }),
  }),
});
/** An item keeps its id when edited (so feedback already given stays tied to it); a new item has none. */
const kitItemId = z.uuid({ error: i18nText('Not a valid id') }).optional();
export const interviewKitRequest = z
  .object({
    questions: z
      .array(
        z.object({
          id: kitItemId,
          text: multiLine(
            z
              .string()
              .trim()
              .min(1, i18nText('Write the question'))
              .max(KIT_QUESTION_MAX_LENGTH, inLimitWords),
          ),
        }),
      )
      .max(KIT_QUESTIONS_MAX, listLimit('questions'))
      .default([]),
    attributes: z
      .array(
        z.object({
          id: kitItemId,
          name: singleLine(
            z
              .string()
              .trim()
              .min(1, i18nText('Name the attribute'))
              .max(KIT_ATTRIBUTE_MAX_LENGTH, inLimitWords),
          ),
        }),
      )
      .max(KIT_ATTRIBUTES_MAX, listLimit('attributes'))
      .default([]),
    /**
     * The kit's `updated_at` as the editor read it (null: no kit yet). When sent, a kit changed since by someone
     * else is not overwritten: 409 KIT_CHANGED. Left out, the kit is replaced whatever it holds.
     */
    updated_at: z.iso
      .datetime({ offset: true, error: i18nText('Send the kit’s updated_at as you read it') })
      .nullable()
      .optional(),
  })
  .refine((v) => new Set(v.attributes.map((a) => a.name.toLocaleLowerCase())).size === v.attributes.length, {
    message: i18nText('Each attribute only once'),
    path: ['attributes'],
  })
  .refine(
    (v) => {
      const ids = [...v.questions, ...v.attributes].flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: i18nText('Each item only once'), path: ['questions'] },
  );
export type InterviewKitRequest = z.input<typeof interviewKitRequest>;

export const feedbackSchema = z.object({
  interviewer: z.object({ id: z.string(), name: z.string() }),
  score: z.number(),
  recommendation: z.enum(RECOMMENDATIONS),
  comments: z.string(),
  /** The kit's questions answered, with the question's text when the feedback was saved. */
  answers: z.array(z.object({ question_id: z.string(), question: z.string(), answer: z.string() })),
  /** The kit's attributes rated, with the attribute's name when the feedback was saved. */
  ratings: z.array(
    z.object({ attribute_id: z.string(), attribute: z.string(), rating: z.enum(ATTRIBUTE_RATINGS) }),
  ),
  updated_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const INTERVIEW_TYPES = ['phone', 'video', 'onsite'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;

export const interviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), company: z.string() }),
  candidate: z.object({ id: z.string(), name: z.string() }),
  /** The CV sent with the application (or the candidate's default): interviewers open it from here (issue 10). */
  cv_id: z.string().nullable().optional(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number(),
  type: z.enum(INTERVIEW_TYPES),
  location: z.string(),
  notes: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  sequence: z.number(),
  /** The application's stage when the interview was scheduled: which of the posting's kits applies. */
  stage: z.enum(KIT_STAGES),
  /** The kit of the posting and stage, as it is now; null when that stage has none (decision 1113). */
  kit: kitContentSchema.nullable(),
  interviewers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  feedback: z.array(feedbackSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

/** What those who manage the posting see of an application. */
export const managedApplicationSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), company: z.string(), owner_id: z.string() }),
  candidate: z.object({
    id: z.string(),
    user_id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    headline: z.string(),
    location: z.string(),
    skills: z.array(z.string()),
    years_experience: z.number().nullable(),
  }),
  stage: z.enum(STAGES),
  /**
   * Where the application came from (decisions 901, 1047): the settings list's item it counts under ("API" for one an
   * API key added) and how it came (board, link, referral, sourced, api).
   */
  source: z.string(),
  source_channel: z.enum(SOURCE_CHANNELS),
  rejection_reason: z.string().nullable(),
  /** The candidate's answer to the offer, once recorded (issue 11, decision 912). */
  offer: offerRecordSchema.nullable(),
  rating: z.number().nullable(),
  cover_letter: z.string(),
  /** Its `url` is `GET /api/applications/{id}/cv`, which API keys with `applications:read` call too (decision 1186). */
  cv: cvFileSchema.nullable().meta({
    description:
      'The CV sent with the application, or null. Download it at its `url`, `/api/applications/{id}/cv`: the company’s people and API keys with the scope `applications:read` may call it.',
  }),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(stageEventSchema),
  interviews: z.array(interviewSchema),
});
export type ManagedApplication = z.infer<typeof managedApplicationSchema>;
export const managedApplicationReply = z.object({
  success: z.literal(true),
  application: managedApplicationSchema,
});

export const moveRequest = z
  .object({
    stage: z.enum(MOVABLE_STAGES, {
      error: i18nFormat('Stage must be one of {values}', { values: MOVABLE_STAGES.join(', ') }),
    }),
    /** Required when rejecting; kept private to the hiring team. */
    reason: multiLine(z.string().trim().max(1000)).optional(),
  })
  .refine((v) => v.stage !== 'rejected' || Boolean(v.reason), {
    message: i18nText('Give a reason for the rejection'),
    path: ['reason'],
  });
export type MoveRequest = z.infer<typeof moveRequest>;

/**
 * Adds a candidate the caller may see to a posting (issues 11 and 14, decision 560): the application starts in
 * "applied", sourced by the hiring team, or from the API when an API key calls.
 */
export const addCandidateRequest = z.object({
  candidate_id: z.uuid(i18nText('Choose a candidate')),
  /** A private note of the hiring team, saved with the application. */
  note: multiLine(z.string().trim().max(5000)).optional(),
});
export type AddCandidateRequest = z.infer<typeof addCandidateRequest>;

export const bulkRequest = z
  .object({
    ids: z.array(z.uuid()).min(1, i18nText('Choose at least one application')).max(BULK_MAX),
    action: z.enum(['move', 'reject']),
    stage: z.enum(MOVABLE_STAGES).optional(),
    reason: multiLine(z.string().trim().max(1000)).optional(),
  })
  .refine((v) => v.action !== 'move' || Boolean(v.stage), {
    message: i18nText('Choose a stage'),
    path: ['stage'],
  })
  .refine((v) => v.action !== 'reject' || Boolean(v.reason), {
    message: i18nText('Give a reason for the rejection'),
    path: ['reason'],
  });
export type BulkRequest = z.infer<typeof bulkRequest>;
export const bulkReply = z.object({
  success: z.literal(true),
  updated: z.number(),
  /**
   * One result per distinct id. A refused one carries the `message` and the `code` the same move of that one
   * application alone would have answered with (NOT_FOUND, REJECTED, CONFLICT…), so a client can tell them apart.
   */
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      message: z.string().optional(),
      code: z.string().optional().meta({
        description: 'On a refused one: the error `code` of `POST /api/applications/{id}/move` for it.',
      }),
    }),
  ),
});
export type BulkReply = z.infer<typeof bulkReply>;

export const ratingRequest = z.object({
  rating: z
    .number()
    .int()
    .min(1, i18nText('Rating is 1 to 5'))
    .max(5, i18nText('Rating is 1 to 5'))
    .nullable(),
});

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteRequest = z.object({
  body: multiLine(z.string().trim().min(1, i18nText('Write the note')).max(5000)),
});
export const notesReply = z.object({ success: z.literal(true), notes: z.array(noteSchema) });
export const noteReply = z.object({ success: z.literal(true), note: noteSchema });

// ---- Interviews ----

/** IANA's spelling of a zone named in any case ("asia/ho_chi_minh"), so that mails and the zone picker show it. */
const ianaSpelling = (tz: string) => {
  const lower = tz.toLowerCase();
  const known = ['Asia/Ho_Chi_Minh', 'UTC'];
  if (typeof Intl.supportedValuesOf === 'function') known.push(...Intl.supportedValuesOf('timeZone'));
  return known.find((zone) => zone.toLowerCase() === lower) ?? tz;
};

const timeZoneField = z
  .string()
  .trim()
  .overwrite(ianaSpelling)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz.includes('/') || tz === 'UTC';
    } catch {
      return false;
    }
  }, i18nText('Use an IANA time zone such as Asia/Ho_Chi_Minh'));

/** A wall-clock time (YYYY-MM-DDTHH:mm) in `time_zone`, or an ISO instant with an offset. */
const startField = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    i18nText('Use YYYY-MM-DDTHH:mm (in the time zone) or an ISO date-time'),
  )
  // 2027-02-31 or 25:00 is refused, not rolled over (decision 285); the server also refuses a time
  // the zone skips (a DST gap) and a start in the past.
  .refine(isRealDateTimeText, DATE_MESSAGES.realDateTime);

/** Said when a video interview's link is not a web address (decision 1195). */
export const MEETING_LINK_MESSAGE = i18nText(
  'Enter the meeting link as a web address that starts with https:// or http://',
);

/** A meeting link: one http(s) address with a host and no spaces ("https://meet.google.com/abc-defg-hij"). */
export const isMeetingLink = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const interviewRequest = z
  .object({
    starts_at: startField,
    time_zone: timeZoneField.default('Asia/Ho_Chi_Minh'),
    duration_minutes: z
      .number()
      .int()
      .min(10)
      .max(8 * 60),
    type: z.enum(INTERVIEW_TYPES),
    location: singleLine(z.string().trim().max(500)).default(''),
    interviewer_ids: z.array(z.uuid()).min(1, i18nText('Name at least one interviewer')).max(10),
    notes: multiLine(z.string().trim().max(5000)).default(''),
  })
  // A video interview's place is its link (decision 1195): a web address or nothing yet; a phone number or a
  // place stays free text.
  .refine((v) => v.type !== 'video' || v.location === '' || isMeetingLink(v.location), {
    message: MEETING_LINK_MESSAGE,
    path: ['location'],
  });
export type InterviewRequest = z.input<typeof interviewRequest>;
export const interviewReply = z.object({ success: z.literal(true), interview: interviewSchema });
export const interviewListQuery = z.object({
  from: zonedDateTime().optional(),
  to: zonedDateTime().optional(),
  application_id: z.uuid().optional(),
  status: z.enum(INTERVIEW_STATUSES).optional(),
});
export const interviewListReply = z.object({
  success: z.literal(true),
  interviews: z.array(interviewSchema),
});
export type InterviewListReply = z.infer<typeof interviewListReply>;
/** Who may be named as interviewer on an application (decision 206): a search over them, capped. */
export const INTERVIEWER_CHOICES_MAX = 20;
export const interviewerChoicesQuery = z.object({
  /** Over the name and the e-mail address, case-insensitive substring. */
  q: searchTextField(200).optional(),
});
export const interviewerChoiceSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type InterviewerChoice = z.infer<typeof interviewerChoiceSchema>;
export const interviewerChoicesReply = z.object({
  success: z.literal(true),
  interviewers: z.array(interviewerChoiceSchema),
});
export type InterviewerChoicesReply = z.infer<typeof interviewerChoicesReply>;
export const cancelInterviewRequest = optionalBody(
  z.object({ reason: multiLine(z.string().trim().max(1000)).optional() }),
);

export const feedbackRequest = z.object({
  score: z.number().int().min(1, i18nText('Score is 1 to 5')).max(5, i18nText('Score is 1 to 5')),
  recommendation: z.enum(RECOMMENDATIONS),
  comments: multiLine(z.string().trim().max(10_000)).default(''),
  /** Answers to the kit's questions, by question id; an empty answer is left out. */
  answers: z
    .array(
      z.object({
        question_id: z.string().max(100),
        answer: multiLine(z.string().trim().max(KIT_ANSWER_MAX_LENGTH, inLimitWords)),
      }),
    )
    .max(KIT_QUESTIONS_MAX)
    .default([]),
  /** Ratings of the kit's attributes, by attribute id; an attribute left out is "no decision". */
  ratings: z
    .array(z.object({ attribute_id: z.string().max(100), rating: z.enum(ATTRIBUTE_RATINGS) }))
    .max(KIT_ATTRIBUTES_MAX)
    .default([]),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;
