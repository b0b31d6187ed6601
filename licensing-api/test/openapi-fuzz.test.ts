// A fuzz test generated from the API's own /openapi.json (security probe, issue 24): every
// operation, every property of its body, query and path, gets values of the wrong JSON type, NUL
// characters, huge and negative numbers, very long and deeply nested values, as an administrator.
// No answer may be a 5xx, and every 4xx must be `{ Message: string }` (ModelState beside it at
// most). The database is a throwaway in-memory one: some fuzzed writes succeed, which is fine.
// It covers what the probe found: 'val.trim is not a function' (an object where text goes, on
// ForgotPassword and the trial intake too), NUL inside the JSON of Filters, a path parameter past
// Fastify's maxParamLength (414). Headers are not fuzzed; the intake's key is always right, so its
// body reaches the handler. One driver (PGlite, PostgreSQL itself) keeps the run short.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';
import { dereferenced } from './openapi-refs.js';

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  description?: string;
};
type Parameter = { in: string; name: string; schema?: Schema; description?: string };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const INTAKE_KEY = 'fuzz-intake-key';
const LONG = 'x'.repeat(100_000);
/** An array nested 10,000 deep: recursive walkers overflow the stack on it (JSON.stringify too). */
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
/** Stands for DEEP_JSON in a body until it is written out. */
const DEEP = '\u0001deep\u0001';
const toJson = (value: unknown) =>
  (JSON.stringify(value) ?? String(value)).replaceAll(JSON.stringify(DEEP), DEEP_JSON);

/** What goes where the body's schema expects something else. */
const BODY_VALUES: unknown[] = [
  {},
  [],
  ['Fuzz'],
  true,
  12345,
  'Fuzz',
  '',
  null,
  'a\u0000b',
  LONG,
  1e308,
  -1,
  2 ** 53,
  2 ** 31,
  1.5,
  DEEP,
];

/** A query or path parameter is text: the same confusions, spelled as text. */
const TEXT_VALUES: string[] = [
  'a\u0000b',
  LONG,
  '1e308',
  '-1',
  String(2 ** 53),
  String(2 ** 31),
  '1.5',
  'true',
  '{}',
  '[]',
  'Fuzz',
  '',
  DEEP_JSON,
];

/** JSON parameters (Filters, MultipleOrders): the route's own field names with hostile contents. */
function jsonParameterValues(parameter: Parameter): string[] {
  const listed = parameter.description?.match(/(?:Sortable|Filterable) fields: ([^.]+)\./)?.[1];
  const fields = listed ? listed.split(', ') : ['Fuzz'];
  const field = fields[0]!;
  return [
    // NUL spelled as \u0000 in the JSON, against every field (text fields reach the database).
    ...fields.map((name) => JSON.stringify([{ FieldName: name, FilterValue: 'a\u0000b', Type: 'asc' }])),
    JSON.stringify([{ FieldName: field, FilterValue: LONG, Type: 'desc' }]),
    JSON.stringify([{ FieldName: field, FilterValue: {}, Type: {} }]),
    JSON.stringify([{ FieldName: field, FilterValue: [1, 2], Type: ['asc'] }]),
    JSON.stringify([{ FieldName: field, FilterValue: 1e308, Type: 'asc' }]),
    JSON.stringify([{ FieldName: {}, FilterValue: 'x' }]),
    JSON.stringify([{ FieldName: `${field}\u0000`, FilterValue: 'x', Type: 'asc' }]),
    JSON.stringify({ FieldName: field }),
    JSON.stringify([null, 1, 'x']),
  ];
}

/** A plausible value of `schema`, so that one fuzzed property reaches as deep as it can. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'Fuzz';
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Fuzz';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]),
      );
    default:
      return 'Fuzz';
  }
}

type Slot = { where: string; set: (value: unknown) => unknown };

/** Every property of a body schema, nested ones included (in a one-row list, under a map's key). */
function bodySlots(schema: Schema, path = ''): Slot[] {
  const slots: Slot[] = [];
  const base = sample(schema) as Record<string, unknown>;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const at = path ? `${path}.${name}` : name;
    slots.push({ where: at, set: (value) => ({ ...base, [name]: value }) });
    const item = property.items ?? property.anyOf?.find((variant) => variant.items)?.items;
    if (item?.properties) {
      for (const nested of bodySlots(item, `${at}.0`)) {
        slots.push({ where: nested.where, set: (value) => ({ ...base, [name]: [nested.set(value)] }) });
      }
    }
    if (typeof property.additionalProperties === 'object') {
      slots.push({ where: `${at}.Fuzz`, set: (value) => ({ ...base, [name]: { Fuzz: value } }) });
    }
  }
  return slots;
}

