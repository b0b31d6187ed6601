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
import { childrenBy, refTo } from '../loaders.js';
import type { Model } from '../models.js';
import { cachedFeatureDataTypes, cachedLicensePlans } from '../rest/reference-lists.js';

const product = refTo(productEntity, 'productId');
const feature = refTo(featureEntity, 'featureId');
const isTrial = (edition: Model) => isTrialEditionCode(String(edition.code));

export const catalogResolvers: Resolvers = {
  Query: {
    featureDataTypes: (_parent, _args, context) => cachedFeatureDataTypes(context),
    licensePlans: (_parent, _args, context) => cachedLicensePlans(context),
  },
  Product: {
    editions: childrenBy(productEditionEntity, 'productId'),
    features: childrenBy(featureEntity, 'productId'),
    addons: childrenBy(addonEntity, 'productId'),
    releasePackages: childrenBy(releasePackageEntity, 'productId'),
  },
  Feature: {
    product,
    isBoolean: (parent) => isBooleanFeatureType(String(parent.dataType)),
  },
  ProductEdition: { product, isTrial },
  Edition: { isTrial },
  ProductEditionLine: { feature },
  EditionLine: { feature },
  Addon: { product, feature },
  ReleasePackage: { product },
};
