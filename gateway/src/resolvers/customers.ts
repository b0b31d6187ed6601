// What customers have beyond CRUD (crud.ts): the list's support-system notice, create answering
// whether the e-mail was new, and the support-account workflow.
import { customerEntity, messages } from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { CreateCustomerAnswer } from '../generated/rest.js';
import { createCustomerSupportAccount } from '../rest/customers.js';
import { type ListArgs, resourceOf } from '../rest/resource.js';

const customers = resourceOf(customerEntity);

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, { rest, loaders }) => {
      const page = await customers.list(rest, args as ListArgs);
      for (const customer of page.items) loaders.byId(customerEntity).prime(customer.id, customer);
      const notice = page.answer.CustomerSupportError;
      return { ...page, customerSupportError: typeof notice === 'string' ? notice : null };
    },
  },
  Mutation: {
    // Answers the existing customer when the e-mail is known (CreateCustomer's IsNewCustomer).
    createCustomer: async (_parent, { input }, { rest, loaders }) => {
      const answer = (await customers.create(rest, input)) as CreateCustomerAnswer;
      const customer = required(
        await loaders.byId(customerEntity).load(String(answer.Id)),
        messages.getItemFailed,
      );
      return { isNewCustomer: answer.IsNewCustomer, customer };
    },
    createCustomerSupportAccount: async (_parent, { customerId, input }, { rest, loaders }) => {
      await createCustomerSupportAccount(rest, customerId, input);
      return required(await loaders.byId(customerEntity).clear(customerId).load(customerId));
    },
  },
};
