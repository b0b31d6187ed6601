// Resolvers of schema/products.graphql. Copy this file (and rest/products.ts) for a new entity.
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../rest/products.js';

export const productResolvers: Resolvers = {
  Query: {
    products: async (_parent, args, { rest, loaders }) => {
      const page = await listProducts(rest, args);
      for (const product of page.items) loaders.productById.prime(product.id, product);
      return page;
    },
    product: (_parent, { id }, { loaders }) => loaders.productById.load(id),
  },
  Mutation: {
    createProduct: async (_parent, { input }, { rest, loaders }) => {
      const id = await createProduct(rest, input);
      return required(await loaders.productById.load(id));
    },
    updateProduct: async (_parent, { id, input }, { rest, loaders }) => {
      await updateProduct(rest, id, input);
      return required(await loaders.productById.clear(id).load(id));
    },
    deleteProduct: async (_parent, { id }, { rest, loaders }) => {
      await deleteProduct(rest, id);
      loaders.productById.clear(id);
      return id;
    },
  },
};