type Probe = {
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  payload?: string;
  contentType?: string;
};

/** Every fuzzed request of one operation. */
function probesOf(path: string, method: string, operation: Operation): { where: string; probe: Probe }[] {
  const parameters = operation.parameters ?? [];
  const pathOf = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
  const defaults = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
  );
  const url = pathOf(defaults);
  const probes: { where: string; probe: Probe }[] = [];
  const upper = method.toUpperCase();

  for (const parameter of parameters) {
    const values =
      parameter.in === 'query' && /JSON array/.test(parameter.description ?? '')
        ? [...TEXT_VALUES, ...jsonParameterValues(parameter)]
        : TEXT_VALUES;
    for (const value of values) {
      const where = `${parameter.in} ${parameter.name}=${JSON.stringify(value).slice(0, 60)}`;
      if (parameter.in === 'path') {
        probes.push({
          where,
          probe: { method: upper, url: pathOf({ ...defaults, [parameter.name]: value }) },
        });
      } else if (parameter.in === 'query') {
        probes.push({ where, probe: { method: upper, url, query: { [parameter.name]: value } } });
      }
    }
    // A repeated query parameter arrives as an array.
    if (parameter.in === 'query') {
      probes.push({
        where: `query ${parameter.name} repeated`,
        probe: { method: upper, url, query: { [parameter.name]: ['1', 'Fuzz'] } },
      });
    }
  }

  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['application/x-www-form-urlencoded']?.schema;
  for (const slot of json ? bodySlots(json) : []) {
    for (const value of BODY_VALUES) {
      probes.push({
        where: `body ${slot.where}=${toJson(value).slice(0, 60)}`,
        probe: {
          method: upper,
          url,
          payload: toJson(slot.set(value)),
          contentType: 'application/json',
        },
      });
    }
  }
  for (const slot of form ? bodySlots(form) : []) {
    for (const value of [...TEXT_VALUES, ['1', 'Fuzz']]) {
      const fields = slot.set(value) as Record<string, string | string[]>;
      const body = new URLSearchParams();
      for (const [name, field] of Object.entries(fields)) {
        for (const item of Array.isArray(field) ? field : [field]) body.append(name, String(item));
      }
      probes.push({
        where: `form ${slot.where}=${JSON.stringify(value).slice(0, 60)}`,
        probe: {
          method: upper,
          url,
          payload: body.toString(),
          contentType: 'application/x-www-form-urlencoded',
        },
      });
    }
  }
  return probes;
}

/** Why an answer fails the probe, or undefined when it passes. */
function fault(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} is no JSON: ${response.body.slice(0, 200)}`;
  }
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const shaped =
    typeof (body as { Message?: unknown })?.Message === 'string' &&
    keys.every((key) => key === 'Message' || key === 'ModelState');
  return shaped ? undefined : `${response.statusCode} is not { Message }: ${response.body.slice(0, 200)}`;
}

describe('fuzzing every operation of /openapi.json', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp(drivers[0]!, {
      config: {
        trialIntakeKey: INTAKE_KEY,
        // Fuzzed sign-ins fail: their throttle's waits would only make the run slow.
        slowDown: async () => {},
        // QuickBooks Online is never reached: nothing listens on port 9 of this host.
        qboBaseUrl: 'http://127.0.0.1:9',
        qboTokenUrl: 'http://127.0.0.1:9/token',
      },
    });
    authorization = (await t.authorize()).authorization;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every fuzzed request below 500, and every 4xx as { Message }', {
    timeout: 90_000,
  }, async () => {
    const document = dereferenced((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    // Deletes last, so the other operations still find the seeded rows.
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

    const faults: string[] = [];
    const statuses: Record<number, number> = {};
    let sent = 0;
    for (const { path, method, operation } of operations) {
      for (const { where, probe } of probesOf(path, method, operation)) {
        sent += 1;
        const response = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          ...(probe.query ? { query: probe.query } : {}),
          ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          headers: {
            authorization,
            'x-intake-key': INTAKE_KEY,
            ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
          },
          // Each from its own address, so per-address limits let every probe reach its handler.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const problem = fault(response);
        if (problem) faults.push(`${method.toUpperCase()} ${path} ${where}: ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(5_000);
    expect(faults).toEqual([]);
    // Every probe ran as the administrator: no fuzzed request signed them out or locked them.
    expect(statuses[401] ?? 0).toBe(0);
    expect(statuses[403] ?? 0).toBe(0);
  });
});
