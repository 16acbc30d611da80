import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  CLIENT_DEFAULT_PERMISSIONS,
  INACTIVE_DAYS,
  PERMISSIONS,
  SERVER_ROLE_PERMISSIONS,
  i18nFormat,
  i18nText,
} from '@app/shared';
import type {
  AdminUserDetail,
  AdminUserSummary,
  InviteRequest,
  Locale,
  Message,
  Permission,
  Role,
  UserListQuery,
} from '@app/shared';
import { issueCode } from '../../auth/codes';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { companyMembers, invitations, sessions, userPermissions, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { dropTeamNotifications } from '../../lib/company';
import { ERASED_NAME, eraseUser } from '../../lib/erase-user';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { localeOf } from '../../lib/i18n';
import type { Translate } from '../../lib/i18n';
import { clearCount, currentCount } from '../../lib/rate-limit';
import { storageFor } from '../../lib/storage';
import { iso, isoOrNull, matchesTerms } from '../../lib/tenancy';
import { invitationMail } from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { passwordResetMail } from '../../mail/templates';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_DISABLED_CODE,
  isUniqueViolation,
  loginFailureKey,
  startSession,
} from '../auth/service';
import type { ClientMeta } from '../auth/service';
import { deviceOf } from './device';

const isStaffRole = (role: string) => role === 'staff' || role === 'admin';

// Decision 403: users administration. Messages are module constants, in the server's catalog (issue 17).
export const USER_MESSAGES = {
  notFound: i18nText('This account does not exist.'),
  emailTaken: i18nText('An account with this e-mail address already exists.'),
  self: i18nText('You cannot do this to your own account; ask another administrator.'),
  lastAdmin: i18nText('This is the last active administrator; make another account an administrator first.'),
  roleNotHeld: i18nText('You cannot give a role with permissions you do not hold yourself.'),
  permissionNotHeld: i18nText('You cannot grant a permission you do not hold yourself.'),
  strongerAccount: i18nText(
    'This account holds permissions you do not hold; only an administrator with them can change it.',
  ),
  alreadyDisabled: i18nText('This account is already disabled.'),
  notDisabled: i18nText('This account is not disabled.'),
  noInvitation: i18nText('This account has no pending invitation.'),
  invitationInvalid: i18nText('This invitation link is not valid. Ask the administrator for a new one.'),
  invitationExpired: i18nText('This invitation has expired. Ask the administrator to send it again.'),
  sessionNotFound: i18nText('This session does not exist or has already ended.'),
  erased: i18nText('This account was erased.'),
  resetDisabled: i18nText('This account is disabled: enable it before sending a password reset link.'),
  invitationDisabled: i18nText('This account is disabled: enable it before sending the invitation again.'),
  inCompany: i18nText(
    'This account works in a company: it leaves the company before its role changes. Its owner removes a teammate; an owner cancels the package.',
  ),
} as const;

const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
/** The users list counts matches up to this many (a search: SEARCH_TOTAL_CAP); beyond, the total reads "10,000+". */
export const TOTAL_CAP = 10_000;
/**
 * A search counts its matches up to this many, or two pages past the current one if that is more (decision 421):
 * each match is rechecked row by row, so counting a thousand cost more than the page.
 */
export const SEARCH_TOTAL_CAP = 100;
const DAY_MS = 24 * 3_600_000;

/** Permissions every member holds for their own account: giving a role never needs them (decision 403). */
const SELF_SERVICE = new Set<Permission>(CLIENT_DEFAULT_PERMISSIONS.member);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// ---- Reading ----

// An erased account keeps only its pseudonymous address (decision 330): it is erased, whatever else it holds.
const ERASED = sql`u.email = 'deleted-' || u.id::text || '@invalid'`;
const STATUS = sql`case when ${ERASED} then 'erased' when u.disabled_at is not null then 'disabled'
  when u.email_verified_at is null and exists (select 1 from invitations i where i.user_id = u.id and i.used_at is null and i.revoked_at is null) then 'invited'
  when u.email_verified_at is null then 'unverified' else 'active' end`;
// The plan an account works under: its company's running package (issue 10).
const PLAN = sql`(select p.name from company_members m join subscriptions s on s.company_id = m.company_id
  join plans p on p.id = s.plan_id where m.user_id = u.id and s.ended_at is null)`;
