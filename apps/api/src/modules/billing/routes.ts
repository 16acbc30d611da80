import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentExportQuery,
  adminPaymentListReply,
  adminPaymentQuery,
  adminPaymentReply,
  billingOrderReply,
  billingOrderRequest,
  billingOrderStatusReply,
  billingOverviewReply,
  billingReturnReply,
  formatDay,
  i18nFormat,
  idParams,
  okMessageReply,
  orderRefParams,
  refundRequest,
  vnpayIpnReply,
  vnpayQuery,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { exportDay } from '../../lib/csv';
import { IPN_REPLIES } from '../../lib/vnpay';
import { requestLocale, translate } from '../../lib/i18n';
import * as admin from './admin-service';
import * as service from './service';

// Issue 19: paying for a plan. The owner's billing page and orders (company:manage), the order a buyer follows after
// the gateway (any signed-in caller, its own orders only), the gateway's two public URLs (their signature is the key),
// and the admins' payments (billing:manage).
const owner = { access: { permission: 'company:manage' as const } };
const payments = { access: { permission: 'billing:manage' as const } };

export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/billing',
    {
      config: owner,
      schema: {
        summary: 'Read your company’s package, period, receipts and orders',
        response: { 200: billingOverviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      billing: await service.overview(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/billing/orders',
    {
      config: { ...owner, openapi: { errors: ['Conflict', 'Unavailable'] } },
      schema: {
        summary: 'Pay for the next month, a dearer plan or a paid plan after Free',
        body: billingOrderRequest,
        response: { 200: billingOrderReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await service.orderForCompany(ctx, requireAuth(request).user, request.body.plan, {
        ip: request.ip,
        locale,
      });
      return {
        success: true as const,
        message: translate(locale, result.message),
        order: result.order,
        payment_url: result.paymentUrl,
      };
    },
  );

  app.post(
    '/billing/renewal/resume',
    {
      config: { ...owner, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Take back a stopped renewal before the paid period ends',
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const paidUntil = await service.resumeRenewal(ctx, requireAuth(request).user);
      return {
        success: true as const,
        message: translate(
          locale,
          i18nFormat(
            'Your package renews again. It is paid until {date}; reminders to pay the next month come by mail.',
            { date: formatDay(paidUntil, locale) },
          ),
        ),
      };
    },
  );

  // Decision 1199: a cheaper plan from the end of the paid period, and taking it back.
  app.post(
    '/billing/downgrade',
    {
      config: { ...owner, openapi: { errors: ['Conflict', 'Unavailable'] } },
      schema: {
        summary: 'Schedule a cheaper plan for the end of the paid period',
        body: billingOrderRequest,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await service.scheduleDowngrade(ctx, requireAuth(request).user, request.body.plan);
      return {
        success: true as const,
        message: translate(
          locale,
          i18nFormat(
            'Your company moves to the {plan} plan on {date}. The renewal of the next month is for {plan}, at its price.',
            { plan: result.plan.display_name, date: formatDay(result.startsAt, locale) },
          ),
        ),
      };
    },
  );

  app.delete(
    '/billing/downgrade',
    {
      config: { ...owner, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Cancel the cheaper plan scheduled for the end of the paid period',
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const plan = await service.cancelDowngrade(ctx, requireAuth(request).user);
      return {
        success: true as const,
        message: translate(
          locale,
          i18nFormat('The scheduled change is cancelled: your package renews on the {plan} plan.', { plan }),
        ),
      };
    },
  );

  app.get(
    '/billing/orders/:ref',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read one of your orders',
        params: orderRefParams,
        response: { 200: billingOrderStatusReply },
      },
    },
    async (request) => ({
      success: true as const,
      order: await service.orderStatus(ctx, requireAuth(request).user, request.params.ref),
    }),
  );

  app.get(
    '/billing/vnpay/return',
    {
      config: { access: 'public', openapi: { errors: ['Unavailable'] } },
      schema: {
        summary: 'Check the result VNPay sent the browser back with (changes nothing)',
        querystring: vnpayQuery,
        response: { 200: billingReturnReply },
      },
    },
    async (request) => {
      const result = await service.handleReturn(ctx, request.query, request.ip);
      return {
        success: true as const,
        outcome: result.outcome,
        message: translate(requestLocale(request), result.message),
        order: result.order,
      };
    },
  );

  app.get(
    '/billing/vnpay/ipn',
    {
      config: { access: 'public' },
      schema: {
        summary: 'VNPay’s payment notification (IPN): the source of truth of a payment',
        querystring: vnpayQuery,
        response: { 200: vnpayIpnReply },
      },
      attachValidation: true,
      errorHandler: (error, request, reply) => {
        request.log.warn({ err: error }, 'billing: IPN answered 99 (unknown error)');
        return reply.status(200).send(IPN_REPLIES.unknownError);
      },
    },
    // VNPay reads only a {RspCode, Message} answer with HTTP 200 (decision 1206): a query that fails the schema (a
    // repeated or overlong field) is still handled, its signature deciding (97 when it does not verify), and any
    // failure before or inside the handler (a NUL refused on arrival, the gateway not configured, the database) is
    // 99, "Unknown error", which makes the gateway send it again later.
    async (request) => service.handleIpn(ctx, request.query, request.ip, request.log),
  );

  app.get(
    '/admin/payments',
    {
      config: payments,
      schema: {
        summary: 'List the payments',
        querystring: adminPaymentQuery,
        response: { 200: adminPaymentListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await admin.listPayments(ctx, request.query)) }),
  );

  app.get(
    '/admin/payments/export',
    {
      config: {
        ...payments,
        openapi: {
          responses: {
            200: {
              description: 'The matching payments as CSV (RFC 4180), as an attachment.',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
        },
      },
      schema: { summary: 'Export the payments as CSV', querystring: adminPaymentExportQuery },
    },
    async (request, reply) => {
      await admin.paymentsExported(ctx, request.query);
      const day = exportDay(ctx.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(admin.exportPayments(ctx, request.query)));
    },
  );

  app.get(
    '/admin/payments/:id',
    {
      config: payments,
      schema: {
        summary: 'Read a payment and the gateway’s notifications about it',
        params: idParams,
        response: { 200: adminPaymentReply },
      },
    },
    async (request) => ({ success: true as const, ...(await admin.paymentDetail(ctx, request.params.id)) }),
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      config: { ...payments, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Record a refund made at the gateway',
        params: idParams,
        body: refundRequest,
        response: { 200: adminPaymentReply.omit({ notifications: true }) },
      },
    },
    async (request) => ({
      success: true as const,
      payment: await admin.markRefunded(ctx, requireAuth(request).user, request.params.id, request.body.note),
    }),
  );
};
