// The GraphQL explorer (web/src/explorer) and the published schema: every example operation the
// explorer shows is valid against the gateway's executable schema and within its limits, each
// workflow of SPEC §4 has one, the explorer's page is served at /explorer under the site's CSP, and
// /schema.graphql (and the build's dist/schema.graphql) is the running schema printed.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_OPERATIONS } from '../../web/src/explorer/examples.js';
import { graphql } from '../src/graphql-runtime.js';
import { type Gateway, startGateway } from '../src/index.js';
import { costLimitError, DEFAULT_LIMITS, limitRules } from '../src/limits.js';
import { buildSchema } from '../src/schema.js';
import { SCHEMA_FILE_PATH, schemaText, writeSchemaFile } from '../src/schema-file.js';
import { closedPortUrl, gql } from './helpers.js';

const schema = buildSchema();

/** The root fields of SPEC §4's workflows, each of which an example must run. */
const WORKFLOW_FIELDS = [
  // Orders: generate once, send the license e-mail, decline, invoice and refresh its status.
  'generateLicense',
  'generateAndSendLicenseEmail',
  'declineOrder',
  'createInvoice',
  'refreshInvoiceStatus',
  // Trial requests: generate or decline.
  'generateTrialRequest',
  'declineTrialRequest',
  // Licenses: a new activation code, the license e-mail.
  'issueActivationCode',
  'sendLicenseEmail',
  // Users: delete only deactivates.
  'deleteUser',
  // The sidebar's counters, raised by NewRequestTrial and NewOrder.
  'counters',
];

describe('explorer examples', () => {
  const parsed = EXAMPLE_OPERATIONS.map((example) => {
    const document = graphql.parse(example.query);
    const operations = document.definitions.filter(
      (node): node is import('graphql').OperationDefinitionNode =>
        node.kind === graphql.Kind.OPERATION_DEFINITION,
    );
    return { example, document, operations, name: operations[0]?.name?.value ?? '(anonymous)' };
  });

  it.each(parsed.map((entry) => [entry.name, entry] as const))(
    '%s is one named operation, valid against the schema and within the limits',
    (_name, { example, document, operations }) => {
      expect(operations).toHaveLength(1);
      const operation = operations[0];
      expect(operation?.name?.value).toMatch(/^[A-Z]\w+$/);
      const errors = graphql.validate(schema, document, [
        ...graphql.specifiedRules,
        ...limitRules(DEFAULT_LIMITS),
      ]);
      expect(errors.map((error) => error.message)).toEqual([]);
      // The variables the tab shows are what the operation declares, of the declared types.
      const variables = example.variables === undefined ? {} : JSON.parse(example.variables);
      const coerced = graphql.getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
      expect(coerced.errors?.map((error) => error.message)).toBeUndefined();
      expect(Object.keys(variables).sort()).toEqual(
        (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value).sort(),
      );
      expect(costLimitError(schema, document, variables, null, DEFAULT_LIMITS.maxCost)).toBeUndefined();
    },
  );

  it('names each tab differently, so the tabs can be told apart', () => {
    const names = parsed.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs every workflow of SPEC §4', () => {
    const rootFields = new Set(
      parsed.flatMap(({ operations }) =>
        operations.flatMap((operation) =>
          operation.selectionSet.selections.flatMap((selection) =>
            selection.kind === graphql.Kind.FIELD ? [selection.name.value] : [],
          ),
        ),
      ),
    );
    expect(WORKFLOW_FIELDS.filter((field) => !rootFields.has(field))).toEqual([]);
  });

  it('tells in its first tab how to run as an integrator, with a bearer token in Headers', () => {
    expect(EXAMPLE_OPERATIONS[0]?.query).toContain('{"authorization": "Bearer lic_…"}');
  });
});

describe('explorer page and schema.graphql', () => {
  let gateway: Gateway;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gateway-explorer-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
    await writeFile(join(dist, 'explorer.html'), '<!doctype html><title>GraphQL explorer</title>');
    gateway = await startGateway({ port: 0, licensingApiUrl: await closedPortUrl(), webDistDir: dist });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the explorer page at /explorer under the Content-Security-Policy', async () => {
    const response = await request(`${gateway.url}/explorer`, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(await response.body.text()).toContain('GraphQL explorer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers the running schema printed at /schema.graphql, without a session', async () => {
    const response = await request(`${gateway.url}${SCHEMA_FILE_PATH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = await response.body.text();
    expect(text).toBe(`${graphql.printSchema(schema)}\n`);
    // The whole executable schema: /schema's areas and the CRUD SDL the declarations write.
    expect(text).toContain('generateTrialRequest(');
    expect(text).toContain('input ProductFilter');
    // And the same schema introspection gives the explorer.
    const introspected = await gql<import('graphql').IntrospectionQuery>(
      gateway.url,
      graphql.getIntrospectionQuery({ inputValueDeprecation: true }),
    );
    expect(introspected.errors).toBeUndefined();
    expect(graphql.buildSchema(text)).toBeDefined();
    const fromIntrospection = graphql.printSchema(graphql.buildClientSchema(introspected.data as never));
    expect(fromIntrospection).toBe(graphql.printSchema(graphql.buildSchema(text)));
  });

  it('writes the same file in the build (dist/schema.graphql)', async () => {
    const file = join(dist, 'schema.graphql');
    writeSchemaFile(buildSchema(), file);
    const response = await request(`${gateway.url}${SCHEMA_FILE_PATH}`);
    expect(await readFile(file, 'utf8')).toBe(await response.body.text());
    expect(schemaText(schema)).toBe(await readFile(file, 'utf8'));
  });
});
