// What sent e-mails have beyond CRUD (crud.ts): sending a failed one again.
import { messages, sentEmailEntity } from '@licensing/domain';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RetrySentEmailAnswer } from '../generated/rest.js';
import { requireRestId } from '../rest/resource.js';

export const mailResolvers: Resolvers = {
  Mutation: {
    retrySentEmail: async (_parent, { id }, { rest, loaders }) => {
      const key = requireRestId(sentEmailEntity.fields.id.type, id, 'id');
      await rest.post<RetrySentEmailAnswer>(
        `/api/SentEmail/RetrySentEmail/${key}`,
        {},
        { failure: messages.processFailed },
      );
      return required(await loaders.byId(sentEmailEntity).clear(id).load(id));
    },
  },
};
