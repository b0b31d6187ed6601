// Every area's resolvers, in one list; makeExecutableSchema merges them into the one schema.
import type { Resolvers } from '../generated/graphql.js';
import { accountResolvers } from './account.js';
import { addonResolvers } from './addons.js';
import { catalogResolvers } from './catalog.js';
import { commonResolvers } from './common.js';
import { customerResolvers } from './customers.js';
import { productResolvers } from './products.js';
import { releasePackageResolvers } from './releasePackages.js';

export const resolvers: Resolvers[] = [
  commonResolvers,
  accountResolvers,
  productResolvers,
  catalogResolvers,
  customerResolvers,
  releasePackageResolvers,
  addonResolvers,
];
