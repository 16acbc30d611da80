import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsReport } from '@app/shared';
import {
  ANALYTICS_REPORTS,
  analyticsOptionsQuery,
  analyticsOptionsReply,
  analyticsQuery,
  analyticsReply,
  drillQuery,
  drillReply,
  idParams,
  offerOutcomeReply,
  offerOutcomeRequest,
} from '@app/shared';
import type { Access } from '../../lib/access';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requireCapability } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import { reportCsv } from './csv';
import { setOfferOutcome } from './offers';
import * as analytics from './service';

/**
 * Issue 11 (decision 907): who opens which report. The overview is every employer plan's (the company's owner and
 * recruiters hold application:track); the other recruiting reports are the advanced_analytics capability's
 * (Enterprise; staff and admins always); the platform report is system:analytics's. The service narrows every
 * report to the caller's own company.
 */
const ACCESS: Record<AnalyticsReport, Access> = {
  overview: { permission: 'application:track' },
  funnel: { permission: 'application:track', plan: 'advanced_analytics' },
  'time-to-hire': { permission: 'application:track', plan: 'advanced_analytics' },
  'time-in-stage': { permission: 'application:track', plan: 'advanced_analytics' },
  sources: { permission: 'application:track', plan: 'advanced_analytics' },
  offers: { permission: 'application:track', plan: 'advanced_analytics' },
  rejections: { permission: 'application:track', plan: 'advanced_analytics' },
  stale: { permission: 'application:track', plan: 'advanced_analytics' },
  team: { permission: 'application:track', plan: 'advanced_analytics' },
  platform: { permission: 'system:analytics' },
};

export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/analytics',
    {
      config: { access: { permission: 'application:track' } },
      schema: {
        summary: 'The reports the caller may open and the choices of their filters',
        querystring: analyticsOptionsQuery,
        response: { 200: analyticsOptionsReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await analytics.options(ctx, requireAuth(request).user, request.query)),
    }),
  );

  for (const name of ANALYTICS_REPORTS) {
    app.get(
      `/analytics/${name}`,
      {
        config: { access: ACCESS[name] },
        schema: {
          summary: `Read the ${name} report`,
          querystring: analyticsQuery,
          response: { 200: analyticsReply },
        },
      },
      async (request) => {
        const user = requireAuth(request).user;
        const result = await analytics.report(ctx, user, name, request.query);
        return {
          success: true as const,
          report: name,
          available: await analytics.availableReports(ctx, user),
          ...result,
        } as never;
      },
    );

    app.get(
      `/analytics/${name}/export`,
      {
        config: {
          access: ACCESS[name],
          openapi: {
            responses: {
              200: {
                description: 'The report as CSV (RFC 4180, safe to open in a spreadsheet), as an attachment.',
                content: { 'text/csv': { schema: { type: 'string' } } },
              },
            },
          },
        },
        schema: { summary: `Export the ${name} report as CSV`, querystring: analyticsQuery },
      },
      async (request, reply) => {
        const user = requireAuth(request).user;
        const result = await analytics.report(ctx, user, name, request.query);
        await analytics.reportExported(ctx, user, name, request.query, result.period);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${name}-${result.period.from}-${result.period.to}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(reportCsv(name, result.data as Record<string, unknown>, result.period));
      },
    );
  }

  app.get(
    '/analytics/applications',
    {
      config: { access: { permission: 'application:track' } },
      schema: {
        summary: 'The applications behind a number of a report',
        querystring: drillQuery,
        response: { 200: drillReply },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      // The overview's numbers open for every plan; the others need the reports they come from.
      if (!analytics.OVERVIEW_METRICS.includes(request.query.metric)) {
        requireCapability(await getSettings(ctx), user, 'advanced_analytics');
      }
      return { success: true as const, ...(await analytics.drill(ctx, user, request.query)) };
    },
  );

  app.put(
    '/applications/:id/offer-outcome',
    {
      config: {
        access: {
          permission: 'application:track',
          plan: 'candidate_tracking',
          scope: 'applications:write',
        },
        // 409 NOT_IN_OFFER outside the Offer stage.
        openapi: { errors: ['Conflict'] },
      },
      schema: {
        summary: 'Record the candidate’s answer to an offer',
        params: idParams,
        body: offerOutcomeRequest,
        response: { 200: offerOutcomeReply },
      },
    },
    async (request) => ({
      success: true as const,
      offer: await setOfferOutcome(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );
};
