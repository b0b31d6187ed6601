// Every area's resolvers, in one list; makeExecutableSchema merges them into the one schema.
import type { Resolvers } from '../generated/graphql.js';
import { accountResolvers } from './account.js';
import { commonResolvers } from './common.js';
import { productResolvers } from './products.js';

export const resolvers: Resolvers[] = [commonResolvers, accountResolvers, productResolvers];
