import { ERROR_CODES, i18nFormat, i18nText } from '@app/shared';
import type { Message, PaidCapability, PlanName, Settings } from '@app/shared';
import type { AuthUser } from '../auth/sessions';
import { HttpError } from './errors';
import { isStaff } from './tenancy';

/**
 * What each plan sells, checked by the server (issue 10, decision 605). The plans setting (issue 9) says which paid
 * capabilities a plan includes; a company's plan is its running package. Staff and admin work for the platform and
 * are never limited by a plan.
 */

const CAPABILITY_NAMES: Record<PaidCapability, Message> = {
  unlimited_unlocks: i18nText('Unlimited candidates'),
  candidate_tracking: i18nText('The candidate tracking tool'),
  priority_display: i18nText('Priority display'),
  api_access: i18nText('API integration'),
  multi_user: i18nText('Multi-user management'),
  advanced_analytics: i18nText('Advanced analytics reports'),
};

type PlanSetting = Settings['plans'][number];

/** The cheapest plan that includes `capability` (or that passes `test`), for the message that names it. */
export function cheapestPlanWith(
  settings: Settings,
  test: (plan: PlanSetting) => boolean,
): PlanSetting | null {
  return [...settings.plans].filter(test).sort((a, b) => a.price - b.price)[0] ?? null;
}

export function planHas(
  settings: Settings,
  plan: PlanName | string | null | undefined,
  capability: PaidCapability,
) {
  return settings.plans.some((p) => p.name === plan && p.capabilities.includes(capability));
}

/**
 * Whether the caller may use `capability`: staff and admin always; a company member when the company's plan has it.
 * `settings` is read by the caller before any transaction (a read through the cache inside one waits on PGlite).
 */
export function hasCapability(settings: Settings, user: AuthUser, capability: PaidCapability): boolean {
  return isStaff(user) || planHas(settings, user.company?.plan, capability);
}

/** Refuses with 402 PLAN_REQUIRED and a message naming the plan that includes it. */
export function requireCapability(settings: Settings, user: AuthUser, capability: PaidCapability): void {
  if (hasCapability(settings, user, capability)) return;
  const offering = cheapestPlanWith(settings, (p) => p.capabilities.includes(capability));
  throw new HttpError(
    402,
    offering
      ? i18nFormat('{feature}: part of the {plan} plan. Upgrade to use it.', {
          feature: CAPABILITY_NAMES[capability],
          plan: offering.display_name,
        })
      : i18nFormat('{feature}: not in any plan at the moment.', {
          feature: CAPABILITY_NAMES[capability],
        }),
    ERROR_CODES.planRequired,
  );
}
