import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downgradeReply,
  i18nFormat,
  i18nText,
  formatDay,
  plansReply,
  subscriptionReply,
  upgradeReply,
  upgradeRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
import { getSettings } from '../../lib/settings';
import { chargeFor, checkoutUpgrade, gatewayOn, stopRenewal } from '../billing';
import * as plans from './service';

export const planRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the plans',
        response: { 200: plansReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      // Features are stored English texts (joined by ", ", and as a list): the known ones are translated, others stay.
      const list = (await plans.listPlans(ctx)).map((plan) => ({
        ...plan,
        features: plan.features
          .split(', ')
          .map((feature) => translate(locale, feature))
          .join(', '),
        feature_list: plan.feature_list?.map((feature) => translate(locale, feature)),
      }));
      if (!gatewayOn(ctx)) return { success: true as const, plans: list };
      // Issue 19: with payments, what a month really costs at the gateway, so that a price shown without VAT
      // (decision 802) is not a surprise on VNPay's page.
      const { billing } = await getSettings(ctx);
      return {
        success: true as const,
        plans: list.map((plan) => ({ ...plan, charged: chargeFor(plan.price, billing) })),
        vat: { percent: billing.vat_percent, included: billing.prices_include_vat },
      };
    },
  );

  app.get(
    '/subscription',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read your subscription',
        response: { 200: subscriptionReply },
      },
    },
    async (request) => ({
      success: true as const,
      subscription: await plans.activeSubscription(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/users/upgrade-to-employer',
    {
      config: { access: 'authenticated', openapi: { errors: ['Forbidden', 'Conflict'] } },
      schema: {
        summary: 'Become an employer on a plan, or start paying for one',
        body: upgradeRequest,
        response: { 200: upgradeReply },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const locale = requestLocale(request);
      // With VNPay configured, a paid plan is an order to pay first (issue 19); the IPN upgrades (decision 800).
      const checkout = await checkoutUpgrade(ctx, user, request.body.planId, { ip: request.ip, locale });
      if (checkout) {
        return {
          success: true as const,
          message: translate(
            locale,
            i18nFormat('Continue to the payment page to pay for the {plan} plan.', {
              plan: checkout.planName,
            }),
          ),
          payment_url: checkout.paymentUrl,
          order_ref: checkout.order.ref,
        };
      }
      const plan = await plans.upgradeToEmployer(ctx, user, request.body.planId);
      return {
        success: true as const,
        message: translate(
          requestLocale(request),
          i18nFormat('Your account is now an employer account on the {plan} plan.', {
            plan: plan.display_name,
          }),
        ),
      };
    },
  );

  app.post(
    '/users/downgrade-to-member',
    {
      config: { access: 'authenticated', openapi: { errors: ['Forbidden', 'Conflict'] } },
      schema: {
        summary: 'Go back to a member account',
        response: { 200: downgradeReply },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const locale = requestLocale(request);
      // A paid period still running (issue 19): the renewal stops, the package runs to its end (decision 321).
      if (user.role === 'employer' && user.company?.role === 'owner') {
        const endsAt = await stopRenewal(ctx, user);
        if (endsAt) {
          return {
            success: true as const,
            message: translate(
              locale,
              i18nFormat(
                'Your package will not renew. It stays active until {date}; then your account returns to a member account and its published postings close.',
                { date: formatDay(endsAt, locale) },
              ),
            ),
            closed_postings: 0,
          };
        }
      }
      const closed = await plans.downgradeToMember(ctx, user);
      const message =
        closed > 0
          ? i18nFormat(
              'Your employer package has been cancelled. {count, plural, one {# published posting was} other {# published postings were}} closed.',
              { count: closed },
            )
          : i18nText('Your employer package has been cancelled.');
      return {
        success: true as const,
        message: translate(locale, message),
        closed_postings: closed,
      };
    },
  );
};
