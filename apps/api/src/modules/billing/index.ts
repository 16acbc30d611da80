// The billing module's public part (issue 19): what the plans module and the server need of it (decision 537's rule:
// modules share through an explicit public file, never another module's service).
export { checkoutUpgrade, gatewayOn, mailLeftMembers, stopRenewal } from './service';
export { createBillingScheduler, runBillingRound } from './job';
export type { BillingScheduler, BillingRoundCounts } from './job';

import type { Config } from '../../config';
import { graceEnd } from './periods';
export { chargeFor } from './periods';
import { billingDayMs } from './service';

/** When an unpaid package ends: the grace days after its paid period (decision 801). */
export const graceUntil = (paidUntil: Date, config: Config) => graceEnd(paidUntil, billingDayMs(config));
