// Resolvers of schema/releasePackages.graphql: the list, one package, the writes, and the nested
// fields through per-request loaders (ReleasePackage.product, Product.releasePackages).
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import {
  createReleasePackage,
  deleteReleasePackage,
  listReleasePackages,
  updateReleasePackage,
} from '../rest/releasePackages.js';

export const releasePackageResolvers: Resolvers = {
  Query: {
    releasePackages: async (_parent, args, { rest, loaders }) => {
      const page = await listReleasePackages(rest, args);
      for (const item of page.items) loaders.releasePackageById.prime(item.id, item);
      return page;
    },
    releasePackage: (_parent, { id }, { loaders }) => loaders.releasePackageById.load(id),
  },
  Mutation: {
    createReleasePackage: async (_parent, { input }, { rest, loaders }) => {
      const id = await createReleasePackage(rest, input);
      return required(await loaders.releasePackageById.load(id));
    },
    updateReleasePackage: async (_parent, { id, input }, { rest, loaders }) => {
      await updateReleasePackage(rest, id, input);
      return required(await loaders.releasePackageById.clear(id).load(id));
    },
    deleteReleasePackage: async (_parent, { id }, { rest, loaders }) => {
      await deleteReleasePackage(rest, id);
      loaders.releasePackageById.clear(id);
      return id;
    },
  },
  ReleasePackage: {
    product: (parent, _args, { loaders }) => loaders.productById.load(parent.productId),
  },
  Product: {
    releasePackages: (parent, _args, { loaders }) => loaders.releasePackagesByProductId.load(parent.id),
  },
};
