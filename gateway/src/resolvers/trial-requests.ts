// What trial requests have beyond CRUD (crud.ts): their product and order, the workflows,
// the sidebar's counters, and the subscriptions that relay licensing-api's hub events.
import {
  type Entity,
  HUB_EVENTS,
  messages,
  orderEntity,
  productEntity,
  trialRequestEntity,
  trialRequestMessages,
  workflows,
} from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { HubEvent } from '../hub-events.js';
import { refTo } from '../loaders.js';
import type { RestClient } from '../rest/client.js';
import { requireRestId, resourceOf } from '../rest/resource.js';
import { workflowOnRow } from './crud.js';
import { restOf, subscribe } from './hub.js';

/** How many rows a status filter leaves: one page of none, counted. */
async function pending(rest: RestClient, entity: Entity) {
  const page = await resourceOf(entity).list(rest, { pageSize: 1, filter: { status: 'Pending' } });
  return page.totalCount;
}

async function counters(rest: RestClient) {
  const [pendingTrialRequests, pendingOrders] = await Promise.all([
    pending(rest, trialRequestEntity),
    pending(rest, orderEntity),
  ]);
  return { pendingTrialRequests, pendingOrders };
}

/** A subscription to the hub's `target` events, each answering the new row of `entity` it names. */
const created = (entity: Entity, target: string) => ({
  subscribe: (
    _parent: unknown,
    { afterEventId }: { afterEventId?: string | null },
    context: GatewayContext,
  ) => subscribe(context, [target], { afterEventId }),
  resolve: async (event: HubEvent, _args: unknown, context: GatewayContext) => {
    const id = String((event.payload as { Id: number }).Id);
    const [row] = await resourceOf(entity).byIds(restOf(context), entity.key, [id]);
    return required(row);
  },
});

export const trialRequestResolvers: Resolvers = {
  TrialRequest: {
    product: refTo(productEntity, 'productId'),
    order: refTo(orderEntity, 'customerRequestId'),
  },
  Query: {
    counters: (_parent, _args, { rest }) => counters(rest),
  },
  Mutation: {
    generateTrialRequest: workflowOnRow(
      trialRequestEntity,
      workflows.GenerateRequestTrial,
      ({ id, autoGenerateLicense, sendEmail }) => ({
        body: {
          RequestTrialEmailId: requireRestId(id),
          AutoGenerateLicense: autoGenerateLicense ?? true,
          SendEmail: sendEmail ?? true,
        },
        failure: trialRequestMessages.generateFailed,
      }),
    ),
    trialRequestAction: async (_parent, { id, action, token }, { rest }) => {
      const answer = await rest.call(workflows.UpdateTrialRequestStatus, {
        query: { id: String(requireRestId(id)), action, token },
        failure: messages.processFailed,
      });
      return answer.Message;
    },
    declineTrialRequest: workflowOnRow(trialRequestEntity, workflows.DeclineRequestTrialEmail, ({ id }) => ({
      query: { Id: requireRestId(id) },
      failure: trialRequestMessages.declineFailed,
    })),
  },
  // Each event is resolved on its own (an error answers that event, the subscription goes on); the
  // subscription's stream is the hub relay's, so ending it lets go of the hub at once.
  Subscription: {
    trialRequestCreated: created(trialRequestEntity, HUB_EVENTS.newRequestTrial),
    orderCreated: created(orderEntity, HUB_EVENTS.newOrder),
    counters: {
      // The counts now (a first event standing for the subscription's start), then after each event.
      subscribe: (_parent, _args, context) =>
        subscribe(context, [HUB_EVENTS.newRequestTrial, HUB_EVENTS.newOrder], {
          first: { target: 'now', payload: null },
        }),
      resolve: (_event: HubEvent, _args: unknown, context: GatewayContext) => counters(restOf(context)),
    },
  },
};
