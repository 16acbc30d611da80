import { formatDay, formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import type { Translate } from '../lib/i18n';
import { BRAND, layout } from './layout';
import type { MailContent } from './outbox';

// Issue 19: the mails of paid packages — the receipt, the renewal reminders, the grace notice and the endings.

const vnd = (amount: number, locale: Locale) => `${formatNumber(amount, locale)} VND`;
const billingPage = (tr: Translate, appUrl: string) => ({
  label: tr('Open billing'),
  url: `${appUrl}/dashboard/billing`,
});

export type ReceiptMail = {
  number: string;
  issuedAt: Date;
  /** '' for a company not named yet: the receipt then names no company (decision 1158). */
  companyName: string;
  /** The account that paid, as the receipt names it: its name and e-mail address. */
  buyerName: string;
  billedTo: string;
  planName: string;
  kind: 'new' | 'renewal' | 'change';
  periodStart: Date;
  periodEnd: Date;
  amount: number;
  vatPercent: number;
  vatAmount: number;
  netAmount: number;
  orderRef: string;
  transactionNo: string;
  /**
   * The plan the payment extended when it is not the plan paid for: a month of a cheaper plan buys its share of the
   * plan running (decision 1144), e.g. a cancelled switch's renewal paid afterwards (decision 1220).
   */
  extendedPlanName?: string;
};

/** Every successful payment's receipt, mailed to the company's owner (decision 805). */
export function receiptMail(locale: Locale, to: string, receipt: ReceiptMail, appUrl: string): MailContent {
  const tr = translatorFor(locale);
  const what =
    receipt.kind === 'change'
      ? tr('Change to the {plan} plan for the rest of the period', { plan: receipt.planName })
      : tr('The {plan} plan', { plan: receipt.planName });
  return layout(
    locale,
    to,
    tr('Receipt {number}: {plan} plan, {amount}', {
      number: receipt.number,
      plan: receipt.planName,
      amount: vnd(receipt.amount, locale),
    }),
    [
      tr('Thank you for your payment. This is your receipt.'),
      [
        tr('Receipt number: {number}', { number: receipt.number }),
        tr('Date: {date}', { date: formatDay(receipt.issuedAt, locale) }),
        // A company not named yet has no company line: the buyer's own name is not a company's (decision 1158).
        ...(receipt.companyName ? [tr('Company: {company}', { company: receipt.companyName })] : []),
        tr('Billed to: {name} ({email})', { name: receipt.buyerName, email: receipt.billedTo }),
        tr('Item: {item}', { item: what }),
        tr('Period: {start} to {end}', {
          start: formatDay(receipt.periodStart, locale),
          end: formatDay(receipt.periodEnd, locale),
        }),
        tr('Amount before VAT: {amount}', { amount: vnd(receipt.netAmount, locale) }),
        tr('VAT ({rate}%): {amount}', { rate: receipt.vatPercent, amount: vnd(receipt.vatAmount, locale) }),
        tr('Total paid: {amount}', { amount: vnd(receipt.amount, locale) }),
        tr('Order {ref}, VNPay transaction {transaction}', {
          ref: receipt.orderRef,
          transaction: receipt.transactionNo,
        }),
      ].join('\n'),
      ...(receipt.extendedPlanName
        ? [
            tr(
              'Your company stays on the {running} plan: this payment for the {plan} plan extends it until {date}, the share of a month its amount buys.',
              {
                running: receipt.extendedPlanName,
                plan: receipt.planName,
                date: formatDay(receipt.periodEnd, locale),
              },
            ),
          ]
        : []),
      tr('Your receipts stay available on the billing page of {brand}.', { brand: BRAND }),
    ],
    billingPage(tr, appUrl),
  );
}

/** Seven and one day before the end of a paid period: pay the next one (decision 801). */
export function renewalReminderMail(
  locale: Locale,
  to: string,
  details: {
    name: string;
    companyName: string;
    planName: string;
    paidUntil: Date;
    amount: number;
    /** A cheaper plan scheduled from the end of the period (decision 1199): the next month is for it. */
    nextPlanName?: string;
  },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const end = formatDay(details.paidUntil, locale);
  return layout(
    locale,
    to,
    tr('Your {plan} package ends on {date}', { plan: details.planName, date: end }),
    [
      tr('Hello {name},', { name: details.name }),
      tr('The {plan} package of {company} is paid until {date}.', {
        plan: details.planName,
        company: details.companyName || tr('your company'),
        date: end,
      }),
      ...(details.nextPlanName
        ? [
            tr('As you scheduled, the next month is on the {plan} plan.', {
              plan: details.nextPlanName,
            }),
          ]
        : []),
      tr(
        'Pay the next month ({amount}) to keep it: the new month starts when the current one ends, so paying early loses nothing.',
        { amount: vnd(details.amount, locale) },
      ),
      tr(
        'Without a payment, the package stays active for 3 more days, then the company returns to the Free plan.',
      ),
    ],
    { label: tr('Pay the next month'), url: `${appUrl}/dashboard/billing?renew=1` },
  );
}

/**
 * A scheduled cheaper plan did not start at the end of the period because the team no longer fits its seats
 * (decision 1199): nobody was removed, the package stays on its plan, and the owner is told how to move later.
 */
export function downgradeKeptMail(
  locale: Locale,
  to: string,
  details: {
    name: string;
    planName: string;
    scheduledName: string;
    seats: number;
    used: number;
    paidUntil: Date;
  },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('Your company stays on the {plan} plan', { plan: details.planName }),
    [
      tr('Hello {name},', { name: details.name }),
      tr(
        'The {scheduled} plan you scheduled did not start: it includes {seats, plural, one {# seat} other {# seats}} and your company now uses {used} (members and open invitations). Nobody was removed.',
        { scheduled: details.scheduledName, seats: details.seats, used: details.used },
      ),
      tr(
        'Your company stays on the {plan} plan, paid until {date}; its renewal is the {plan} plan’s, as before.',
        { plan: details.planName, date: formatDay(details.paidUntil, locale) },
      ),
      tr(
        'To move to {scheduled}, remove members or invitations on the Company page, then schedule it again on the billing page.',
        { scheduled: details.scheduledName },
      ),
    ],
    { label: tr('Open the billing page'), url: `${appUrl}/dashboard/billing` },
  );
}

