// Starts the gateway from the environment (see resolveOptions in index.ts), its metrics on their own
// port unless GATEWAY_METRICS_PORT=0, and stops it cleanly.
import { startGateway } from './index.js';

const gateway = await startGateway({ logger: true, metrics: true });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
