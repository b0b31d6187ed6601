import type { CodegenConfig } from '@graphql-codegen/cli';

// Generated files are build output (git-ignored): `npm run codegen` writes them, and build,
// start and test run it first.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Product: '../rest/models.js#ProductModel',
          Feature: '../rest/models.js#FeatureModel',
          ProductEdition: '../rest/models.js#ProductEditionModel',
          ProductEditionLine: '../rest/models.js#ProductEditionLineModel',
          Edition: '../rest/models.js#EditionModel',
          EditionLine: '../rest/models.js#EditionLineModel',
        },
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/gql/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
