import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downgradeReply,
  i18nFormat,
  i18nText,
  okMessageReply,
  plansReply,
  subscriptionReply,
  upgradeRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
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
      return { success: true as const, plans: list };
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
        summary: 'Become an employer on a plan',
        body: upgradeRequest,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      const plan = await plans.upgradeToEmployer(ctx, requireAuth(request).user, request.body.planId);
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
      const closed = await plans.downgradeToMember(ctx, requireAuth(request).user);
      const message =
        closed > 0
          ? i18nFormat(
              'Your employer package has been cancelled. {count, plural, one {# published posting was} other {# published postings were}} closed.',
              { count: closed },
            )
          : i18nText('Your employer package has been cancelled.');
      return {
        success: true as const,
        message: translate(requestLocale(request), message),
        closed_postings: closed,
      };
    },
  );
};
