// The peer's supergraph: Hive Gateway over licensing-api's own OpenAPI document, as an integrator
// would compose it (scripts/bench-peer.mjs runs `mesh-compose` with LICENSING_API_URL set).
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const api = process.env.LICENSING_API_URL ?? 'http://127.0.0.1:5294';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('LicensingAPI', {
        source: `${api}/openapi.json`,
        endpoint: api,
        // The caller's bearer token goes on to the REST API.
        operationHeaders: { Authorization: '{context.headers.authorization}' },
      }),
    },
  ],
  // The nested objects of the benchmark's pages, each resolved by the REST call that answers it
  // (the REST API has no plan-by-id call: a license's plan field answers the plans).
  additionalTypeDefs: /* GraphQL */ `
    extend type query_GetProductEditions_oneOf_0_Data_items {
      product: GetProduct_response
        @resolveTo(sourceName: "LicensingAPI", sourceTypeName: "Query", sourceFieldName: "GetProduct",
          requiredSelectionSet: "{ ProductID }", sourceArgs: { id: "{root.ProductID}" })
    }
    extend type query_GetProductEditions_oneOf_0_Data_items_ProductEditionDetail_items {
      feature: GetFeature_response
        @resolveTo(sourceName: "LicensingAPI", sourceTypeName: "Query", sourceFieldName: "GetFeature",
          requiredSelectionSet: "{ FeatureID }", sourceArgs: { id: "{root.FeatureID}" })
    }
    extend type query_GetProductLicenses_oneOf_0_Data_items {
      customer: GetCustomer_response
        @resolveTo(sourceName: "LicensingAPI", sourceTypeName: "Query", sourceFieldName: "GetCustomer",
          requiredSelectionSet: "{ CustomerId }", sourceArgs: { id: "{root.CustomerId}" })
      edition: GetProductEdition_response
        @resolveTo(sourceName: "LicensingAPI", sourceTypeName: "Query", sourceFieldName: "GetProductEdition",
          requiredSelectionSet: "{ ProductEditionID }", sourceArgs: { id: "{root.ProductEditionID}" })
      plan: GetProductLicensePlans_response
        @resolveTo(sourceName: "LicensingAPI", sourceTypeName: "Query", sourceFieldName: "GetProductLicensePlans",
          requiredSelectionSet: "{ ProductLicensePlanID }")
    }
  `,
});
