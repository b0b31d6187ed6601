// What orders have beyond CRUD (crud.ts): their product, edition (by code), plan, generated
// customer and license, add-ons and quote lines (through loaders and the cached plan
// list: no REST call per order), and the workflows of SPEC §4 as mutations.
import {
  addonEntity,
  customerEntity,
  messages,
  orderEntity,
  orderMessages,
  productEditionEntity,
  productEntity,
  productLicenseEntity,
  quoteLines,
  sentEmailEntity,
  workflows,
} from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { childByCode, refTo } from '../loaders.js';
import type { Model } from '../models.js';
import { licensePlanById } from '../rest/reference-lists.js';
import { requireRestId } from '../rest/resource.js';
import { workflowOnRow } from './crud.js';

export const orderResolvers: Resolvers = {
  Order: {
    product: refTo(productEntity, 'productId'),
    edition: childByCode(productEditionEntity, 'productId', 'code', 'licenseEditionCode'),
    plan: (parent, _args, context) => licensePlanById(context, parent.productLicensePlanId),
    customer: refTo(customerEntity, 'generatedCustomerId'),
    license: refTo(productLicenseEntity, 'generatedLicenseId'),
    quotePdf: async (parent, _args, { rest }) => {
      const quote = await rest.call(workflows.GetQuotePdf, {
        params: { id: requireRestId(parent.id) },
        failure: messages.getDataFailed,
      });
      return { fileName: quote.FileName, contentBase64: quote.Data };
    },
    quoteLines: async (parent, _args, context) => {
      const plan = await licensePlanById(context, parent.productLicensePlanId);
      return quoteLines({
        planName: plan?.name ?? '',
        quantity: Number(parent.quantity),
        duration: Number(parent.duration),
        productName: String(parent.productName),
        editionName: (parent.editionName as string | null) ?? null,
        editionCode: String(parent.licenseEditionCode),
        unitPrice: Number(parent.unitPrice),
        lines: (parent.lines as Model[]).map((line) => ({
          orderItem: String(line.orderItem),
          unitPrice: Number(line.unitPrice),
          quantity: Number(line.quantity),
          priceCalcPerItem: Boolean(line.priceCalcPerItem),
        })),
      });
    },
  },
  OrderLine: { addon: refTo(addonEntity, 'addonId') },
  Mutation: {
    generateLicense: workflowOnRow(orderEntity, workflows.GenerateProductLicense, ({ id, onlyCustomer }) => ({
      body: { CustomerRequestId: requireRestId(id), IsOnlyGenerateCustomer: onlyCustomer ?? false },
      failure: orderMessages.generateFailed,
    })),
    generateAndSendLicenseEmail: async (_parent, { id }, { rest, loaders }) => {
      const sentId = await rest.call(workflows.GenerateAndSendProductLicenseMail, {
        params: { id: requireRestId(id) },
        failure: messages.sendEmailFailed,
      });
      loaders.byId(orderEntity).clear(id);
      return required(await loaders.byId(sentEmailEntity).load(String(sentId)));
    },
    createInvoice: workflowOnRow(
      orderEntity,
      workflows.CreateInvoiceAndSendEmail,
      ({ id, sendEmailToCustomer }) => ({
        body: { orderId: requireRestId(id), SendEmailToCustomer: sendEmailToCustomer ?? false },
        failure: orderMessages.invoiceFailed,
      }),
    ),
    refreshInvoiceStatus: workflowOnRow(orderEntity, workflows.RefreshInvoicePaymentStatus, ({ id }) => ({
      params: { id: requireRestId(id) },
      failure: orderMessages.invoiceRefreshFailed,
    })),
    declineOrder: workflowOnRow(orderEntity, workflows.DeclineCustomerRequest, ({ id }) => ({
      params: { id: requireRestId(id) },
      failure: orderMessages.declineFailed,
    })),
  },
};