/**
 * A refund took back an upgrade paid while a cheaper plan was scheduled, so the schedule that payment dropped is back
 * (decision 1220): the plan kept until the end of the period, the plan after it, and the next month's amount.
 */
export function downgradeRestoredMail(
  locale: Locale,
  to: string,
  details: {
    name: string;
    orderRef: string;
    planName: string;
    scheduledName: string;
    startsAt: Date;
    amount: number;
  },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const date = formatDay(details.startsAt, locale);
  return layout(
    locale,
    to,
    tr('Your switch to the {plan} plan is scheduled again', { plan: details.scheduledName }),
    [
      tr('Hello {name},', { name: details.name }),
      tr(
        'The payment for order {ref} was refunded, so what it changed is taken back: your company stays on the {plan} plan until {date}, then moves to the {scheduled} plan you had scheduled before that payment.',
        { ref: details.orderRef, plan: details.planName, date, scheduled: details.scheduledName },
      ),
      tr('The next month’s payment is for the {scheduled} plan ({amount}).', {
        scheduled: details.scheduledName,
        amount: vnd(details.amount, locale),
      }),
      tr('You can cancel the switch on the billing page until that month is paid.'),
    ],
    { label: tr('Open the billing page'), url: `${appUrl}/dashboard/billing` },
  );
}

