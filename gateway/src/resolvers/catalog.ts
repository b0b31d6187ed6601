// What the catalogue has beyond CRUD (crud.ts): the nested fields, each through a per-request
// loader (never one REST call per row), the derived flags, and the reference lists.
import {
  addonEntity,
  featureEntity,
  isBooleanFeatureType,
  isTrialEditionCode,
  productEditionEntity,
  productEntity,
  releasePackageEntity,
} from '@licensing/domain';
import type { Resolvers } from '../generated/graphql.js';
import type { Loaders } from '../loaders.js';
import { referenceCache } from '../reference-cache.js';
import { listFeatureDataTypes, listLicensePlans } from '../rest/reference-lists.js';

const product = (loaders: Loaders, id: unknown) => loaders.byId(productEntity).load(String(id));
const feature = (loaders: Loaders, id: unknown) =>
  id === null || id === undefined ? null : loaders.byId(featureEntity).load(String(id));

export const catalogResolvers: Resolvers = {
  Query: {
    featureDataTypes: (_parent, _args, { rest, token }) =>
      referenceCache.get('featureDataTypes', token, '', () => listFeatureDataTypes(rest)),
    licensePlans: (_parent, _args, { rest, token }) =>
      referenceCache.get('licensePlans', token, '', () => listLicensePlans(rest)),
  },
  Product: {
    editions: (parent, _args, { loaders }) =>
      loaders.childrenOf(productEditionEntity, 'productId').load(parent.id),
    features: (parent, _args, { loaders }) => loaders.childrenOf(featureEntity, 'productId').load(parent.id),
    addons: (parent, _args, { loaders }) => loaders.childrenOf(addonEntity, 'productId').load(parent.id),
    releasePackages: (parent, _args, { loaders }) =>
      loaders.childrenOf(releasePackageEntity, 'productId').load(parent.id),
  },
  Feature: {
    product: (parent, _args, { loaders }) => product(loaders, parent.productId),
    isBoolean: (parent) => isBooleanFeatureType(String(parent.dataType)),
  },
  ProductEdition: {
    product: (parent, _args, { loaders }) => product(loaders, parent.productId),
    isTrial: (parent) => isTrialEditionCode(String(parent.code)),
  },
  Edition: {
    isTrial: (parent) => isTrialEditionCode(String(parent.code)),
  },
  ProductEditionLine: {
    feature: (parent, _args, { loaders }) => feature(loaders, parent.featureId),
  },
  EditionLine: {
    feature: (parent, _args, { loaders }) => feature(loaders, parent.featureId),
  },
  Addon: {
    product: (parent, _args, { loaders }) => product(loaders, parent.productId),
    feature: (parent, _args, { loaders }) => feature(loaders, parent.featureId),
  },
  ReleasePackage: {
    product: (parent, _args, { loaders }) => product(loaders, parent.productId),
  },
};
