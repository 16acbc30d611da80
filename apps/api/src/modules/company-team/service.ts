import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES, i18nFormat, i18nText } from '@app/shared';
import type {
  CompanyInvitation,
  CompanyInvitationLookup,
  CompanyInviteRequest,
  CompanyMember,
  CompanyTeam,
  Locale,
  PlanName,
  Settings,
} from '@app/shared';
import { hashPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { dropTeamNotifications, lockCompany, seatsUsed } from '../../lib/company';
import { HttpError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { localeOf } from '../../lib/i18n';
import { cheapestPlanWith, hasCapability } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import { iso } from '../../lib/tenancy';
import { companyInvitationMail, companyLeftMail } from '../../mail/company-templates';
import { enqueueMail } from '../../mail/outbox';
import { isUniqueViolation, startSession } from '../auth/service';
import type { ClientMeta } from '../auth/service';
import { unlockQuota } from '../candidates';

// Issue 10 (decisions 600–602): a company's members, invitations and seats.

const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TEAM_MESSAGES = {
  noCompany: i18nText('You do not belong to a company.'),
  ownerOnly: i18nText('Only the company’s owner can manage its members.'),
  memberNotFound: i18nText('This person is not a member of your company.'),
  ownerStays: i18nText(
    'The owner’s place cannot be changed. Cancelling the package ends the company’s access.',
  ),
  alreadyMember: i18nText('This person is already a member of your company.'),
  alreadyInvited: i18nText('This address already has an open invitation. Send it again instead.'),
  staffCannotJoin: i18nText('Staff and admin accounts cannot join a company.'),
  otherCompany: i18nText('This person already belongs to another company.'),
  invitationNotFound: i18nText('This invitation does not exist or is no longer open.'),
  invitationInvalid: i18nText('This invitation link is not valid. Ask the company’s owner for a new one.'),
  invitationExpired: i18nText('This invitation has expired. Ask the company’s owner to send it again.'),
  accountExists: i18nText('An account with this address exists. Sign in with it to accept the invitation.'),
  youAreInAnother: i18nText(
    'You already belong to a company. Leave it, or cancel its package, before joining another.',
  ),
  ownerCannotLeave: i18nText('The owner cannot leave the company. Cancel the package instead.'),
  mailedJustNow: i18nText('An invitation was mailed to this address less than a minute ago. Wait a moment.'),
} as const;

/** The caller's company, or 404: an account outside any company has no company page. */
function companyOf(user: AuthUser) {
  if (!user.company) throw notFound(TEAM_MESSAGES.noCompany);
  return user.company;
}

function ownerCompany(user: AuthUser) {
  const company = companyOf(user);
  if (company.role !== 'owner') throw forbidden(TEAM_MESSAGES.ownerOnly);
  return company;
}

function seatLimit(settings: Settings, plan: string | null): number {
  return settings.plans.find((p) => p.name === plan)?.seats ?? 1;
}

/** 402 SEAT_LIMIT naming the cheapest plan with more seats (issue 10). */
function seatLimitError(settings: Settings, limit: number): HttpError {
  const more = cheapestPlanWith(settings, (p) => p.seats > limit);
  return new HttpError(
    402,
    more
      ? i18nFormat(
          'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). The {plan} plan has {seats, plural, one {# seat} other {# seats}}: upgrade, or remove a member or an invitation first.',
          { limit, plan: more.display_name, seats: more.seats },
        )
      : i18nFormat(
          'Every seat of your plan is taken ({limit, plural, one {# seat} other {# seats}}). Remove a member or an invitation first.',
          { limit },
        ),
    ERROR_CODES.seatLimit,
  );
}

/**
 * A seat for a new invitation (under the company's lock): within the plan's seats, and — while a cheaper plan is
 * scheduled for the end of the period (decision 1199) — within that plan's too, so that the switch is not lost at the
 * boundary for a seat taken after it was chosen (decision 1155): 409 SEAT_LIMIT naming the switch and the ways on.
 */
async function checkSeat(tx: Db, settings: Settings, companyId: string, plan: string | null, now: Date) {
  const limit = seatLimit(settings, plan);
  const used = await seatsUsed(tx, companyId, now);
  if (used >= limit) throw seatLimitError(settings, limit);
  const [scheduled] = await queryRows<{ name: string }>(
    tx,
    sql`select sp.name from subscriptions s join plans sp on sp.id = s.scheduled_plan_id
        where s.company_id = ${companyId} and s.ended_at is null and s.scheduled_at is not null`,
  );
  if (!scheduled) return;
  const next = settings.plans.find((p) => p.name === scheduled.name);
  const seats = next?.seats ?? 1;
  if (used >= seats) {
    throw new HttpError(
      409,
      i18nFormat(
        'A switch to the {plan} plan is scheduled for the end of the paid period, and {plan} includes {seats, plural, one {# seat} other {# seats}}: your company already uses {used} (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.',
        { plan: next?.display_name ?? scheduled.name, seats, used },
      ),
      ERROR_CODES.seatLimit,
    );
  }
}

// ---- The company page ----

type MemberRow = {
  user_id: string;
  name: string;
  email: string;
  role: CompanyMember['role'];
  joined_at: string | Date;
  upcoming: string | number;
};

async function members(db: Db, companyId: string, now: Date, userId?: string): Promise<CompanyMember[]> {
  const rows = await queryRows<MemberRow>(
    db,
    sql`select m.user_id, u.name, u.email, m.role, m.joined_at,
          (select count(*) from interview_interviewers iv join interviews i on i.id = iv.interview_id
             where iv.user_id = m.user_id and i.status = 'scheduled' and i.ends_at > ${now.toISOString()}) as upcoming
        from company_members m join users u on u.id = m.user_id
        where m.company_id = ${companyId} ${userId ? sql`and m.user_id = ${userId}` : sql``}
        order by case m.role when 'owner' then 0 when 'recruiter' then 1 else 2 end, u.name, m.user_id`,
  );
  return rows.map((r) => ({
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    joined_at: iso(r.joined_at),
    upcoming_interviews: Number(r.upcoming),
  }));
}

type InvitationRow = {
  id: string;
  email: string;
  role: CompanyInvitation['role'];
  invited_by: string | null;
  created_at: string | Date;
  expires_at: string | Date;
};

function toInvitation(r: InvitationRow, now: Date): CompanyInvitation {
  const expires = iso(r.expires_at);
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    invited_by: r.invited_by,
    created_at: iso(r.created_at),
    expires_at: expires,
    expired: new Date(expires) <= now,
  };
}

const INVITATION_COLUMNS = sql`i.id, i.email, i.role, u.name as invited_by, i.created_at, i.expires_at`;

async function openInvitations(db: Db, companyId: string, now: Date, id?: string) {
  const rows = await queryRows<InvitationRow>(
    db,
    sql`select ${INVITATION_COLUMNS} from company_invitations i left join users u on u.id = i.invited_by
        where i.company_id = ${companyId} and i.accepted_at is null and i.revoked_at is null
          ${id ? sql`and i.id = ${id}` : sql``}
        order by i.created_at desc, i.id`,
  );
  return rows.map((r) => toInvitation(r, now));
}

export async function team(ctx: AppContext, user: AuthUser): Promise<CompanyTeam> {
  const company = companyOf(user);
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, company.id));
  const plan = settings.plans.find((p) => p.name === company.plan) ?? null;
  const limit = seatLimit(settings, company.plan);
  const more = cheapestPlanWith(settings, (p) => p.seats > limit);
  const apiPlan = cheapestPlanWith(settings, (p) => p.capabilities.includes('api_access'));
  const [list, invitations, used, unlocks, [reassign], [scheduled]] = await Promise.all([
    members(ctx.db, company.id, now),
    company.role === 'owner' ? openInvitations(ctx.db, company.id, now) : Promise.resolve([]),
    seatsUsed(ctx.db, company.id, now),
    unlockQuota(ctx.db, user, now, settings),
    queryRows<{ n: string | number }>(
      ctx.db,
      sql`select count(distinct i.id) as n from interviews i
            join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
            join interview_interviewers iv on iv.interview_id = i.id
          where j.company_id = ${company.id} and i.status = 'scheduled' and i.ends_at > ${now.toISOString()}
            and not exists (select 1 from company_members m where m.user_id = iv.user_id and m.company_id = ${company.id})`,
    ),
    // The switch the billing page scheduled (decision 1199), as checkSeat reads it: the page says before any
    // invitation that its seats are held (decision 1219).
    queryRows<{ name: string; starts_at: string | Date; paid_until: string | Date | null }>(
      ctx.db,
      sql`select sp.name, s.scheduled_at as starts_at, s.paid_until
          from subscriptions s join plans sp on sp.id = s.scheduled_plan_id
          where s.company_id = ${company.id} and s.ended_at is null and s.scheduled_at is not null`,
    ),
  ]);
  const next = scheduled ? settings.plans.find((p) => p.name === scheduled.name) : undefined;
  /** Whether the month after the switch's date is paid (decision 1199). */
  const paidPast = (paidUntil: string | Date | null, at: Date) =>
    paidUntil !== null && new Date(paidUntil).getTime() > at.getTime();
  const startsAt = scheduled ? new Date(scheduled.starts_at) : null;
  return {
    id: company.id,
    name: row?.name ?? company.name,
    your_role: company.role,
    plan: plan ? { name: plan.name, display_name: plan.display_name } : null,
    seats: {
      limit,
      used,
      more_with: more ? { name: more.name, display_name: more.display_name, seats: more.seats } : null,
    },
    scheduled_switch:
      scheduled && startsAt
        ? {
            plan: scheduled.name as PlanName,
            display_name: next?.display_name ?? scheduled.name,
            seats: next?.seats ?? 1,
            starts_at: iso(startsAt),
            // Decision 1199: once the month after the boundary is paid, the switch can no longer be cancelled.
            cancellable: !paidPast(scheduled.paid_until, startsAt),
            // The date has passed and that month is unpaid: the grace days (decision 1199's unpaid boundary waits).
            awaiting_payment:
              startsAt.getTime() <= now.getTime() && !paidPast(scheduled.paid_until, startsAt),
          }
        : null,
    unlocks,
    members: list,
    invitations,
    interviews_to_reassign: Number(reassign?.n ?? 0),
    integrations: {
      included: hasCapability(settings, user, 'api_access'),
      offered_by: apiPlan ? { name: apiPlan.name, display_name: apiPlan.display_name } : null,
    },
  };
}