const PENDING_INVITATION = sql`exists (select 1 from invitations i where i.user_id = u.id and i.used_at is null and i.revoked_at is null)`;

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: AdminUserSummary['status'];
  plan: string | null;
  created_at: string | Date;
  last_sign_in_at: string | Date | null;
};

const SUMMARY = sql`u.id, u.name, u.email, u.role, ${STATUS} as status, ${PLAN} as plan, u.created_at, u.last_sign_in_at`;

const toSummary = (r: SummaryRow): AdminUserSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  status: r.status,
  plan: r.plan,
  created_at: iso(r.created_at),
  last_sign_in_at: isoOrNull(r.last_sign_in_at),
});

const SORT_COLUMNS = {
  name: sql`u.name`,
  email: sql`u.email`,
  created_at: sql`u.created_at`,
  last_sign_in_at: sql`u.last_sign_in_at`,
} as const;

export async function list(ctx: AppContext, query: UserListQuery) {
  const where: SQL[] = [];
  const text = matchesTerms(query.q, sql`u.search_text`);
  if (text) where.push(text);
  if (query.role) where.push(sql`u.role = ${query.role}`);
  switch (query.status) {
    case 'erased':
      where.push(ERASED);
      break;
    case 'disabled':
      where.push(sql`u.disabled_at is not null and not ${ERASED}`);
      break;
    case 'active':
      where.push(sql`u.disabled_at is null and u.email_verified_at is not null and not ${ERASED}`);
      break;
    case 'invited':
      where.push(
        sql`u.disabled_at is null and u.email_verified_at is null and ${PENDING_INVITATION} and not ${ERASED}`,
      );
      break;
    case 'unverified':
      where.push(
        sql`u.disabled_at is null and u.email_verified_at is null and not ${PENDING_INVITATION} and not ${ERASED}`,
      );
      break;
  }
  if (query.plan === 'none') {
    where.push(sql`${PLAN} is null`);
  } else if (query.plan) {
    where.push(sql`${PLAN} = ${query.plan}`);
  }
  if (query.sign_in === 'never') where.push(sql`u.last_sign_in_at is null`);
  if (query.sign_in === 'inactive') {
    const since = new Date(ctx.clock.now().getTime() - INACTIVE_DAYS * DAY_MS).toISOString();
    where.push(sql`(u.last_sign_in_at is null or u.last_sign_in_at < ${since})`);
  }
  const condition = where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // Orders an index can serve: the not-null columns as they are; the last sign-in newest first with "never" last,
  // or oldest first with "never" first (users_last_sign_in_idx read backwards).
  const nulls =
    query.sort !== 'last_sign_in_at' ? sql`` : query.order === 'asc' ? sql` nulls first` : sql` nulls last`;
  const order = sql`${SORT_COLUMNS[query.sort]} ${direction}${nulls}, u.id ${direction}`;
  const offset = (query.page - 1) * query.pageSize;
  const reply = (rows: SummaryRow[], total: number, cap: number) => ({
    users: rows.map(toSummary),
    total: Math.min(total, cap),
    total_exact: total <= cap,
    page: query.page,
    pageSize: query.pageSize,
  });

  if (query.q) {
    // A search (decision 421) reads its matches once, in order, up to the cap: a broad term ("tran") walks the sort
    // index and stops after the cap's matches, a rare one ("bench-user-1234") takes the trigram index; the page and
    // the count come from the same rows. The cap reaches two pages past the current one, so "next" always works.
    const cap = Math.max(SEARCH_TOTAL_CAP, offset + 2 * query.pageSize);
    const rows = await queryRows<SummaryRow & { matched: string | number }>(
      ctx.db,
      sql`with m as (
            select u.id, row_number() over (order by ${order}) as n from users u where ${condition}
            order by ${order} limit ${cap + 1})
          select ${SUMMARY}, (select count(*) from m) as matched
          from m join users u on u.id = m.id
          where m.n > ${offset} and m.n <= ${offset + query.pageSize}
          order by m.n`,
    );
    if (rows.length > 0 || query.page === 1) return reply(rows, Number(rows[0]?.matched ?? 0), cap);
    // Past the last page: the count alone.
    const [count] = await queryRows<{ n: string | number }>(
      ctx.db,
      sql`select count(*) as n from (select 1 from users u where ${condition} limit ${cap + 1}) c`,
    );
    return reply([], Number(count?.n ?? 0), cap);
  }

  const rows = await queryRows<SummaryRow>(
    ctx.db,
    sql`select ${SUMMARY} from users u where ${condition}
        order by ${order}
        limit ${query.pageSize} offset ${offset}`,
  );
  // A first page that is not full is the whole list; otherwise counted up to a cap: an exact count of 200,000
  // accounts costs more than the page (GitLab shows "10,000+" the same way).
  if (query.page === 1 && rows.length < query.pageSize) return reply(rows, rows.length, TOTAL_CAP);
  const [count] = await queryRows<{ n: string | number }>(
    ctx.db,
    sql`select count(*) as n from (select 1 from users u where ${condition} limit ${TOTAL_CAP + 1}) c`,
  );
  return reply(rows, Number(count?.n ?? 0), TOTAL_CAP);
}

