// What resolvers pass between each other for every declared entity (codegen.ts `mappers`): the
// declaration's fields in GraphQL names, ids as strings, nested rows mapped the same way
// (rest/resource.ts). Nested entities (ProductEdition.product…) are left to their resolvers.
export type Model = { id: string; [field: string]: unknown };