// ---- Invitations (the owner's side) ----

async function issueToken(tx: Db, invitationId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(companyInvitations)
    .set({
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .where(eq(companyInvitations.id, invitationId));
  return token;
}

/**
 * At most one invitation mail to an address from a company a minute, whether sent again, or revoked and sent anew
 * (decision 1043): an invitation's `created_at` is when its latest link was mailed. Under the company's lock.
 */
async function checkMailInterval(ctx: AppContext, tx: Db, companyId: string, email: string, now: Date) {
  const interval = ctx.config.limits.resendIntervalMs;
  const [row] = await queryRows<{ last: string | Date | null }>(
    tx,
    sql`select max(created_at) as last from company_invitations
        where company_id = ${companyId} and email = ${email}`,
  );
  const last = row?.last ? new Date(iso(row.last)).getTime() : null;
  if (last !== null && now.getTime() - last < interval) {
    throw tooManyRequests(
      TEAM_MESSAGES.mailedJustNow,
      Math.max(1, Math.ceil((last + interval - now.getTime()) / 1000)),
    );
  }
}

/** The invitation mail, in the invitee's language when it has an account, else in the inviting request's. */
async function sendInvitation(
  ctx: AppContext,
  tx: Db,
  inviter: AuthUser,
  companyName: string,
  invitation: { email: string; role: 'recruiter' | 'interviewer' },
  token: string,
  requestLocale: Locale,
  now: Date,
) {
  const [invitee] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, invitation.email));
  const locale = invitee ? localeOf(invitee.locale) : requestLocale;
  await enqueueMail(
    tx,
    companyInvitationMail(
      locale,
      invitation.email,
      inviter.name,
      companyName,
      invitation.role,
      token,
      ctx.config.appUrl,
    ),
    now,
  );
}

