// licensing-api's SignalR hub as async streams of events, for GraphQL subscriptions. Each session
// token has one hub connection, made with that token by the official client and shared by all its
// subscriptions: opened by the first, stopped as soon as the last ends (a stream's return() lets go
// at once, without waiting for the next event). The client reconnects on its own (a hub restart
// costs subscribers a few seconds, never their subscription), and a first start is tried again while
// the hub is down, and resumes after the last event it heard (`lastEventId`, the hub sends what was
// raised meanwhile), so a restart of licensing-api, or a reconnection to another replica, loses and
// doubles none. A refusal is final: a negotiation answered 401 or 403, or a Close message that
// forbids reconnecting (the hub's answer to a session that ended) ends every stream of the token, and
// `onRefused` hears of it.
import { HUB_EVENTS } from '@licensing/domain';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';

export type HubEvent = { target: string; payload: unknown };
/** Why the hub will not serve a session: it ended (or never was), or it may not listen. */
export type HubRefusal = 'UNAUTHENTICATED' | 'FORBIDDEN';

export interface HubRelay {
  /**
   * The events of `targets` (those `keep` keeps) heard with the token, after `first` when given, until
   * return(); with `after` (an EventId), those raised since it come first, and none twice.
   */
  events(
    token: string,
    targets: readonly string[],
    first?: HubEvent,
    keep?: (event: HubEvent) => boolean,
    after?: number,
  ): AsyncIterableIterator<HubEvent>;
  /** The hub connections by their client state ('Connected', 'Reconnecting'…), for the metrics. */
  states(): Record<string, number>;
  /** Stops every hub connection. */
  close(): Promise<void>;
}

const RETRY_MS = 2_000;

/** The refusal of a failed start or reconnection; the client keeps only the text of the HTTP error. */
function refusalOf(error: unknown): HubRefusal | undefined {
  const message = error instanceof Error ? error.message : '';
  const status = /^Failed to complete negotiation.*Status code '(40[13])'/.exec(message)?.[1];
  return status === '401' ? 'UNAUTHENTICATED' : status === '403' ? 'FORBIDDEN' : undefined;
}

type Listener = { push(event: HubEvent): void; end(): void };
type Shared = {
  connection: HubConnection;
  listeners: Set<Listener>;
  targets: Set<string>;
  stopped: boolean;
  /** The EventId of the last event heard, to resume after. */
  lastEventId?: number;
  /** Who waits for the connection to be up (whenConnected). */
  waitingForConnection: (() => void)[];
};

/**
 * Once the connection is up: from then on it hears every event, so what a resuming subscriber reads
 * of the missed ones after it leaves no gap.
 */
const whenConnected = (shared: Shared) =>
  shared.connection.state === HubConnectionState.Connected
    ? Promise.resolve()
    : new Promise<void>((resolve) => shared.waitingForConnection.push(resolve));
const connected = (shared: Shared) => {
  for (const resolve of shared.waitingForConnection.splice(0)) resolve();
};

/** An event's EventId (licensing-api numbers them in the order they are delivered). */
export const eventIdOf = ({ payload }: HubEvent): number | undefined => {
  const id = (payload as { EventId?: unknown } | null)?.EventId;
  return typeof id === 'number' ? id : undefined;
};

/**
 * `onRefused` hears of a session the hub will not serve; `missed` reads the events raised after an
 * EventId (licensing-api's HubEventsAfter), for a subscriber that resumes.
 */