type AccountRow = typeof users.$inferSelect;

async function account(db: Db, id: string, lock = false): Promise<AccountRow> {
  const rows = lock
    ? await db.select().from(users).where(eq(users.id, id)).for('update')
    : await db.select().from(users).where(eq(users.id, id));
  const found = rows[0];
  if (!found) throw notFound(USER_MESSAGES.notFound);
  return found;
}

async function overrides(db: Db, id: string) {
  const rows = await db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, id));
  return {
    granted: rows.filter((r) => r.granted).map((r) => r.permission as Permission),
    removed: rows.filter((r) => !r.granted).map((r) => r.permission as Permission),
  };
}

function effective(role: Role, o: { granted: Permission[]; removed: Permission[] }): Set<Permission> {
  const set = new Set<Permission>(SERVER_ROLE_PERMISSIONS[role]);
  for (const p of o.removed) set.delete(p);
  for (const p of o.granted) set.add(p);
  return set;
}

export async function detail(ctx: AppContext, id: string, tr: Translate): Promise<AdminUserDetail> {
  const [row] = await queryRows<SummaryRow>(ctx.db, sql`select ${SUMMARY} from users u where u.id = ${id}`);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const user = await account(ctx.db, id);
  const now = ctx.clock.now();
  const o = await overrides(ctx.db, id);
  const held = effective(user.role as Role, o);
  const defaults = new Set<Permission>(SERVER_ROLE_PERMISSIONS[user.role as Role]);
  const [invitation] = await ctx.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
  const live = await queryRows<{
    id: string;
    created_at: string | Date;
    last_used_at: string | Date | null;
    expires_at: string | Date;
    ip: string | null;
    user_agent: string | null;
  }>(
    ctx.db,
    sql`select id, created_at, last_used_at, expires_at, ip, user_agent from sessions
        where user_id = ${id} and revoked_at is null and expires_at > ${now.toISOString()}
        order by coalesce(last_used_at, created_at) desc`,
  );
  const { loginFailures, loginWindowMs } = ctx.config.limits;
  return {
    ...toSummary(row),
    github_login: user.githubLogin,
    has_password: user.passwordHash !== null,
    disabled_at: user.disabledAt ? user.disabledAt.toISOString() : null,
    locked: (await currentCount(ctx.db, loginFailureKey(user.email), loginWindowMs, now)) >= loginFailures,
    invitation: invitation
      ? {
          created_at: invitation.createdAt.toISOString(),
          expires_at: invitation.expiresAt.toISOString(),
          expired: invitation.expiresAt <= now,
        }
      : null,
    permissions: PERMISSIONS.map((permission) => ({
      permission,
      role_default: defaults.has(permission),
      effective: held.has(permission),
      override: o.granted.includes(permission)
        ? 'granted'
        : o.removed.includes(permission)
          ? 'removed'
          : null,
    })),
    sessions: live.map((s) => ({
      id: s.id,
      created_at: iso(s.created_at),
      last_used_at: isoOrNull(s.last_used_at),
      expires_at: iso(s.expires_at),
      ip: s.ip,
      user_agent: s.user_agent,
      device: deviceOf(s.user_agent, tr),
    })),
  };
}

// ---- Safety rules (decision 403) ----

const target = (u: AccountRow) => ({ type: 'user', id: u.id, label: u.email });

function notSelf(caller: AuthUser, id: string) {
  if (caller.id === id) throw conflict(USER_MESSAGES.self);
}

/** An erased account keeps only its pseudonym (decision 330): nothing may give it a name, a role or rights again. */
const isErased = (u: AccountRow) => u.email === `deleted-${u.id}@invalid`;
function notErased(u: AccountRow) {
  if (isErased(u)) throw conflict(USER_MESSAGES.erased);
}