export async function invite(
  ctx: AppContext,
  user: AuthUser,
  body: CompanyInviteRequest,
  locale: Locale,
): Promise<CompanyInvitation> {
  const company = ownerCompany(user);
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  const [invitee] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, body.email));
  if (invitee && (invitee.role === 'admin' || invitee.role === 'staff'))
    throw conflict(TEAM_MESSAGES.staffCannotJoin);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // Seats are counted under the company's row lock: two invitations sent at once are counted one after the
      // other, so they never pass the limit together (decision 602).
      await lockCompany(tx, company.id);
      if (invitee) {
        const [membership] = await tx
          .select({ companyId: companyMembers.companyId })
          .from(companyMembers)
          .where(eq(companyMembers.userId, invitee.id));
        if (membership?.companyId === company.id) throw conflict(TEAM_MESSAGES.alreadyMember);
        if (membership) throw conflict(TEAM_MESSAGES.otherCompany);
      }
      const [open] = await tx
        .select({ id: companyInvitations.id, expiresAt: companyInvitations.expiresAt })
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, company.id),
            eq(companyInvitations.email, body.email),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        );
      if (open && open.expiresAt > now) throw conflict(TEAM_MESSAGES.alreadyInvited);
      await checkMailInterval(ctx, tx, company.id, body.email, now);
      // An expired invitation to the same address gives way to the new one.
      if (open)
        await tx.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, open.id));
      await checkSeat(tx, settings, company.id, company.plan, now);
      const [created] = await tx
        .insert(companyInvitations)
        .values({
          companyId: company.id,
          email: body.email,
          role: body.role,
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          invitedBy: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        })
        .returning({ id: companyInvitations.id });
      const token = await issueToken(tx, created!.id, now);
      const [row] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, company.id));
      await sendInvitation(ctx, tx, user, row?.name ?? '', body, token, locale, now);
      await audit(tx, {
        action: 'company.member_invited',
        target: { type: 'company_invitation', id: created!.id, label: body.email },
        changes: { company: { after: company.id }, role: { after: body.role } },
        at: now,
      });
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyInvited);
    throw error;
  }
  ctx.outbox.poke();
  const [invitation] = await openInvitations(ctx.db, company.id, now, id);
  return invitation!;
}

