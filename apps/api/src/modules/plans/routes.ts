import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downgradeReply, okMessageReply, plansReply, subscriptionReply, upgradeRequest } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as plans from './service';

export const planRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/plans',
    { config: { access: 'public' }, schema: { response: { 200: plansReply } } },
    async () => ({
      success: true as const,
      plans: await plans.listPlans(ctx),
    }),
  );

  app.get(
    '/subscription',
    { config: { access: 'authenticated' }, schema: { response: { 200: subscriptionReply } } },
    async (request) => ({
      success: true as const,
      subscription: await plans.activeSubscription(ctx, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/users/upgrade-to-employer',
    {
      config: { access: 'authenticated' },
      schema: { body: upgradeRequest, response: { 200: okMessageReply } },
    },
    async (request) => {
      const plan = await plans.upgradeToEmployer(ctx, requireAuth(request).user, request.body.planId);
      return {
        success: true as const,
        message: `Your account is now an employer account on the ${plan.display_name} plan.`,
      };
    },
  );

  app.post(
    '/users/downgrade-to-member',
    { config: { access: 'authenticated' }, schema: { response: { 200: downgradeReply } } },
    async (request) => {
      const closed = await plans.downgradeToMember(ctx, requireAuth(request).user);
      const postings = closed === 1 ? '1 published posting was' : `${closed} published postings were`;
      return {
        success: true as const,
        message: `Your employer package has been cancelled.${closed > 0 ? ` ${postings} closed.` : ''}`,
        closed_postings: closed,
      };
    },
  );
};
