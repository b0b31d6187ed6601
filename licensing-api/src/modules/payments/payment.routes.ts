// Payments (SPEC §7 Payment): invoices in QuickBooks Online for orders, their payment status, and
// the job log (a view-only declared entity).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { crud, objectBody, requireId } from '../../crud/index.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { flag } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { createInvoice, refreshInvoice } from './invoices.js';
import { jobLogsTable } from './job-logs.table.js';

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await crud(jobLogsTable)(app, {});

  app.route({
    ...workflowRoute(workflows.CreateInvoiceAndSendEmail, {
      summary:
        "Creates the order's invoice in QuickBooks Online, e-mailed to the customer when SendEmailToCustomer; answers true",
      body: Type.Object({
        orderId: Maybe(IdInput()),
        SendEmailToCustomer: Type.Optional(Type.Boolean({ description: 'Default false.' })),
      }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409, 502, 503) },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { orderId?: unknown; SendEmailToCustomer?: unknown };
      const id = requireId('id', 'orderId', body.orderId) as number;
      await createInvoice(app, id, flag(body.SendEmailToCustomer, 'SendEmailToCustomer'));
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.RefreshInvoicePaymentStatus, {
      summary: "Reads the order's invoice from QuickBooks Online; answers its PaymentStatus (Paid or Unpaid)",
      params: Type.Object({ id: SerialId() }),
      response: {
        200: Type.Object({ PaymentStatus: Type.String() }),
        ...errorResponses(400, 401, 404, 502, 503),
      },
    }),
    handler: async (request) => ({ PaymentStatus: await refreshInvoice(app, request.params.id) }),
  });
};

export default paymentRoutes;
