// Trial requests (SPEC §7 RequestTrialEmail): the CRUD routes of the declaration (a new request is
// announced: NewRequestTrial and the administrators' e-mail), GenerateRequestTrial and
// DeclineRequestTrialEmail, the public UpdateTrialRequestStatus of the e-mailed links, and the
// public intake of the vendor's website, which needs the intake key and is rate-limited.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOBODY, trialRequestEntity, trialRequestMessages, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import {
  crudResource,
  crudRoutes,
  inputSchema,
  objectBody,
  requireId,
  validateBody,
} from '../../crud/index.js';
import { HttpError } from '../../lib/errors.js';
import { admit, requestLimit } from '../../lib/rate-limit.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { flag } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { announceTrial, declineTrial, generateTrial } from './generate.js';
import { useLink } from './links.js';
import { trialRequestsTable } from './trial-requests.table.js';

// The website's intake: requests per address per window.
const INTAKE = { limit: 20, windowMs: 10 * 60_000 };
const intakeMessages = {
  closed: 'The trial request intake is not open: TRIAL_INTAKE_KEY is not set.',
  key: 'The intake key is missing or wrong.',
  busy: 'Too many trial requests from this address: try again later.',
} as const;

const trialRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = crudResource(app.db, trialRequestsTable);
  const announce = (trx: Parameters<typeof announceTrial>[0], id: Parameters<typeof announceTrial>[1]) =>
    announceTrial(trx, id, { publicWebUrl: app.config.publicWebUrl, secretBox: app.secretBox });
  await crudRoutes(resource, {
    writeHooks: (_request, operation) => (operation === 'create' ? { after: announce } : {}),
  })(app, {});

  app.route({
    ...workflowRoute(workflows.GenerateRequestTrial, {
      summary:
        "Creates the request's order for the product's trial edition and, when asked, its license and the customer's e-mail; answers the order's id",
      body: Type.Object({
        RequestTrialEmailId: Maybe(IdInput()),
        AutoGenerateLicense: Type.Optional(Type.Boolean({ description: 'Default false.' })),
        SendEmail: Type.Optional(Type.Boolean({ description: 'Default false.' })),
      }),
      response: {
        200: Type.Object({ CustomerRequestID: Type.Integer() }),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      const id = requireId('id', 'RequestTrialEmailId', body.RequestTrialEmailId) as number;
      const options = {
        autoGenerateLicense: flag(body.AutoGenerateLicense, 'AutoGenerateLicense'),
        sendEmail: flag(body.SendEmail, 'SendEmail'),
        actor: currentUser(request).id,
        signer: app.licenseSigner,
      };
      const orderId = await app.db.transaction().execute((trx) => generateTrial(trx, id, options));
      return { CustomerRequestID: orderId };
    },
  });

  app.route({
    ...workflowRoute(workflows.DeclineRequestTrialEmail, {
      summary: 'Declines the trial request (Id in the query), for good; answers true',
      querystring: Type.Object({ Id: Type.Optional(SerialId()) }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
    }),
    handler: async (request) => {
      const id = requireId('id', 'Id', request.query.Id) as number;
      await app.db.transaction().execute((trx) => declineTrial(trx, id));
      return true;
    },
  });

  app.route({
    ...workflowRoute(workflows.UpdateTrialRequestStatus, {
      summary:
        "An e-mailed link's action (approve or decline) on a trial request; no sign-in, the signed token instead",
      querystring: Type.Object({
        id: Type.Optional(SerialId()),
        action: Type.Optional(Type.String({ description: "'approve' or 'decline'" })),
        token: Type.Optional(Type.String({ description: "The link's signed token." })),
      }),
      response: { 200: Type.Object({ Message: Type.String() }), ...errorResponses(400, 404, 409) },
    }),
    handler: async (request) => {
      const query = request.query;
      const id = requireId('id', 'id', query.id) as number;
      const action = query.action ?? '';
      return app.db.transaction().execute(async (trx) => {
        await useLink(trx, id, action, query.token ?? '');
        if (action === 'decline') {
          await declineTrial(trx, id);
          return { Message: trialRequestMessages.declined };
        }
        const orderId = await generateTrial(trx, id, {
          autoGenerateLicense: true,
          sendEmail: true,
          actor: NOBODY,
          signer: app.licenseSigner,
        });
        const order = await trx
          .selectFrom('customer_requests')
          .select('order_number')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow();
        return {
          Message: `Trial request approved: order ${order.order_number}, its trial license and the customer's e-mail are on their way.`,
        };
      });
    },
  });

  // The website's intake: its key, and a fixed window of requests per address.
  const perAddress = requestLimit(app, 'trial-intake', INTAKE);
  app.route({
    ...workflowRoute(workflows.IntakeRequestTrialEmail, {
      summary:
        "The vendor's website posts a trial request (X-Intake-Key: TRIAL_INTAKE_KEY); validated as the form; answers its Id",
      headers: Type.Object({ 'x-intake-key': Type.Optional(Type.String()) }),
      body: inputSchema(trialRequestEntity.fields),
      response: { 200: Type.Object({ Id: Type.Integer() }), ...errorResponses(400, 401, 404, 429, 503) },
    }),
    ...objectBody,
    handler: async (request, reply) => {
      const key = app.config.trialIntakeKey;
      if (!key) throw new HttpError(503, intakeMessages.closed);
      const given = Buffer.from(String(request.headers['x-intake-key'] ?? ''));
      const expected = Buffer.from(key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(401, intakeMessages.key);
      }
      await admit(request, reply, intakeMessages.busy, perAddress);
      const values = await validateBody(trialRequestEntity, request.body as Record<string, unknown>);
      const id = await resource.create(values, { after: announce });
      return { Id: id as number };
    },
  });
};

export default trialRequestsRoutes;
