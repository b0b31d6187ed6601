// Resolvers of schema/customers.graphql.
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import {
  createCustomer,
  createCustomerSupportAccount,
  deleteCustomer,
  listCustomers,
  updateCustomer,
} from '../rest/customers.js';

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, { rest, loaders }) => {
      const page = await listCustomers(rest, args);
      for (const customer of page.items) loaders.customerById.prime(customer.id, customer);
      return page;
    },
    customer: (_parent, { id }, { loaders }) => loaders.customerById.load(id),
  },
  Mutation: {
    createCustomer: async (_parent, { input }, { rest, loaders }) => {
      const { isNewCustomer, id } = await createCustomer(rest, input);
      return { isNewCustomer, customer: required(await loaders.customerById.load(id)) };
    },
    updateCustomer: async (_parent, { id, input }, { rest, loaders }) => {
      await updateCustomer(rest, id, input);
      return required(await loaders.customerById.clear(id).load(id));
    },
    deleteCustomer: async (_parent, { id }, { rest, loaders }) => {
      await deleteCustomer(rest, id);
      loaders.customerById.clear(id);
      return id;
    },
    createCustomerSupportAccount: async (_parent, { customerId, input }, { rest, loaders }) => {
      await createCustomerSupportAccount(rest, customerId, input);
      return required(await loaders.customerById.clear(customerId).load(customerId));
    },
  },
};
