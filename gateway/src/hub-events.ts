// licensing-api's SignalR hub as an async stream of events, for GraphQL subscriptions: one hub
// connection per subscription, made with the subscriber's own token by the official client, which
// reconnects on its own (a hub restart costs subscribers a few seconds, never their subscription).
// The stream ends, and the connection closes, when the subscription does.
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

export type HubEvent = { target: string; payload: unknown };

/** Retry delays once the connection is lost: soon, then every 2 s, for as long as it takes. */
const retryPolicy = {
  nextRetryDelayInMilliseconds: (context: { previousRetryCount: number }) =>
    context.previousRetryCount < 2 ? 250 : 2_000,
};
const START_RETRY_MS = 2_000;

export function hubEvents(
  apiUrl: string,
  token: string,
  targets: readonly string[],
): AsyncIterableIterator<HubEvent> {
  const queue: HubEvent[] = [];
  const waiting: ((result: IteratorResult<HubEvent>) => void)[] = [];
  let done = false;
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${apiUrl}/hub`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect(retryPolicy)
    .configureLogging(LogLevel.None)
    .build();
  for (const target of targets) {
    connection.on(target, (payload: unknown) => {
      const event = { target, payload };
      const next = waiting.shift();
      if (next) next({ value: event, done: false });
      else queue.push(event);
    });
  }
  // The first start may find the hub down too: keep trying until the subscription ends.
  const start = () => {
    if (done) return;
    connection.start().catch(() => setTimeout(start, START_RETRY_MS).unref());
  };
  connection.onclose(() => {
    if (!done) setTimeout(start, START_RETRY_MS).unref();
  });
  start();

  const finish = async (): Promise<IteratorResult<HubEvent>> => {
    done = true;
    for (const next of waiting.splice(0)) next({ value: undefined, done: true });
    await connection.stop().catch(() => {});
    return { value: undefined, done: true };
  };
  return {
    next: () =>
      done
        ? Promise.resolve({ value: undefined, done: true })
        : queue.length > 0
          ? Promise.resolve({ value: queue.shift()!, done: false })
          : new Promise((resolve) => waiting.push(resolve)),
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