/** The period ended unpaid: the grace days have started. */
export function graceMail(
  locale: Locale,
  to: string,
  details: {
    name: string;
    planName: string;
    graceUntil: Date;
    amount: number;
    /** A cheaper plan still scheduled (decision 1199): the month to pay, and its amount, are that plan's (1155). */
    nextPlanName?: string;
  },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const until = formatDay(details.graceUntil, locale);
  return layout(
    locale,
    to,
    tr('Your {plan} package is unpaid: it ends on {date}', { plan: details.planName, date: until }),
    [
      tr('Hello {name},', { name: details.name }),
      tr('The paid period of your {plan} package is over. It stays active until {date}.', {
        plan: details.planName,
        date: until,
      }),
      ...(details.nextPlanName
        ? [
            tr('As you scheduled, the next month is on the {plan} plan.', {
              plan: details.nextPlanName,
            }),
          ]
        : []),
      tr('Pay the next month ({amount}) before then to keep it without a break.', {
        amount: vnd(details.amount, locale),
      }),
    ],
    { label: tr('Pay the next month'), url: `${appUrl}/dashboard/billing?renew=1` },
  );
}

/**
 * The company is on Free now, and what that changed: no renewal after the grace days, or the payment of the month
 * running was refunded (decision 806).
 */
export function packageEndedMail(
  locale: Locale,
  to: string,
  details: {
    name: string;
    companyName: string;
    planName: string;
    removed: number;
    closed: number;
    reason: 'unpaid' | 'refunded';
  },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const changes = [
    tr('Features of the {plan} plan, such as the candidate tracking tool and priority display, are off.', {
      plan: details.planName,
    }),
    ...(details.removed > 0
      ? [
          tr(
            '{count, plural, one {# teammate lost} other {# teammates lost}} access: the Free plan has fewer seats.',
            { count: details.removed },
          ),
        ]
      : []),
    ...(details.closed > 0
      ? [
          tr(
            '{count, plural, one {# published posting was} other {# published postings were}} closed: the Free plan keeps fewer.',
            { count: details.closed },
          ),
        ]
      : []),
  ];
  return layout(
    locale,
    to,
    tr('Your {plan} package has ended', { plan: details.planName }),
    [
      tr('Hello {name},', { name: details.name }),
      details.reason === 'refunded'
        ? tr(
            'The payment for the {plan} package of {company} was refunded, so the package has ended. The company is on the Free plan now.',
            { plan: details.planName, company: details.companyName || tr('your company') },
          )
        : tr(
            'The {plan} package of {company} was not renewed and has ended. The company is on the Free plan now.',
            {
              plan: details.planName,
              company: details.companyName || tr('your company'),
            },
          ),
      changes.map((line) => `• ${line}`).join('\n'),
      tr(
        'Your postings, applications and candidates are kept. To come back, choose a plan on the billing page: it takes effect as soon as it is paid.',
      ),
    ],
    billingPage(tr, appUrl),
  );
}

/** The owner had stopped the renewal: the package ended with its paid period, as a cancel does (decision 321). */
export function packageCancelledMail(
  locale: Locale,
  to: string,
  details: { name: string; planName: string; closed: number; removed: number },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('Your {plan} package has ended', { plan: details.planName }),
    [
      tr('Hello {name},', { name: details.name }),
      tr(
        'As you asked, your {plan} package ended with its paid period. Your account is a member account again.',
        { plan: details.planName },
      ),
      ...(details.closed > 0
        ? [
            tr(
              '{count, plural, one {# published posting was} other {# published postings were}} closed. Your company’s data is kept.',
              { count: details.closed },
            ),
          ]
        : [tr('Your company’s data is kept.')]),
      ...(details.removed > 0
        ? [
            tr(
              '{count, plural, one {# teammate lost} other {# teammates lost}} access to the company; each was told by mail.',
              { count: details.removed },
            ),
          ]
        : []),
      tr('To come back, choose a plan.'),
    ],
    { label: tr('See the plans'), url: `${appUrl}/plans` },
  );
}
