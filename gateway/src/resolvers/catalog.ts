// Resolvers of schema/catalog.graphql: features, product editions, editions, license types and
// plans, and the nested Product.editions / Product.features, ProductEdition.product and each
// line's feature, all through per-request loaders (never one REST call per row).
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { referenceCache } from '../referenceCache.js';
import {
  createEdition,
  createFeature,
  createLicenseType,
  createProductEdition,
  deleteEdition,
  deleteFeature,
  deleteLicenseType,
  deleteProductEdition,
  getEdition,
  getLicenseType,
  listEditions,
  listFeatureDataTypes,
  listFeatures,
  listLicensePlans,
  listLicenseTypes,
  listProductEditions,
  updateEdition,
  updateFeature,
  updateLicenseType,
  updateProductEdition,
} from '../rest/catalog.js';

export const catalogResolvers: Resolvers = {
  Query: {
    features: async (_parent, args, { rest, loaders }) => {
      const page = await listFeatures(rest, args);
      for (const feature of page.items) loaders.featureById.prime(feature.id, feature);
      return page;
    },
    feature: (_parent, { id }, { loaders }) => loaders.featureById.load(id),
    featureDataTypes: (_parent, _args, { rest, token }) =>
      referenceCache.get('featureDataTypes', token, '', () => listFeatureDataTypes(rest)),

    productEditions: async (_parent, args, { rest, loaders }) => {
      const page = await listProductEditions(rest, args);
      for (const edition of page.items) loaders.productEditionById.prime(edition.id, edition);
      return page;
    },
    productEdition: (_parent, { id }, { loaders }) => loaders.productEditionById.load(id),

    editions: (_parent, args, { rest }) => listEditions(rest, args),
    edition: (_parent, { id }, { rest }) => getEdition(rest, id),

    licenseTypes: (_parent, args, { rest, token }) =>
      referenceCache.get('licenseTypes', token, JSON.stringify(args), () => listLicenseTypes(rest, args)),
    licenseType: (_parent, { id }, { rest }) => getLicenseType(rest, id),
    licensePlans: (_parent, _args, { rest, token }) =>
      referenceCache.get('licensePlans', token, '', () => listLicensePlans(rest)),
  },

  Mutation: {
    createFeature: async (_parent, { input }, { rest, loaders }) => {
      const id = await createFeature(rest, input);
      return required(await loaders.featureById.load(id));
    },
    updateFeature: async (_parent, { id, input }, { rest, loaders }) => {
      await updateFeature(rest, id, input);
      return required(await loaders.featureById.clear(id).load(id));
    },
    deleteFeature: async (_parent, { id }, { rest, loaders }) => {
      await deleteFeature(rest, id);
      loaders.featureById.clear(id);
      return id;
    },

    createProductEdition: async (_parent, { input }, { rest, loaders }) => {
      const id = await createProductEdition(rest, input);
      return required(await loaders.productEditionById.load(id));
    },
    updateProductEdition: async (_parent, { id, input }, { rest, loaders }) => {
      await updateProductEdition(rest, id, input);
      return required(await loaders.productEditionById.clear(id).load(id));
    },
    deleteProductEdition: async (_parent, { id }, { rest, loaders }) => {
      await deleteProductEdition(rest, id);
      loaders.productEditionById.clear(id);
      return id;
    },

    createEdition: async (_parent, { input }, { rest }) => {
      const id = await createEdition(rest, input);
      return required(await getEdition(rest, id));
    },
    updateEdition: async (_parent, { id, input }, { rest }) => {
      await updateEdition(rest, id, input);
      return required(await getEdition(rest, id));
    },
    deleteEdition: async (_parent, { id }, { rest }) => {
      await deleteEdition(rest, id);
      return id;
    },

    createLicenseType: async (_parent, { input }, { rest }) => {
      const id = await createLicenseType(rest, input);
      referenceCache.clear('licenseTypes');
      return required(await getLicenseType(rest, id));
    },
    updateLicenseType: async (_parent, { id, input }, { rest }) => {
      await updateLicenseType(rest, id, input);
      referenceCache.clear('licenseTypes');
      return required(await getLicenseType(rest, id));
    },
    deleteLicenseType: async (_parent, { id }, { rest }) => {
      await deleteLicenseType(rest, id);
      referenceCache.clear('licenseTypes');
      return id;
    },
  },

  Product: {
    editions: (product, _args, { loaders }) => loaders.productEditionsByProductId.load(product.id),
    features: (product, _args, { loaders }) => loaders.featuresByProductId.load(product.id),
  },
  Feature: {
    product: (feature, _args, { loaders }) => loaders.productById.load(feature.productId),
  },
  ProductEdition: {
    product: (edition, _args, { loaders }) => loaders.productById.load(edition.productId),
  },
  ProductEditionLine: {
    feature: (line, _args, { loaders }) => loaders.featureById.load(line.featureId),
  },
  EditionLine: {
    feature: (line, _args, { loaders }) => loaders.featureById.load(line.featureId),
  },
};
