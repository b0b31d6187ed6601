// Every REST path is declared in domain, once: the workflows (workflows.ts) and the entities' routes
// (entities/). licensing-api serves them and the gateway calls them from there, so a path written
// anywhere else is a route declared twice, or not at all.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workflowPath, workflows } from './workflows.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** '/api/…' and '/Login' in quotes or backticks. */
const REST_PATH = /['"`]\/(api\/|Login\b)[^'"`]*/g;

/** The TypeScript of a source tree; generated code is licensing-api's routes, read back. */
const sources = (tree: string) =>
  readdirSync(`${root}${tree}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)(generated|gql)\//.test(file))
    .map((file) => `${tree}/${file}`);

describe('REST paths', () => {
  it('are written in no source tree outside domain’s declarations', () => {
    const written = ['licensing-api/src', 'gateway/src', 'web/src'].flatMap(sources).flatMap((file) =>
      readFileSync(`${root}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          (line.match(REST_PATH) ?? []).map((path) => `${file}:${index + 1}: ${path}`),
        ),
    );
    expect(written).toEqual([]);
  });

  it('are one declaration each, named by its operationId', () => {
    const routes = Object.entries(workflows).map(([name, workflow]) => {
      expect(workflow.operationId).toBe(name);
      return `${workflow.method} ${workflow.path}`;
    });
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('take their parameters into the path, URI-encoded', () => {
    expect(workflowPath(workflows.GetDashboard, { year: 2026 })).toBe('/api/Report/GetDashboard/2026');
    expect(workflowPath(workflows.RevokeApiToken, { id: 'a/b c' })).toBe(
      '/api/Account/RevokeApiToken/a%2Fb%20c',
    );
    expect(() => workflowPath(workflows.RetrySentEmail)).toThrow("needs its 'id'");
  });
});
