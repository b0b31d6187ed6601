// What the OpenAPI document says of each operation beyond its route's own schema, derived in this one
// place from the route's declaration (public, writes, administrators only, a path id, an input):
// the 4xx it can answer, a description saying who may call it, and named component schemas
// (`Customer`, `CustomerInput`, `Error`) instead of anonymous inline objects. Only the document
// changes: the route's own schemas (which validate and serialize) are read, never modified.
import { STATUS_CODES } from 'node:http';
import { type Entity, entities, nameWords } from '@licensing/domain';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { COMPONENT_NAME, ErrorResponse } from '../../lib/schemas.js';

/** The marker a named schema carries through @fastify/swagger into the document, then turned into a $ref. */
const COMPONENT_KEY = 'x-component';

/** What the document needs of a route. */
export type DocumentedRoute = { url: string; config?: FastifyContextConfig; schema?: FastifySchema };

const errorTexts: Readonly<Record<number, string>> = {
  400: 'Bad input: Message says what is wrong, ModelState names each field at fault.',
  401: 'Not signed in: no bearer token, or one that is unknown, expired or revoked (or its user is inactive).',
  403: 'Refused: the caller may not do this (Message says why).',
  404: 'Not found: no row has the id (Message names what is missing).',
  409: "Conflict: the data's state refuses it (a duplicate, a row still in use, a state that does not allow it); Message says why.",
  413: 'The body is too large.',
  415: 'The body is not JSON (nor a form, where the operation takes one).',
  429: 'Too many requests: try again after Retry-After seconds.',
  502: 'The service this operation relies on (QuickBooks Online, the customer-support system) failed.',
  503: 'Not available now: not configured, or the service it relies on is busy (Retry-After when known).',
};

/** Why a signed-in caller may be refused with 403, as the auth plugin (plugins/app/auth.ts) checks it. */
function forbiddenReasons(config: FastifyContextConfig): string[] {
  return [
    ...(config.adminOnly ? ['the caller is not an administrator'] : []),
    ...(config.writes ? ['the token is read-only and this operation writes'] : []),
    ...(config.passwordChange ? [] : ['the user must change a mailed password first']),
  ];
}

const hasKeys = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length > 0;

const errorDescription = (ErrorResponse as { description?: string }).description;

/** Every 4xx (and declared 5xx) the route can answer, with what it means there. */
export function documentedErrors(route: DocumentedRoute): Map<number, string> {
  const config = route.config ?? {};
  const schema = route.schema ?? {};
  const errors = new Map<number, string>();
  const add = (code: number, text = errorTexts[code] ?? `${STATUS_CODES[code]}.`) => {
    if (!errors.has(code)) errors.set(code, text);
  };
  const pathId = /[:{]\w+/.test(route.url);
  if (pathId || hasKeys(schema.body) || hasKeys(schema.querystring) || hasKeys(schema.params)) add(400);
  if (!config.public) {
    add(401);
    const reasons = forbiddenReasons(config);
    if (reasons.length > 0) add(403, `Refused: ${reasons.join('; or ')}.`);
  }
  if (pathId) add(404);
  if (hasKeys(schema.body)) {
    add(413);
    add(415);
  }
  // Then what the route declares itself: conflicts, rate limits, a key checked on a public route.
  for (const [status, declared] of Object.entries(schema.response ?? {})) {
    const code = Number(status);
    const own = (declared as { description?: string }).description;
    if (code >= 400) add(code, own && own !== errorDescription ? own : undefined);
  }
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/** Who may call the operation and whether it writes, after what the route says of itself. */
export function operationDescription(route: DocumentedRoute): string {
  const config = route.config ?? {};
  const schema = route.schema as { summary?: string; description?: string } | undefined;
  const who = config.public
    ? 'Public: no sign-in.'
    : config.adminOnly
      ? 'Administrators only (a bearer token of an administrator).'
      : 'Any signed-in user (a bearer token).';
  const writes = !config.writes
    ? 'It changes nothing.'
    : config.public
      ? 'It changes data.'
      : 'It changes data: read-only integrator tokens are refused (403).';
  const own = schema?.description ?? (schema?.summary ? `${schema.summary}.` : '');
  return [own, who, writes].filter(Boolean).join(' ');
}

/**
 * A copy of a route schema for the document, each named schema (lib/schemas.ts `named`) marked with
 * its name, for `hoistComponents`.
 */
export function markComponents<T>(node: T): T {
  if (Array.isArray(node)) return node.map(markComponents) as T;
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, markComponents(value)]));
  const name = (node as { [COMPONENT_NAME]?: string })[COMPONENT_NAME];
  return (name ? { ...copy, [COMPONENT_KEY]: name } : copy) as T;
}

