// The published schema: the gateway's whole executable schema (schema/*.graphql and the CRUD SDL the
// entity declarations write) printed as SDL. The build writes it to gateway/dist/schema.graphql
// (write-schema.ts) for integrators' code generators; the gateway serves the running schema's at
// /schema.graphql, public like introspection, which answers the same.
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { graphql } from './graphql-runtime.js';

export const SCHEMA_FILE_PATH = '/schema.graphql';

/** The schema as the SDL file integrators read. */
export const schemaText = (schema: GraphQLSchema): string => `${graphql.printSchema(schema)}\n`;

export function writeSchemaFile(schema: GraphQLSchema, file: string): void {
  writeFileSync(file, schemaText(schema));
}

export function registerSchemaFile(app: FastifyInstance, schema: GraphQLSchema): void {
  const text = schemaText(schema);
  app.get(SCHEMA_FILE_PATH, async (_request, reply) =>
    // text/plain: shown as text in a browser; no registered media type exists for SDL.
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text),
  );
}
