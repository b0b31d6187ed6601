// What customers have beyond CRUD (crud.ts): the list's support-system notice, create answering
// whether the e-mail was new, and the support-account workflow.
import { customerEntity, messages, personName, workflows } from '@licensing/domain';
import { required } from '../errors.js';
import type { QueryResolvers, Resolvers } from '../generated/graphql.js';
import type { CreateCustomerAnswer } from '../generated/rest.js';
import { requireRestId, resourceOf } from '../rest/resource.js';
import { crudList } from './crud.js';

export const customerResolvers: Resolvers = {
  Query: {
    customers: crudList(customerEntity, ({ CustomerSupportError: notice }) => ({
      customerSupportError: typeof notice === 'string' ? notice : null,
    })) as QueryResolvers['customers'],
  },
  Mutation: {
    // Answers the existing customer when the e-mail is known (CreateCustomer's IsNewCustomer).
    createCustomer: async (_parent, { input }, { rest, loaders }) => {
      const answer = (await resourceOf(customerEntity).create(rest, input)) as CreateCustomerAnswer;
      const customer = required(await loaders.byId(customerEntity).load(String(answer.Id)));
      return { isNewCustomer: answer.IsNewCustomer, customer };
    },
    // The support system's account (its fields snake_case on REST); the REST API makes its password.
    createCustomerSupportAccount: async (_parent, { customerId, input }, { rest, loaders }) => {
      await rest.call(workflows.CreateCustomerSupportAccount, {
        input,
        body: {
          CustomerID: requireRestId(customerId, 'customerId', customerEntity.fields.id.type),
          is_active: true,
          is_superuser: false,
          full_name: personName(input.firstName, input.lastName),
        },
        failure: messages.createCustomerSupportFailed,
      });
      return required(await loaders.byId(customerEntity).clear(customerId).load(customerId));
    },
  },
};