async function lockedInvitation(tx: Db, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return row;
}

/** A new link and 7 more days; an expired invitation takes a seat again, so the seats are checked. */
export async function resendInvitation(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  locale: Locale,
): Promise<CompanyInvitation> {
  const company = ownerCompany(user);
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const invitation = await lockedInvitation(tx, company.id, id);
    await checkMailInterval(ctx, tx, company.id, invitation.email, now);
    if (invitation.expiresAt <= now) await checkSeat(tx, settings, company.id, company.plan, now);
    const token = await issueToken(tx, id, now);
    const [row] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, company.id));
    const role = invitation.role === 'interviewer' ? 'interviewer' : 'recruiter';
    await sendInvitation(
      ctx,
      tx,
      user,
      row?.name ?? '',
      { email: invitation.email, role },
      token,
      locale,
      now,
    );
    await audit(tx, {
      action: 'company.invitation_resent',
      target: { type: 'company_invitation', id, label: invitation.email },
      at: now,
    });
  });
  ctx.outbox.poke();
  const [invitation] = await openInvitations(ctx.db, company.id, now, id);
  return invitation!;
}

export async function revokeInvitation(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const company = ownerCompany(user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invitation = await lockedInvitation(tx, company.id, id);
    await tx.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, id));
    await audit(tx, {
      action: 'company.invitation_revoked',
      target: { type: 'company_invitation', id, label: invitation.email },
      at: now,
    });
  });
}

