// What e-mail has beyond CRUD (crud.ts): a template's product and preview, sending a release's
// new-update mails, and sending a failed e-mail again.
import {
  customerEntity,
  type Entity,
  emailTemplateEntity,
  messages,
  productEntity,
  releasePackageEntity,
  sentEmailEntity,
} from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type {
  PreviewEmailTemplateAnswer,
  RetrySentEmailAnswer,
  SendNewUpdateEMailAnswer,
} from '../generated/rest.js';
import { requireRestId } from '../rest/resource.js';

const NEW_UPDATE_EMAIL_FIELDS = {
  releasePackageId: 'ReleasePackageId',
  emailTemplateId: 'EmailTemplateId',
  allActiveLicenses: 'AllActiveLicenses',
  customers: 'Customers',
  subject: 'Subject',
  body: 'Body',
} as const;

const idOf = (entity: Entity, id: unknown, field: string) =>
  requireRestId(entity.fields[entity.key]!.type, id, field);

export const mailResolvers: Resolvers = {
  EmailTemplate: {
    product: (parent, _args, { loaders }) => loaders.byId(productEntity).load(String(parent.productId)),
    preview: async (parent, { customerId, releasePackageId }, { rest }) => {
      const answer = await rest.get<PreviewEmailTemplateAnswer>(
        `/api/EmailTemplate/PreviewEmailTemplate/${idOf(emailTemplateEntity, parent.id, 'id')}`,
        {
          failure: messages.getDataFailed,
          query: {
            CustomerId: idOf(customerEntity, customerId, 'customerId'),
            ReleasePackageId:
              releasePackageId == null
                ? undefined
                : idOf(releasePackageEntity, releasePackageId, 'releasePackageId'),
          },
        },
      );
      return { subject: answer.Subject, body: answer.Body };
    },
  },
  Mutation: {
    sendNewUpdateEmail: async (_parent, { input }, { rest, loaders }) => {
      const ids = await rest.post<SendNewUpdateEMailAnswer>(
        '/api/ReleasePackage/SendNewUpdateEMail',
        {
          ReleasePackageId: idOf(releasePackageEntity, input.releasePackageId, 'releasePackageId'),
          EmailTemplateId: idOf(emailTemplateEntity, input.emailTemplateId, 'emailTemplateId'),
          AllActiveLicenses: input.allActiveLicenses ?? false,
          Customers: (input.customers ?? []).map((id) => idOf(customerEntity, id, 'customers')),
          Subject: input.subject,
          Body: input.body,
        },
        { failure: messages.sendEmailFailed, fields: NEW_UPDATE_EMAIL_FIELDS },
      );
      const sent = await loaders.byId(sentEmailEntity).loadMany(ids.map(String));
      return sent.map((mail) => required(mail instanceof Error ? null : mail));
    },
    retrySentEmail: async (_parent, { id }, { rest, loaders }) => {
      const key = idOf(sentEmailEntity, id, 'id');
      await rest.post<RetrySentEmailAnswer>(
        `/api/SentEmail/RetrySentEmail/${key}`,
        {},
        { failure: messages.processFailed },
      );
      return required(await loaders.byId(sentEmailEntity).clear(id).load(id));
    },
  },
};
