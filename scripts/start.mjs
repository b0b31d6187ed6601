// `npm start`: build what is missing, then run licensing-api and the gateway (serving the web
// client) until Ctrl-C. Migrations and the first-start demo seed run inside licensing-api.
import { buildWhatIsMissing, startStack } from './stack.mjs';

buildWhatIsMissing();
const stack = await startStack();

const embedded = !process.env.DATABASE_URL;
console.log(`
The licensing back office is running at ${stack.gatewayUrl}
  GraphQL endpoint:  ${stack.gatewayUrl}/graphql
  Licensing REST API: ${stack.apiUrl}`);
if (embedded || process.env.SEED_DEMO === '1') {
  console.log(`  Demo sign-ins:     admin@example.com / Admin#2026 (administrator)
                     staff@example.com / Staff#2026 (staff)`);
}
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function shutDown(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => shutDown(0));
process.on('SIGTERM', () => shutDown(0));
// One service failing takes the other down too, so a half-running product is never left behind.
stack.exited.then(() => shutDown(1));
