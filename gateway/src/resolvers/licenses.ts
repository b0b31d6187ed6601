// What product licenses and older licenses have beyond CRUD (crud.ts): their nested customer,
// product, edition, type, plan and features (through loaders and the cached plan list: no REST call
// per license), the derived status name, their history, their signed file, a customer's
// licenses, and the workflows.
import {
  customerEntity,
  editionEntity,
  featureEntity,
  licenseEntity,
  licenseMessages,
  licenseStatusName,
  licenseTypeEntity,
  messages,
  productEditionEntity,
  productEntity,
  productLicenseEntity,
  productLicenseMessages,
  sentEmailEntity,
  workflows,
} from '@licensing/domain';
import { required } from '../errors.js';
import type { LicenseFeature, Resolvers } from '../generated/graphql.js';
import type { GetProductLicensesHistoriesAnswer } from '../generated/rest.js';
import { childByCode, childrenBy, refTo } from '../loaders.js';
import { camelKeys } from '../rest/client.js';
import { licensePlanById } from '../rest/reference-lists.js';
import { requireRestId } from '../rest/resource.js';
import { workflowOnRow, workflowOnRows } from './crud.js';

const toHistoryEntry = ({ Action, ...entry }: GetProductLicensesHistoriesAnswer[number]) => ({
  ...camelKeys(entry),
  id: String(entry.Id),
  action: Action.Action,
  details: camelKeys(Action.ActionDetails),
});

/** What both kinds of license (schema's AnyLicense) resolve alike. */
const eitherLicense = {
  product: refTo(productEntity, 'productId'),
  customer: refTo(customerEntity, 'customerId'),
  licenseType: refTo(licenseTypeEntity, 'licenseTypeId'),
};

export const licenseResolvers: Resolvers = {
  ProductLicense: {
    ...eitherLicense,
    edition: refTo(productEditionEntity, 'productEditionId'),
    plan: (parent, _args, context) => licensePlanById(context, parent.productLicensePlanId),
    statusName: (parent) => licenseStatusName(Number(parent.status)),
    licenseFile: async (parent, _args, { rest }) => {
      const file = await rest.call(workflows.GetIssueProductLicense, {
        body: {
          ProductLicenseID: requireRestId(parent.id),
          CustomerId: requireRestId(parent.customerId, 'customerId'),
        },
        failure: productLicenseMessages.issueFailed,
      });
      return { fileName: file.FileName, content: file.Data };
    },
    history: (parent, _args, { rest, loaders }) =>
      loaders
        .batch('licenseHistories', async (ids) => {
          const entries = await rest.call(workflows.GetProductLicensesHistories, {
            query: { Ids: ids.map((id) => requireRestId(id)).join(',') },
            failure: messages.getDataFailed,
          });
          return ids.map((id) =>
            entries.filter((entry) => String(entry.ProductLicenseID) === id).map(toHistoryEntry),
          );
        })
        .load(String(parent.id)),
  },
  ProductLicenseFeature: { feature: refTo(featureEntity, 'featureId') },
  License: {
    ...eitherLicense,
    edition: refTo(editionEntity, 'editionId'),
    // Each feature value with its product, for finding the feature by code.
    features: (parent) =>
      (parent.features as LicenseFeature[]).map((feature) => ({
        ...feature,
        productId: String(parent.productId),
      })),
    licenseFile: async (parent, _args, { rest }) => {
      const file = await rest.call(workflows.GetIssueLicense, {
        body: { Id: requireRestId(parent.id), CustomerId: requireRestId(parent.customerId, 'customerId') },
        failure: licenseMessages.issueFailed,
      });
      return { fileName: file.FileName, content: file.Data };
    },
  },
  LicenseFeature: {
    // The product's features, for every license of the query in one call.
    feature: childByCode(featureEntity, 'productId', 'name', 'featureName'),
  },
  Customer: {
    productLicenses: childrenBy(productLicenseEntity, 'customerId'),
    olderLicenses: childrenBy(licenseEntity, 'customerId'),
  },
  Query: {
    licenseEmailAddress: async (_parent, { customerId }, { rest }) => {
      const answer = await rest.call(workflows.ProductLicenseEmailAddress, {
        query: { CustomerId: requireRestId(customerId, 'customerId') },
        failure: messages.getDefaultEmailFailed,
      });
      return answer.Address;
    },
  },
  Mutation: {
    sendLicenseEmail: async (_parent, { input }, { rest, loaders }) => {
      const id = await rest.call(workflows.SendProductLicenseMail, {
        input: {
          ...input,
          productLicenseId: requireRestId(input.productLicenseId, 'productLicenseId'),
          customerId: requireRestId(input.customerId, 'customerId'),
          emailTemplateId: requireRestId(input.emailTemplateId, 'emailTemplateId'),
        },
        failure: messages.sendEmailFailed,
      });
      return required(await loaders.byId(sentEmailEntity).load(String(id)));
    },
    issueActivationCode: workflowOnRow(
      productLicenseEntity,
      workflows.GetIssueProductLicense_V2,
      ({ id, customerId }) => ({
        body: { ProductLicenseID: requireRestId(id), CustomerId: requireRestId(customerId, 'customerId') },
        failure: productLicenseMessages.issueFailed,
      }),
    ),
    renewLicense: workflowOnRow(productLicenseEntity, workflows.RenewProductLicense, ({ id }) => ({
      body: { ProductLicenseID: requireRestId(id) },
      failure: messages.updateFailed,
    })),
    renewLicenses: workflowOnRows(
      productLicenseEntity,
      workflows.RenewProductLicenses,
      messages.updateFailed,
    ),
    suspendLicenses: workflowOnRows(
      productLicenseEntity,
      workflows.SuspendProductLicenses,
      messages.updateFailed,
    ),
  },
};
