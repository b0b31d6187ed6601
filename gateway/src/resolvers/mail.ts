// What e-mail has beyond CRUD (crud.ts): a template's product and preview, sending a release's
// new-update mails, and sending a failed e-mail again.
import { messages, productEntity, sentEmailEntity, workflows } from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import { refTo } from '../loaders.js';
import { requireRestId } from '../rest/resource.js';
import { workflowOnRow } from './crud.js';

export const mailResolvers: Resolvers = {
  EmailTemplate: {
    product: refTo(productEntity, 'productId'),
    preview: async (parent, { customerId, releasePackageId }, { rest }) => {
      const answer = await rest.call(workflows.PreviewEmailTemplate, {
        params: { id: requireRestId(parent.id) },
        failure: messages.getDataFailed,
        query: {
          CustomerId: requireRestId(customerId, 'customerId'),
          ReleasePackageId:
            releasePackageId == null ? undefined : requireRestId(releasePackageId, 'releasePackageId'),
        },
      });
      return { subject: answer.Subject, body: answer.Body };
    },
  },
  Mutation: {
    sendNewUpdateEmail: async (_parent, { input }, { rest, loaders }) => {
      const ids = await rest.call(workflows.SendNewUpdateEMail, {
        input: {
          ...input,
          releasePackageId: requireRestId(input.releasePackageId, 'releasePackageId'),
          emailTemplateId: requireRestId(input.emailTemplateId, 'emailTemplateId'),
          allActiveLicenses: input.allActiveLicenses ?? false,
          customers: (input.customers ?? []).map((id) => requireRestId(id, 'customers')),
        },
        failure: messages.sendEmailFailed,
      });
      const sent = await loaders.byId(sentEmailEntity).loadMany(ids.map(String));
      return sent.map((mail) => required(mail instanceof Error ? null : mail));
    },
    retrySentEmail: workflowOnRow(sentEmailEntity, workflows.RetrySentEmail, ({ id }) => ({
      params: { id: requireRestId(id) },
      failure: messages.processFailed,
    })),
  },
};