/** Refuses to act on an account that holds a permission the caller does not (self-service ones aside). */
async function notStronger(db: Db, caller: AuthUser, u: AccountRow) {
  const held = effective(u.role as Role, await overrides(db, u.id));
  if ([...held].some((p) => !SELF_SERVICE.has(p) && !caller.permissions.includes(p))) {
    throw forbidden(USER_MESSAGES.strongerAccount);
  }
}

function mayGiveRole(caller: AuthUser, role: Role) {
  const needed = SERVER_ROLE_PERMISSIONS[role].filter((p) => !SELF_SERVICE.has(p));
  if (needed.some((p) => !caller.permissions.includes(p))) throw forbidden(USER_MESSAGES.roleNotHeld);
}

/**
 * Refuses when `u` is an active admin and no other active admin would remain. Takes a transaction-wide lock first,
 * so two administrators disabling each other at the same moment cannot both pass. The other administrator must
 * hold every permission of the role (no removal): two administrators stripping each other's permissions, one after
 * the other or at once, would otherwise leave nobody able to administer (decision 1060).
 */
export async function notLastAdmin(tx: Db, u: AccountRow, message: Message = USER_MESSAGES.lastAdmin) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('last-admin'))`);
  if (u.role !== 'admin' || u.disabledAt) return;
  const [other] = await queryRows<{ id: string }>(
    tx,
    sql`select u.id from users u where u.role = 'admin' and u.disabled_at is null and u.email_verified_at is not null
        and u.id <> ${u.id}
        and not exists (select 1 from user_permissions p where p.user_id = u.id and not p.granted) limit 1`,
  );
  if (!other) throw conflict(message);
}

// ---- Invitations ----

async function issueInvitation(tx: Db, userId: string, by: string, now: Date): Promise<string> {
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(invitations).values({
    userId,
    tokenHash: hashToken(token),
    invitedBy: by,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

export async function invite(
  ctx: AppContext,
  caller: AuthUser,
  body: InviteRequest,
  /** The inviting request's language: the invitee has no account yet, so it becomes theirs (users.locale). */
  locale: Locale,
): Promise<AdminUserSummary> {
  mayGiveRole(caller, body.role);
  const now = ctx.clock.now();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (existing) throw conflict(USER_MESSAGES.emailTaken);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          role: body.role,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      const token = await issueInvitation(tx, created!.id, caller.id, now);
      await enqueueMail(
        tx,
        invitationMail(locale, body.email, body.name, caller.name, token, ctx.config.appUrl),
        now,
      );
      await audit(tx, {
        action: 'user.invited',
        target: { type: 'user', id: created!.id, label: body.email },
        changes: { name: { after: body.name }, role: { after: body.role } },
        at: now,
      });
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
    throw error;
  }
  ctx.outbox.poke();
  const [row] = await queryRows<SummaryRow>(ctx.db, sql`select ${SUMMARY} from users u where u.id = ${id}`);
  return toSummary(row!);
}

async function pendingInvitation(db: Db, userId: string) {
  const [found] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
  return found;
}

export async function resendInvitation(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    if (u.emailVerifiedAt || !(await pendingInvitation(tx, id))) throw conflict(USER_MESSAGES.noInvitation);
    await notStronger(tx, caller, u);
    // A disabled account cannot accept: a new link would only promise otherwise (as decision 1152 for resets).
    if (u.disabledAt) throw conflict(USER_MESSAGES.invitationDisabled);
    const token = await issueInvitation(tx, id, caller.id, now);
    await enqueueMail(
      tx,
      invitationMail(localeOf(u.locale), u.email, u.name, caller.name, token, ctx.config.appUrl),
      now,
    );
    await audit(tx, { action: 'user.invitation_resent', target: target(u), at: now });
  });
  ctx.outbox.poke();
}

/** Revoking removes the invited account too: it never held anything but the invitation. */
export async function revokeInvitation(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    if (u.emailVerifiedAt || !(await pendingInvitation(tx, id))) throw conflict(USER_MESSAGES.noInvitation);
    await notStronger(tx, caller, u);
    await audit(tx, { action: 'user.invitation_revoked', target: target(u), at: now });
    await tx.delete(users).where(eq(users.id, id));
  });
}

async function invitationByToken(ctx: AppContext, token: string) {
  const [found] = await ctx.db
    .select({ invitation: invitations, user: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!found || found.invitation.usedAt || found.invitation.revokedAt) {
    throw badRequest(USER_MESSAGES.invitationInvalid, 'INVALID_INVITATION');
  }
  if (found.invitation.expiresAt <= ctx.clock.now()) {
    throw new HttpError(410, USER_MESSAGES.invitationExpired, 'INVITATION_EXPIRED');
  }
  // Refused before the page asks for a password, and before accepting would use the link up (decision 403).
  if (found.user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE);
  return found;
}

export async function lookupInvitation(ctx: AppContext, token: string) {
  const { invitation, user } = await invitationByToken(ctx, token);
  // Who invited, by the name the inviter has now (null when that account is gone), for the invitation page.
  const [inviter] = invitation.invitedBy
    ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy))
    : [];
  return {
    email: user.email,
    name: user.name,
    invited_by: inviter?.name ?? null,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** Sets the password, verifies the address (the mail proved it) and signs the invitee in. Single use. */
export async function acceptInvitation(ctx: AppContext, token: string, password: string, meta: ClientMeta) {
  const { invitation, user } = await invitationByToken(ctx, token);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(
        and(eq(invitations.id, invitation.id), isNull(invitations.usedAt), isNull(invitations.revokedAt)),
      )
      .returning({ id: invitations.id });
    if (used.length === 0) throw badRequest(USER_MESSAGES.invitationInvalid, 'INVALID_INVITATION');
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await audit(tx, {
      action: 'user.invitation_accepted',
      actor: { id: user.id, name: user.name },
      target: target(user),
      at: now,
    });
  });
  return startSession(ctx, user.id, false, meta, 'invitation');
}

// ---- Changes ----

export async function update(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  body: { name?: string; role?: Role },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    notErased(u);
    const roleChange = body.role !== undefined && body.role !== u.role;
    const nameChange = body.name !== undefined && body.name !== u.name;
    // Even a name: an account stronger than the caller is changed only by someone holding what it holds.
    if ((roleChange || nameChange) && caller.id !== id) await notStronger(tx, caller, u);
    if (roleChange) {
      notSelf(caller, id);
      mayGiveRole(caller, body.role!);
      if (body.role !== 'admin') await notLastAdmin(tx, u);
      // A company's members are employer accounts (decision 600): another role would leave a staff account inside a
      // company, or a member owning a running company that a new purchase cannot activate (decision 1042).
      const [membership] = await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, id));
      if (membership) throw conflict(USER_MESSAGES.inCompany);
    }
    if (!roleChange && !nameChange) return;
    await tx
      .update(users)
      .set({
        ...(nameChange ? { name: body.name } : {}),
        ...(roleChange ? { role: body.role } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, id));
    // Staff made a member (or employer) again no longer read the platform's conversations (decision 951): their
    // notifications of them and the message notices still waiting go (decisions 953, 1041).
    if (roleChange && isStaffRole(u.role) && !isStaffRole(body.role!))
      await dropTeamNotifications(tx, null, [id], now);
    await audit(tx, {
      action: roleChange ? 'user.role_changed' : 'user.updated',
      target: target(u),
      changes: {
        ...(nameChange ? { name: { before: u.name, after: body.name } } : {}),
        ...(roleChange ? { role: { before: u.role, after: body.role } } : {}),
      },
      at: now,
    });
  });
}

/** Replaces the account's grants and removals; grants the role already gives and removals it does not are dropped. */
export async function setPermissions(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  body: { granted: Permission[]; removed: Permission[] },
): Promise<void> {
  notSelf(caller, id);
  const notHeld = body.granted.filter((p) => !caller.permissions.includes(p));
  if (notHeld.length > 0) {
    throw new HttpError(403, USER_MESSAGES.permissionNotHeld, 'FORBIDDEN', {
      granted: notHeld.map((permission) =>
        i18nFormat('You do not hold the permission {permission}.', { permission }),
      ),
    });
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    notErased(u);
    await notStronger(tx, caller, u);
    const defaults = new Set<Permission>(SERVER_ROLE_PERMISSIONS[u.role as Role]);
    const granted = [...new Set(body.granted)].filter((p) => !defaults.has(p)).sort();
    const removed = [...new Set(body.removed)].filter((p) => defaults.has(p)).sort();
    const before = await overrides(tx, id);
    // Dropping a removal gives the role's permission back: that is granting it too, so the caller must hold it
    // (the reset to the role's defaults included).
    const was = effective(u.role as Role, before);
    const restored = [...effective(u.role as Role, { granted, removed })].filter(
      (p) => !was.has(p) && !granted.includes(p) && !SELF_SERVICE.has(p) && !caller.permissions.includes(p),
    );
    if (restored.length > 0) {
      throw new HttpError(403, USER_MESSAGES.permissionNotHeld, 'FORBIDDEN', {
        removed: restored.map((permission) =>
          i18nFormat('You do not hold the permission {permission}.', { permission }),
        ),
      });
    }
    if (removed.length > 0) await notLastAdmin(tx, u);
    await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
    const rows = [
      ...granted.map((permission) => ({ userId: id, permission, granted: true })),
      ...removed.map((permission) => ({ userId: id, permission, granted: false })),
    ];
    if (rows.length > 0) await tx.insert(userPermissions).values(rows);
    await audit(tx, {
      action: 'user.permissions_changed',
      target: target(u),
      changes: {
        granted: { before: before.granted.sort(), after: granted },
        removed: { before: before.removed.sort(), after: removed },
      },
      at: now,
    });
  });
}

export async function revokeSessions(ctx: AppContext, caller: AuthUser, id: string, sessionId?: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const u = await account(tx, id);
    if (caller.id !== id) await notStronger(tx, caller, u);
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, id),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${now.toISOString()}`,
          ...(sessionId ? [eq(sessions.id, sessionId)] : []),
        ),
      )
      .returning({ id: sessions.id });
    if (sessionId && revoked.length === 0) throw notFound(USER_MESSAGES.sessionNotFound);
    if (revoked.length > 0) {
      await audit(tx, {
        action: 'user.sessions_revoked',
        target: target(u),
        changes: { sessions: { before: revoked.length, after: 0 } },
        at: now,
      });
    }
    return revoked.length;
  });
}