// ---- Members ----

async function lockedMember(tx: Db, companyId: string, userId: string) {
  const [row] = await queryRows<{ role: string; name: string; email: string; locale: string }>(
    tx,
    sql`select m.role, u.name, u.email, u.locale from company_members m join users u on u.id = m.user_id
        where m.user_id = ${userId} and m.company_id = ${companyId} for update of m`,
  );
  if (!row) throw notFound(TEAM_MESSAGES.memberNotFound);
  return row;
}

export async function changeRole(
  ctx: AppContext,
  user: AuthUser,
  memberId: string,
  role: 'recruiter' | 'interviewer',
): Promise<CompanyMember> {
  const company = ownerCompany(user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, company.id, memberId);
    if (member.role === 'owner') throw conflict(TEAM_MESSAGES.ownerStays);
    if (member.role === role) return;
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.userId, memberId));
    // An interviewer reads only its interviews (decision 951): the new applications and the conversations it was
    // told of as a recruiter leave its list, and a message notice waiting for its 15 minutes is withdrawn, as when
    // a teammate leaves (decision 1041).
    if (role === 'interviewer') await dropTeamNotifications(tx, company.id, [memberId], now);
    await audit(tx, {
      action: 'company.member_role_changed',
      target: { type: 'user', id: memberId, label: member.email },
      changes: { company_role: { before: member.role, after: role } },
      at: now,
    });
  });
  const [member] = await members(ctx.db, company.id, now, memberId);
  return member!;
}

/**
 * Ends a teammate's place (removed by the owner, or leaving): back to a member account at once (the session cache
 * drops it on every instance, decision 511); its interviews stay and show as to reassign (decision 601).
 */
async function endMembership(ctx: AppContext, companyId: string, memberId: string, action: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, companyId, memberId);
    if (member.role === 'owner') throw conflict(TEAM_MESSAGES.ownerCannotLeave);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, memberId));
    await tx
      .update(users)
      .set({ role: 'member', updatedAt: now })
      .where(and(eq(users.id, memberId), eq(users.role, 'employer')));
    await dropTeamNotifications(tx, companyId, [memberId], now);
    const [row] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    await enqueueMail(
      tx,
      companyLeftMail(localeOf(member.locale), member.email, member.name, row?.name ?? '', ctx.config.appUrl),
      now,
    );
    await audit(tx, {
      action,
      target: { type: 'user', id: memberId, label: member.email },
      changes: {
        company: { before: companyId, after: null },
        company_role: { before: member.role, after: null },
      },
      at: now,
    });
  });
  ctx.outbox.poke();
}

export async function removeMember(ctx: AppContext, user: AuthUser, memberId: string): Promise<void> {
  const company = ownerCompany(user);
  await endMembership(ctx, company.id, memberId, 'company.member_removed');
}

export async function leave(ctx: AppContext, user: AuthUser): Promise<void> {
  const company = companyOf(user);
  if (company.role === 'owner') throw conflict(TEAM_MESSAGES.ownerCannotLeave);
  await endMembership(ctx, company.id, user.id, 'company.member_left');
}

// ---- The invitee's side ----

async function invitationByToken(ctx: AppContext, db: Db, token: string, lock = false) {
  const query = db
    .select({ invitation: companyInvitations, company: companies })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashToken(token)));
  const [found] = lock ? await query.for('update', { of: companyInvitations }) : await query;
  if (!found || found.invitation.acceptedAt || found.invitation.revokedAt || found.company.cancelledAt) {
    throw badRequest(TEAM_MESSAGES.invitationInvalid, 'INVALID_INVITATION');
  }
  if (found.invitation.expiresAt <= ctx.clock.now()) {
    throw new HttpError(410, TEAM_MESSAGES.invitationExpired, 'INVITATION_EXPIRED');
  }
  return found;
}

