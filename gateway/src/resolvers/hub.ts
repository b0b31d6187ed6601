// What every subscription of licensing-api's hub events shares: the subscriber's events, and a REST
// client per event.
import { messages } from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { HubEvent } from '../hub-events.js';
import { requireRestId } from '../rest/resource.js';

export type SubscribeOptions = {
  /** Sent before any event. */
  first?: HubEvent;
  /** Which of the targets' events the subscriber wants. */
  keep?: (event: HubEvent) => boolean;
  /** The subscription's `afterEventId`: the events raised since it come first. */
  afterEventId?: string | null;
};

/** The hub's events for the subscriber, over the session's hub connection. */
export function subscribe(
  context: GatewayContext,
  targets: readonly string[],
  { first, keep, afterEventId }: SubscribeOptions = {},
) {
  if (!context.token || !context.hub) throw gatewayError('UNAUTHENTICATED', messages.authenticationRequired);
  const after = afterEventId == null ? undefined : Number(requireRestId(afterEventId, 'afterEventId'));
  return context.hub.events(context.token, targets, first, keep, after);
}

/** A fresh REST client per event: an operation's client remembers its GETs, and a subscription lasts. */
export const restOf = (context: GatewayContext) => context.upstream.client(context.token);

/**
 * The REST client for a read under an operation: the operation's own over HTTP, a fresh one over
 * graphql-ws, where the operation is a subscription whose every event must read anew.
 */
export const restFor = (context: GatewayContext) => (context.hub ? restOf(context) : context.rest);