export async function sendPasswordReset(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id);
    if (u.email.endsWith('@invalid')) throw conflict(USER_MESSAGES.erased);
    // A disabled account cannot sign in, so a reset link would only say otherwise (decision 1152).
    if (u.disabledAt) throw conflict(USER_MESSAGES.resetDisabled);
    if (caller.id !== id) await notStronger(tx, caller, u);
    const code = await issueCode(tx, {
      secret: ctx.config.jwtSecret,
      userId: id,
      purpose: 'reset_password',
      now,
      ttlMs: ctx.config.limits.codeTtlMs,
    });
    await enqueueMail(
      tx,
      passwordResetMail(localeOf(u.locale), u.email, u.name, code, ctx.config.appUrl),
      now,
    );
    await audit(tx, { action: 'user.password_reset_sent', target: target(u), at: now });
  });
  ctx.outbox.poke();
}

export async function clearLockout(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id);
    if (caller.id !== id) await notStronger(tx, caller, u);
    await clearCount(tx, loginFailureKey(u.email));
    await audit(tx, { action: 'user.lockout_cleared', target: target(u), at: now });
  });
}

/** Disabling ends every session in the same transaction; the guard refuses the account's tokens from then on. */
export async function setDisabled(ctx: AppContext, caller: AuthUser, id: string, disabled: boolean) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    notErased(u);
    if (disabled) {
      notSelf(caller, id);
      if (u.disabledAt) throw conflict(USER_MESSAGES.alreadyDisabled);
      await notStronger(tx, caller, u);
      await notLastAdmin(tx, u);
      await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, id));
      await revokeAllSessions(tx, id, now);
    } else {
      if (!u.disabledAt) throw conflict(USER_MESSAGES.notDisabled);
      await notStronger(tx, caller, u);
      await tx.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, id));
    }
    await audit(tx, {
      action: disabled ? 'user.disabled' : 'user.enabled',
      target: target(u),
      changes: {
        status: { before: disabled ? 'enabled' : 'disabled', after: disabled ? 'disabled' : 'enabled' },
      },
      at: now,
    });
  });
}

/** Erase (user:delete): the pseudonym of decision 330; the audit entries keep the labels they were written with. */
export async function erase(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  notSelf(caller, id);
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction(async (tx) => {
    const u = await account(tx, id, true);
    notErased(u);
    await notStronger(tx, caller, u);
    await notLastAdmin(tx, u);
    const files = await eraseUser(tx, id, now, ctx.config.appUrl);
    await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
    await tx.delete(invitations).where(eq(invitations.userId, id));
    await audit(tx, { action: 'user.erased', target: { type: 'user', id, label: ERASED_NAME }, at: now });
    return files;
  });
  // An erased owner's teammates are mailed (decision 1207).
  ctx.outbox.poke();
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
