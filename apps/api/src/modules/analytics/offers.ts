import { eq, sql } from 'drizzle-orm';
import type { OfferDeclineReason, OfferOutcome } from '@app/shared';
import { i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { applications } from '../../db/schema';
import { refreshApplicationRollups } from '../../lib/analytics-rollups';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { iso, jobScope } from '../../lib/tenancy';

/**
 * Records the candidate's answer to an offer (decision 902): while the application is in Offer (accepted or declined
 * with a reason from the list) or in Hired (accepted only). Audited, and the rollups follow in the same transaction.
 */
export async function setOfferOutcome(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: { outcome: OfferOutcome; reason?: OfferDeclineReason },
) {
  const now = ctx.clock.now();
  const reason = input.outcome === 'declined' ? (input.reason ?? 'other') : null;
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      stage: string;
      offer_outcome: string | null;
      name: string;
      title: string;
    }>(
      tx,
      sql`select a.stage, a.offer_outcome, c.name, j.title
          from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
          where a.id = ${id} and ${jobScope(user)} for update of a`,
    );
    if (!row) throw notFound(i18nText('This application does not exist.'));
    if (row.stage !== 'offer' && !(row.stage === 'hired' && input.outcome === 'accepted')) {
      throw new HttpError(
        409,
        i18nText('Record the answer to an offer while the application is in the Offer stage.'),
        'NOT_IN_OFFER',
      );
    }
    await tx
      .update(applications)
      .set({ offerOutcome: input.outcome, offerDeclineReason: reason, offerOutcomeAt: now })
      .where(eq(applications.id, id));
    await refreshApplicationRollups(tx, [id]);
    await audit(tx, {
      action: 'application.offer_outcome',
      target: { type: 'application', id, label: `${row.name} — ${row.title}` },
      changes: {
        offer_outcome: { before: row.offer_outcome, after: input.outcome },
        ...(reason ? { reason: { before: null, after: reason } } : {}),
      },
      at: now,
    });
  });
  return { application_id: id, outcome: input.outcome, reason, at: iso(now) };
}
