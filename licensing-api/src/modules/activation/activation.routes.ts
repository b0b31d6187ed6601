// The licensed software's API (beyond SPEC; domain/src/machine-file.ts): Activate, Validate and
// Deactivate, public, each request counted per address and per license key (429 with
// Retry-After past either). Answers name no other license than the key's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEACTIVATION_CODES,
  DEACTIVATION_DETAILS,
  type DeclaredWorkflow,
  MACHINE_FIELD_LIMITS as LIMITS,
  machineFileName,
  machineOptional,
  NOBODY,
  VALIDATION_CODES,
  VALIDATION_DETAILS,
  workflows,
} from '@licensing/domain';
import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { strictBody } from '../../crud/index.js';
import { every } from '../../lib/every.js';
import { admit, requestLimit } from '../../lib/rate-limit.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { activate, deactivate, keyDigestNow, validationLog, validator } from './machines.js';

const text = (max: number, description: string) => Type.String({ minLength: 1, maxLength: max, description });
const Key = text(LIMITS.key, "The license's activation code.");
const Fingerprint = text(
  LIMITS.fingerprint,
  "The machine's fingerprint: stable, unique to it (a hash of its ids).",
);
const Code = <C extends readonly string[]>(codes: C) =>
  Type.Unsafe<C[number]>({ type: 'string', enum: [...codes], description: 'The answer, one of its codes.' });
const Envelope = Type.Object(
  {
    enc: Type.String(),
    sig: Type.String(),
    alg: Type.String(),
    kid: Type.Optional(
      Type.String({ description: "The signing key's id (GET /api/LicenseFile/PublicKeys lists them)." }),
    ),
  },
  { description: 'The answer signed (alg base64+ed25519, prefix validation/); enc is base64 of its JSON.' },
);

const busy = 'Too many requests: try again after the time Retry-After gives.';
const WINDOW_MS = 60_000;
/** How often what validations leave behind (check-ins, failures) is written. */
const VALIDATION_LOG_MS = 1_000;

/** What the three requests send, each its part. */
type MachineBody = {
  Key: string;
  Fingerprint: string;
  Hostname?: string | null;
  Platform?: string | null;
  Nonce: string;
};

const machineRequest = {
  Key,
  Fingerprint,
  Hostname: Type.Optional(Type.Union([Type.String({ maxLength: LIMITS.hostname }), Type.Null()])),
  Platform: Type.Optional(Type.Union([Type.String({ maxLength: LIMITS.platform }), Type.Null()])),
};

const activationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const log = validationLog(app.db);
  const validate = validator(app.db, app.licenseSigner, log);
  const writer = every(VALIDATION_LOG_MS, log.flush, (error) =>
    app.log.warn({ err: error }, 'the validation log could not be written'),
  );
  app.addHook('onClose', async () => {
    await writer.stop();
    await log.flush();
  });
  const perAddress = requestLimit(app, 'activation-address', {
    limit: app.config.activationPerAddress,
    windowMs: WINDOW_MS,
  });
  const perLicense = requestLimit(
    app,
    'activation-license',
    { limit: app.config.activationPerLicense, windowMs: WINDOW_MS },
    // Hashed: a key in Redis's key names would be readable by whoever reads Redis.
    (request) => keyDigestNow((request.body as MachineBody).Key),
  );

  const route = (
    workflow: DeclaredWorkflow,
    summary: string,
    body: Record<string, TSchema>,
    answer: TSchema,
    handler: (body: MachineBody, request: FastifyRequest) => Promise<object>,
  ) =>
    app.route({
      ...workflowRoute(workflow, {
        summary,
        body: Type.Object(body),
        response: { 200: answer, ...errorResponses(400, 429) },
      }),
      ...strictBody,
      handler: async (request, reply) => {
        await admit(request, reply, busy, perAddress, perLicense);
        return handler(request.body as MachineBody, request) as never;
      },
    });

  route(
    workflows.Activate,
    'Activates a machine on a license key; answers VALID with its signed machine file, or why not',
    machineRequest,
    Type.Object({
      Code: Code(VALIDATION_CODES),
      Detail: Type.String(),
      MachineFile: Type.Optional(
        Type.String({
          description:
            'With VALID: the machine file (-----BEGIN MACHINE FILE-----), trusted offline until its ttl.',
        }),
      ),
      FileName: Type.Optional(Type.String()),
    }),
    async ({ Key, Fingerprint, Hostname, Platform }, request) => {
      const machine = {
        fingerprint: Fingerprint,
        hostname: machineOptional(Hostname),
        platform: machineOptional(Platform),
      };
      const result = await activate(app.db, app.licenseSigner, { key: Key }, machine, {
        address: request.ip,
        actor: NOBODY,
      });
      return result.code === 'VALID'
        ? {
            Code: result.code,
            Detail: VALIDATION_DETAILS.VALID,
            MachineFile: result.machineFile,
            FileName: machineFileName(result.orderNumber, Fingerprint),
          }
        : { Code: result.code, Detail: VALIDATION_DETAILS[result.code] };
    },
  );

  route(
    workflows.Validate,
    "Validates a license key on a machine; answers a code and the license's current facts, signed with the nonce",
    {
      Key,
      Fingerprint,
      Nonce: text(LIMITS.nonce, 'A value new to each request, echoed in the signed answer.'),
    },
    Type.Object({ Code: Code(VALIDATION_CODES), Detail: Type.String(), Signed: Envelope }),
    ({ Key, Fingerprint, Nonce }, request) =>
      validate({ key: Key, fingerprint: Fingerprint, nonce: Nonce }, request.ip, NOBODY),
  );

  route(
    workflows.Deactivate,
    'Deactivates a machine, freeing its seat (a few times per license per month)',
    { Key, Fingerprint },
    Type.Object({ Code: Code(DEACTIVATION_CODES), Detail: Type.String() }),
    async ({ Key, Fingerprint }) => {
      const { code } = await deactivate(app.db, { key: Key, fingerprint: Fingerprint }, NOBODY);
      return { Code: code, Detail: DEACTIVATION_DETAILS[code] };
    },
  );
};

export default activationRoutes;