/** The route's responses for the document: its own, and every error it can answer as the `Error` schema. */
export function documentedResponses(route: DocumentedRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.schema?.response ?? {})) {
    if (Number(status) >= 400) continue;
    const own = (schema as { description?: string }).description;
    responses[status] = {
      ...markComponents(schema),
      ...(own ? {} : { 'x-response-description': 'Success.' }),
    };
  }
  for (const [code, text] of documentedErrors(route)) {
    responses[code] = {
      ...markComponents(ErrorResponse),
      'x-response-description': text,
      ...(code === 429
        ? {
            headers: {
              'Retry-After': { type: 'integer', description: 'Seconds until a retry is admitted.' },
            },
          }
        : {}),
    };
  }
  return responses;
}

type Json = Record<string, unknown>;
const isObject = (node: unknown): node is Json => typeof node === 'object' && node !== null;

/**
 * Moves every marked schema of the document into `components.schemas` under its name and refers to
 * it there. A name given to two different shapes is a mistake in the declarations, refused here.
 */
export function hoistComponents(document: Json): void {
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Json;
  document.components = components;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    const name = copy[COMPONENT_KEY];
    if (typeof name !== 'string') return copy;
    delete copy[COMPONENT_KEY];
    // A copy made nullable (lib/schemas.ts Nullable) is the component or null.
    const { nullable, ...schema } = copy;
    const known = schemas[name];
    if (known === undefined) schemas[name] = schema;
    else if (JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`Two different schemas are named ${name} in the OpenAPI document.`);
    const ref = { $ref: `#/components/schemas/${name}` };
    return nullable ? { nullable: true, allOf: [ref] } : ref;
  };
  document.paths = visit(document.paths);
  // Components in name order, for a stable document and an index a reader can scan.
  components.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

/** The areas (tags) that are not an entity's, described. An entity's area is described by its entities. */
const AREA_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Account:
    "Sign-in is POST /Login (form-encoded). The signed-in user's account: sign out, who am I, passwords, colour theme, recent visits and integrator API tokens; and, for administrators, users and roles.",
  Activation:
    "The licensed software's API (no sign-in): activate a machine on a license key, validate the key on it, deactivate it. Answers are signed with the license files' key (GET /api/LicenseFile/PublicKey); limited per address and per key (429 with Retry-After).",
  Audit: 'The append-only audit trail: who changed what and when, each field’s old and new value.',
  Health: 'Liveness and readiness of this licensing-api (no sign-in).',
  Hub: 'The real-time hub (ASP.NET Core SignalR JSON protocol over WebSockets at /hub) and the events a reconnecting client missed.',
  LicenseFile: 'Signed license files and the public keys (current and retired) that verify them.',
  Payment: 'Invoices and payments through QuickBooks Online, and the job log of the scheduled refreshes.',
  Report: 'The dashboard’s figures.',
  SavedViews: 'Saved views of a list: the caller’s own and the shared ones.',
  Settings: 'The application settings (administrators write them).',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The tags of the operations, each described: its own words, or the entities whose routes it holds. */
export function describedTags(document: Json): { name: string; description: string }[] {
  const used = new Set<string>();
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      for (const tag of ((operation as Json).tags as string[] | undefined) ?? []) used.add(tag);
    }
  }
  const entitiesOf = new Map<string, Entity[]>();
  for (const entity of entities) {
    const area = entity.routes.list.split('/')[2] ?? entity.name;
    entitiesOf.set(area, [...(entitiesOf.get(area) ?? []), entity]);
  }
  return [...used].sort().map((name) => {
    const own = entitiesOf.get(name)?.map((entity) => nameWords(entity.plural).toLowerCase()) ?? [];
    const description =
      AREA_DESCRIPTIONS[name] ??
      (own.length > 0
        ? `${capitalize(own.join(', '))}: the paged list (sort, filter, search), one by id, the writes where there are any, the CSV export, and their workflows.`
        : undefined);
    if (!description) throw new Error(`The OpenAPI tag ${name} has no description (openapi-document.ts).`);
    return { name, description };
  });
}