export function hubRelay(
  apiUrl: string,
  onRefused: (token: string, refusal: HubRefusal) => void,
  missed: (token: string, after: number) => Promise<HubEvent[]>,
): HubRelay {
  const byToken = new Map<string, Shared>();

  const stop = (token: string, shared: Shared) => {
    shared.stopped = true;
    if (byToken.get(token) === shared) byToken.delete(token);
    return shared.connection.stop().catch(() => {});
  };

  function open(token: string): Shared {
    let refusal: HubRefusal | undefined;
    const connection = new HubConnectionBuilder()
      .withUrl(`${apiUrl}/hub`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      // Once the connection is lost: soon, then every 2 s, for as long as it takes, unless refused.
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: ({ previousRetryCount, retryReason }) => {
          refusal = refusalOf(retryReason);
          return refusal ? null : previousRetryCount < 2 ? 250 : RETRY_MS;
        },
      })
      .configureLogging(LogLevel.None)
      .build();
    const shared: Shared = {
      connection,
      listeners: new Set(),
      targets: new Set(),
      stopped: false,
      waitingForConnection: [],
    };
    connection.onreconnected(() => connected(shared));
    // Every event's EventId, subscribed to or not: the point to resume after, and no replay of the
    // events of targets no one here hears.
    for (const target of Object.values(HUB_EVENTS)) {
      connection.on(target, (payload: unknown) => {
        shared.lastEventId = eventIdOf({ target, payload }) ?? shared.lastEventId;
      });
    }
    connection.onreconnecting(() => {
      if (shared.lastEventId !== undefined)
        connection.baseUrl = `${apiUrl}/hub?lastEventId=${shared.lastEventId}`;
    });
    const refuse = (reason: HubRefusal) => {
      if (shared.stopped) return;
      void stop(token, shared);
      onRefused(token, reason);
      for (const listener of shared.listeners) listener.end();
    };
    const start = () => {
      if (shared.stopped) return;
      connection.start().then(
        () => connected(shared),
        (error: unknown) => {
          const reason = refusalOf(error);
          if (reason) refuse(reason);
          else setTimeout(start, RETRY_MS).unref();
        },
      );
    };
    // Closed for good, not by us: reconnection refused, or the hub said not to reconnect.
    connection.onclose(() => refuse(refusal ?? 'UNAUTHENTICATED'));
    byToken.set(token, shared);
    start();
    return shared;
  }

  return {
    events(token, targets, first, keep = () => true, after) {
      const shared = byToken.get(token) ?? open(token);
      for (const target of targets) {
        if (shared.targets.has(target)) continue;
        shared.targets.add(target);
        shared.connection.on(target, (payload: unknown) => {
          for (const listener of shared.listeners) listener.push({ target, payload });
        });
      }
      const wanted = new Set(targets);
      const queue: HubEvent[] = first ? [first] : [];
      const waiting: {
        resolve: (result: IteratorResult<HubEvent>) => void;
        reject: (error: unknown) => void;
      }[] = [];
      let done = false;
      /** Why the stream failed (its missed events could not be read): next() throws it, once. */
      let failure: { error: unknown } | undefined;
      const end = (): IteratorResult<HubEvent> => {
        if (!done) {
          done = true;
          queue.length = 0;
          for (const next of waiting.splice(0)) {
            if (failure) next.reject(failure.error);
            else next.resolve({ value: undefined, done: true });
          }
          shared.listeners.delete(listener);
          if (shared.listeners.size === 0 && !shared.stopped) void stop(token, shared);
        }
        return { value: undefined, done: true };
      };
      /** The last EventId sent: none at or before it is sent again. */
      let last = after ?? 0;
      /** Live events heard while the missed ones are read. */
      let held: HubEvent[] | null = after === undefined ? null : [];
      const deliver = (event: HubEvent) => {
        if (done || !wanted.has(event.target) || !keep(event)) return;
        const id = eventIdOf(event);
        if (id !== undefined) {
          if (id <= last) return;
          last = id;
        }
        const next = waiting.shift();
        if (next) next.resolve({ value: event, done: false });
        else queue.push(event);
      };
      const listener: Listener = {
        push: (event) => (held ? held.push(event) : deliver(event)),
        end,
      };
      shared.listeners.add(listener);
      if (after !== undefined) {
        whenConnected(shared)
          .then(() => missed(token, after))
          .then(
            (events) => {
              for (const event of [...events, ...(held ?? [])]) deliver(event);
              held = null;
            },
            // An error, not an end short of events: the subscriber knows to resubscribe.
            (error: unknown) => {
              failure = { error };
              end();
            },
          );
      }
      return {
        next: async () => {
          if (queue.length > 0) return { value: queue.shift()!, done: false };
          if (failure) {
            const { error } = failure;
            failure = undefined;
            throw error;
          }
          return done ? end() : new Promise((resolve, reject) => waiting.push({ resolve, reject }));
        },
        return: async () => end(),
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    states() {
      const counts: Record<string, number> = {};
      for (const { connection } of byToken.values())
        counts[connection.state] = (counts[connection.state] ?? 0) + 1;
      return counts;
    },
    async close() {
      await Promise.all([...byToken].map(([token, shared]) => stop(token, shared)));
    },
  };
}
