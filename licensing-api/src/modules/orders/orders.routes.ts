// Orders (SPEC §7 api/CustomerRequest): the CRUD routes of the declaration, and the workflows —
// generate the customer and license (once), generate and mail the license, decline (one way) —
// each in one transaction; and the quote as a PDF.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderMessages, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { crud, objectBody, requireId } from '../../crud/index.js';
import { conflict } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { flag } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { announceOrder, generateFromOrder, lockOrder, mailOrderLicense } from './generate.js';
import { ordersTable } from './orders.table.js';
import { quotePdf } from './quote-pdf.js';

const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await crud(ordersTable, {
    // SPEC §4: every open screen hears of a new order (the sidebar counters).
    writeHooks: (_request, operation) => (operation === 'create' ? { after: announceOrder } : {}),
  })(app, {});
  const pathId = { params: Type.Object({ id: SerialId() }) };

  app.route({
    ...workflowRoute(workflows.GenerateProductLicense, {
      summary:
        "Finds or creates the order's customer and, unless IsOnlyGenerateCustomer, creates its license (once)",
      body: Type.Object({
        CustomerRequestId: Maybe(IdInput()),
        IsOnlyGenerateCustomer: Type.Optional(Type.Boolean({ description: 'Default false.' })),
      }),
      response: {
        200: Type.Object({
          GeneratedCustomerID: Type.Integer(),
          GeneratedLicenseID: Type.Union([Type.Integer(), Type.Null()]),
        }),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { CustomerRequestId?: unknown; IsOnlyGenerateCustomer?: unknown };
      const id = requireId('id', 'CustomerRequestId', body.CustomerRequestId) as number;
      const onlyCustomer = flag(body.IsOnlyGenerateCustomer, 'IsOnlyGenerateCustomer');
      const generated = await app.db
        .transaction()
        .execute((trx) => generateFromOrder(trx, id, { onlyCustomer, actor: currentUser(request).id }));
      return { GeneratedCustomerID: generated.customerId, GeneratedLicenseID: generated.licenseId };
    },
  });

  app.route({
    ...workflowRoute(workflows.GenerateAndSendProductLicenseMail, {
      summary:
        "Generates the order's license if it is not yet, and queues its e-mail from the product's 'Order' template; answers the SentEmail id",
      ...pathId,
      response: { 200: Type.Integer(), ...errorResponses(400, 401, 404, 409) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      return app.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        const generated = order.is_generated
          ? { customerId: order.generated_customer_id, licenseId: order.generated_license_id }
          : await generateFromOrder(trx, id, { onlyCustomer: false, actor: currentUser(request).id });
        if (generated.customerId === null || generated.licenseId === null)
          throw conflict(orderMessages.notGenerated);
        return mailOrderLicense(trx, app.licenseSigner, {
          productId: order.product_id,
          licenseId: generated.licenseId,
          customerId: generated.customerId,
        });
      });
    },
  });

  app.route({
    ...workflowRoute(workflows.DeclineCustomerRequest, {
      summary: 'Declines the order, for good (not once its license is generated); answers true',
      ...pathId,
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, id);
        if (order.is_generated) throw conflict(orderMessages.alreadyGenerated);
        await trx.updateTable('customer_requests').set({ is_declined: true }).where('id', '=', id).execute();
      });
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.GetQuotePdf, {
      summary: "The order's quote as a PDF: Data (base64), saved as FileName: Quote_<OrderNumber>.pdf",
      ...pathId,
      response: {
        200: Type.Object({ Data: Type.String({ contentEncoding: 'base64' }), FileName: Type.String() }),
        ...errorResponses(400, 401, 404),
      },
    }),
    handler: async (request) => {
      const { fileName, pdf } = await quotePdf(app.db, request.params.id, app.config.vendorName);
      return { Data: pdf.toString('base64'), FileName: fileName };
    },
  });
};

export default ordersRoutes;
