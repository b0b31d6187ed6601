import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';
import { crudSdl, entities } from './domain/dist/index.js';

// Generated files are build output (git-ignored): `npm run codegen` writes them, and build,
// start and test run it first.
const config: CodegenConfig = {
  // The hand-written SDL and the CRUD part the declarations write, as the gateway serves them.
  schema: ['schema/*.graphql', crudSdl(entities)],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        // Every declared entity (and its nested lines) travels as the generic Model of resource.ts.
        mappers: Object.fromEntries(
          [...entities.map((entity) => entity.name), 'ProductEditionLine', 'EditionLine', 'OrderLine'].map(
            (name) => [name, '../models.js#Model'],
          ),
        ),
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/gql/**'],
      // Each document carries the SHA-256 of its text (`__meta__.hash`) and persisted-documents.json
      // maps the hashes to the texts the gateway runs: the browser sends hashes, never documents.
      // The texts already select __typename, as Apollo Client's cache adds it anyway.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