export async function lookupInvitation(ctx: AppContext, token: string): Promise<CompanyInvitationLookup> {
  const { invitation, company } = await invitationByToken(ctx, ctx.db, token);
  const [[inviter], [account]] = await Promise.all([
    invitation.invitedBy
      ? ctx.db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy))
      : Promise.resolve([]),
    ctx.db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)),
  ]);
  return {
    company: company.name,
    role: invitation.role === 'interviewer' ? 'interviewer' : 'recruiter',
    email: invitation.email,
    invited_by: inviter?.name ?? null,
    expires_at: invitation.expiresAt.toISOString(),
    account_exists: Boolean(account),
  };
}

/** Joins inside `tx`: the invitation is used once, the seat it held becomes the member's. */
async function join(
  ctx: AppContext,
  tx: Db,
  settings: Settings,
  token: string,
  account: { id: string; name: string; email: string; role: string },
  now: Date,
) {
  const { invitation, company } = await invitationByToken(ctx, tx, token, true);
  if (account.email !== invitation.email) {
    throw forbidden(
      i18nFormat('This invitation was sent to {email}. Sign in with that address to accept it.', {
        email: invitation.email,
      }),
    );
  }
  if (account.role === 'admin' || account.role === 'staff') throw conflict(TEAM_MESSAGES.staffCannotJoin);
  await lockCompany(tx, company.id);
  // The account's row too: two invitations of two companies accepted at once (each under its own company's lock)
  // would both find no membership; the second now waits for the first and answers 409 (decision 1037).
  await tx.execute(sql`select 1 from users where id = ${account.id} for update`);
  const [membership] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, account.id));
  if (membership) throw conflict(TEAM_MESSAGES.youAreInAnother);
  // The seat was the invitation's; a plan lowered since then may have fewer (checked without this invitation).
  const [plan] = await queryRows<{ name: string | null }>(
    tx,
    sql`select p.name from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = ${company.id} and s.ended_at is null`,
  );
  const limit = seatLimit(settings, plan?.name ?? null);
  if ((await seatsUsed(tx, company.id, now)) - 1 >= limit) throw seatLimitError(settings, limit);
  await tx
    .update(companyInvitations)
    .set({ acceptedAt: now, acceptedBy: account.id })
    .where(eq(companyInvitations.id, invitation.id));
  await tx.insert(companyMembers).values({
    userId: account.id,
    companyId: company.id,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    joinedAt: now,
  });
  await tx
    .update(users)
    .set({ role: 'employer', updatedAt: now })
    .where(and(eq(users.id, account.id), eq(users.role, 'member')));
  await audit(tx, {
    action: 'company.member_joined',
    actor: { id: account.id, name: account.name },
    target: { type: 'company', id: company.id, label: company.name },
    changes: { member: { after: account.id }, company_role: { after: invitation.role } },
    at: now,
  });
  return { id: company.id, name: company.name, role: invitation.role };
}

/** A signed-in member accepts: it becomes an employer account in the company at once. */
export async function accept(ctx: AppContext, user: AuthUser, token: string) {
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => join(ctx, tx, settings, token, user, now));
}

/** A new address registers and joins at once (the link proves the address) and is signed in. */
export async function registerAndJoin(
  ctx: AppContext,
  input: { token: string; name: string; password: string },
  locale: Locale,
  meta: ClientMeta,
) {
  const found = await invitationByToken(ctx, ctx.db, input.token);
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, found.invitation.email));
  if (existing) throw conflict(TEAM_MESSAGES.accountExists);
  const settings = await getSettings(ctx);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: found.invitation.email,
          passwordHash,
          role: 'member',
          locale,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
      await audit(tx, {
        action: 'auth.registered',
        actor: { id: created!.id, name: created!.name },
        target: { type: 'user', id: created!.id, label: created!.email },
        changes: { via: { after: 'company_invitation' } },
        at: now,
      });
      await join(ctx, tx, settings, input.token, created!, now);
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.accountExists);
    throw error;
  }
  return startSession(ctx, userId, false, meta, 'invitation');
}
