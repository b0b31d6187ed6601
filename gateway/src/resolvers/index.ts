// Every area's resolvers, in one list; makeExecutableSchema merges them into the one schema, later
// ones over earlier: an entity's own resolvers over its generic CRUD.
import type { Resolvers } from '../generated/graphql.js';
import { accountResolvers } from './account.js';
import { activationResolvers } from './activation.js';
import { auditTrailResolvers } from './audit-trail.js';
import { catalogResolvers } from './catalog.js';
import { commonResolvers } from './common.js';
import { crudResolverList } from './crud.js';
import { customerResolvers } from './customers.js';
import { dashboardResolvers } from './dashboard.js';
import { licenseResolvers } from './licenses.js';
import { mailResolvers } from './mail.js';
import { orderResolvers } from './orders.js';
import { savedViewResolvers } from './saved-views.js';
import { settingsResolvers } from './settings.js';
import { trialRequestResolvers } from './trial-requests.js';
import { userResolvers } from './users.js';

export const resolvers: Resolvers[] = [
  commonResolvers,
  accountResolvers,
  ...crudResolverList,
  auditTrailResolvers,
  catalogResolvers,
  customerResolvers,
  dashboardResolvers,
  licenseResolvers,
  activationResolvers,
  mailResolvers,
  orderResolvers,
  savedViewResolvers,
  settingsResolvers,
  trialRequestResolvers,
  userResolvers,
];
