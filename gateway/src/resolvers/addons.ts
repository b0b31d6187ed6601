// Resolvers of schema/addons.graphql: the list, one add-on, the writes, and the nested fields
// through per-request loaders (Addon.product, Addon.feature, Product.addons).
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { createAddon, deleteAddon, listAddons, updateAddon } from '../rest/addons.js';

export const addonResolvers: Resolvers = {
  Query: {
    addons: async (_parent, args, { rest, loaders }) => {
      const page = await listAddons(rest, args);
      for (const item of page.items) loaders.addonById.prime(item.id, item);
      return page;
    },
    addon: (_parent, { id }, { loaders }) => loaders.addonById.load(id),
  },
  Mutation: {
    createAddon: async (_parent, { input }, { rest, loaders }) => {
      const id = await createAddon(rest, input);
      return required(await loaders.addonById.load(id));
    },
    updateAddon: async (_parent, { id, input }, { rest, loaders }) => {
      await updateAddon(rest, id, input);
      return required(await loaders.addonById.clear(id).load(id));
    },
    deleteAddon: async (_parent, { id }, { rest, loaders }) => {
      await deleteAddon(rest, id);
      loaders.addonById.clear(id);
      return id;
    },
  },
  Addon: {
    product: (parent, _args, { loaders }) => loaders.productById.load(parent.productId),
    feature: (parent, _args, { loaders }) =>
      parent.featureId ? loaders.featureById.load(parent.featureId) : null,
  },
  Product: {
    addons: (parent, _args, { loaders }) => loaders.addonsByProductId.load(parent.id),
  },
};
