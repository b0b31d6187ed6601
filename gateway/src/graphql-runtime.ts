// The graphql instance the gateway's libraries use (Apollo Server, graphql-tools, graphql-ws,
// graphql-query-complexity), for code that hands them errors or runs their schema.
// Why `require`: graphql 16 ships a CommonJS build (index.js) and an ESM one (index.mjs) with no
// exports map. Node gives every `import 'graphql'` the CommonJS build, but a bundler-style
// resolver (Vitest's) gives our sources the ESM one, and graphql's instanceof checks fail across
// the two ('Cannot use GraphQLSchema from another module or realm'; graphql-ws ignores errors of
// the other build). Required, it is the libraries' instance everywhere.
import { createRequire } from 'node:module';
import type { DocumentNode, FragmentDefinitionNode } from 'graphql';

export const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** A document's fragment definitions, by name. */
export const fragmentsOf = (document: DocumentNode): Map<string, FragmentDefinitionNode> =>
  new Map(
    document.definitions.flatMap((node) =>
      node.kind === graphql.Kind.FRAGMENT_DEFINITION ? [[node.name.value, node] as const] : [],
    ),
  );
