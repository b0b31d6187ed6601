// The replica drill of docs/scaling.md (`npm run drill`, or `npm run drill -- replicas` alone): two
// licensing-api and two gateway processes on one PostgreSQL and one Redis, behind nginx (Debian's
// package, from deploy/nginx.conf.template, as docker-compose.yml runs it), on loopback, bounded in
// time. Under steady load, with subscribers and a producer of events, it kills -9 one licensing-api
// replica, restarts it, then does the same to one gateway replica, and records:
//  - the requests that failed, and whether each was in flight on the killed process at the kill;
//  - each subscriber's events against the database's: none lost, none doubled (subscribers resume
//    with afterEventId through whichever gateway the load balancer gives them);
//  - a client's rate limit across the two gateways, against its budget;
//  - each periodic job's runs (job_schedule) against its periods;
//  - how long a token signed out on one gateway keeps working on the other.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { writeKeyFiles } from './keys.mjs';
import { demoAdminToken, freshPostgresDatabase, root, stop, waitForHealth } from './stack.mjs';

const PG_SERVER = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE_PORT = Number(process.env.DRILL_REPLICA_PORT ?? 5392);
const PORTS = {
  lbApi: BASE_PORT,
  api: [BASE_PORT + 1, BASE_PORT + 2],
  lbGateway: BASE_PORT + 10,
  gateway: [BASE_PORT + 11, BASE_PORT + 12],
};
const url = (port) => `http://127.0.0.1:${port}`;
const LB_API = url(PORTS.lbApi);
const LB_GATEWAY = url(PORTS.lbGateway);
/** The invoice refresh runs every minute here, so the drill sees several periods. */
const JOB_PERIOD_S = 60;
/** When each step happens, in seconds from the start of the load. */
const SCHEDULE = process.env.DRILL_REPLICA_SHORT
  ? { killApi: 5, restartApi: 10, killGateway: 15, restartGateway: 20, end: 25 }
  : { killApi: 20, restartApi: 35, killGateway: 70, restartGateway: 85, end: 150 };
const LOAD_CLIENTS = 6;
const SUBSCRIBERS = 4;
/** Addresses of their own for the last two measures, so the load's address budget is not theirs. */
const CLIENT = { rateLimited: '192.0.2.1', signedOut: '192.0.2.2' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx's configuration: deploy/nginx.conf.template with loopback upstreams, in a full nginx.conf. */
function nginxConfig(dir) {
  const values = {
    API_1: `127.0.0.1:${PORTS.api[0]}`,
    API_2: `127.0.0.1:${PORTS.api[1]}`,
    GATEWAY_1: `127.0.0.1:${PORTS.gateway[0]}`,
    GATEWAY_2: `127.0.0.1:${PORTS.gateway[1]}`,
    LISTEN_API: `127.0.0.1:${PORTS.lbApi}`,
    LISTEN_GATEWAY: `127.0.0.1:${PORTS.lbGateway}`,
  };
  const template = readFileSync(join(root, 'deploy/nginx.conf.template'), 'utf8');
  writeFileSync(
    join(dir, 'replicas.conf'),
    template.replace(/\$\{(\w+)\}/g, (_all, name) => values[name]),
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  # The replica that answered, for the drill's accounting of failed requests.
  add_header X-Upstream $upstream_addr always;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/replicas.conf;
}
`,
  );
  return join(dir, 'nginx.conf');
}

function start(script, env) {
  return spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const killed = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

/** A GraphQL request; `from` is the client address a load balancer would forward (X-Forwarded-For). */
async function gql(gatewayUrl, token, query, variables = {}, from = undefined) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, body, upstream: response.headers.get('x-upstream') };
}

/** A subscriber that resumes after the last event it heard whenever its socket goes, anywhere. */
function subscriber(token) {
  const heard = [];
  let lastEventId = null;
  let client = null;
  let stopped = false;
  let resumes = 0;
  const subscribe = () => {
    if (stopped) return;
    client = createClient({
      url: `${LB_GATEWAY.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const again = () => {
      void client.dispose();
      if (stopped) return;
      resumes += 1;
      setTimeout(subscribe, 200);
    };
    client.subscribe(
      {
        query: 'subscription ($after: ID) { trialRequestCreated(afterEventId: $after) { id } }',
        variables: { after: lastEventId },
      },
      {
        next: ({ data, extensions }) => {
          if (!data) return;
          heard.push(Number(data.trialRequestCreated.id));
          if (extensions?.eventId !== undefined) lastEventId = String(extensions.eventId);
        },
        error: again,
        complete: again,
      },
    );
  };
  subscribe();
  return {
    heard,
    resumes: () => resumes,
    async stop() {
      stopped = true;
      await client?.dispose();
    },
  };
}

export async function replicaDrill() {
  if (spawnSync('nginx', ['-v']).error) {
    throw new Error('The replica drill needs nginx: apt-get install -y nginx (Debian).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'licensing-replicas-'));
  const database = await freshPostgresDatabase('licensing_drill_replicas', PG_SERVER);
  const db = new pg.Client({ connectionString: database.url });
  const children = [];
  // Whatever ends the drill, no process of it outlives it.
  const orphans = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('exit', orphans);
  try {
    const keys = await writeKeyFiles(join(dir, 'keys'));
    const apiEnv = (index) => ({
      ...keys,
      DATABASE_URL: database.url,
      REDIS_URL,
      API_PORT: String(PORTS.api[index]),
      // Metrics off: several stacks at once must not share the default metrics ports.
      API_METRICS_PORT: '0',
      DATA_DIR: join(dir, `data-${index}`),
      SEED_DEMO: index === 0 ? '1' : '0',
      QBO_REFRESH_MINUTES: String(JOB_PERIOD_S / 60),
    });
    const gatewayEnv = (index) => ({
      GATEWAY_PORT: String(PORTS.gateway[index]),
      GATEWAY_METRICS_PORT: '0',
      LICENSING_API_URL: LB_API,
      REDIS_URL,
      GATEWAY_TRUST_PROXY: '1',
    });
    // The database is the drill's own: every job run it holds was claimed during the drill.
    const firstStart = Date.now();
    const apis = [start('licensing-api/dist/main.js', apiEnv(0))];
    await waitForHealth(url(PORTS.api[0]), apis[0], 'licensing-api 1');
    apis.push(start('licensing-api/dist/main.js', apiEnv(1)));
    await waitForHealth(url(PORTS.api[1]), apis[1], 'licensing-api 2');
    const nginx = spawn('nginx', ['-p', dir, '-c', nginxConfig(dir)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const gateways = [0, 1].map((index) => start('gateway/dist/main.js', gatewayEnv(index)));
    children.push(...apis, ...gateways, nginx);
    await Promise.all(
      gateways.map((child, index) => waitForHealth(url(PORTS.gateway[index]), child, 'gateway')),
    );
    await waitForHealth(LB_GATEWAY, nginx, 'nginx');
    await db.connect();

    const signIn = () => demoAdminToken(LB_API);
    const producerToken = await signIn();
    const subscribers = [];
    for (let index = 0; index < SUBSCRIBERS; index++) subscribers.push(subscriber(await signIn()));
    await sleep(1_000);
    const { rows: startRows } = await db.query(
      'select coalesce(max(id), 0)::int as id from request_trial_emails',
    );
    const firstTrial = startRows[0].id + 1;
    // One after another: sign-ins of one account from one address at once are throttled as guesses.
    const readerTokens = [];
    for (let index = 0; index < LOAD_CLIENTS; index++) readerTokens.push(await signIn());
    const startedAt = Date.now();
    const at = (seconds) => sleep(Math.max(0, startedAt + seconds * 1000 - Date.now()));
    const now = () => (Date.now() - startedAt) / 1000;

    // The load: readers through the gateway, and the producer of events through licensing-api.
    const requests = [];
    let running = true;
    const record = async (kind, call) => {
      const started = now();
      let answer;
      try {
        answer = await call();
      } catch (error) {
        answer = { ok: false, code: error.cause?.code ?? error.message };
      }
      requests.push({ kind, started, ended: now(), ...answer });
    };
    const readers = readerTokens.map(async (token) => {
      while (running) {
        await record('GraphQL query', async () => {
          const { status, body, upstream } = await gql(
            LB_GATEWAY,
            token,
            '{ products(pageSize: 10) { totalCount items { id name } } }',
          );
          return { ok: status === 200 && !body.errors, upstream, code: body.errors?.[0]?.extensions?.code };
        });
        // About 15 requests a second: a person's session, within its budget (30 a second).
        await sleep(60);
      }
    });
    const producer = (async () => {
      for (let n = 0; running; n++) {
        await record('REST write', async () => {
          const response = await fetch(`${LB_API}/api/RequestTrialEmail/CreateRequestTrialEmail`, {
            method: 'POST',
            headers: { authorization: `Bearer ${producerToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              ProductID: 1,
              FirstName: `Drill${n}`,
              LastName: 'Replica',
              Email: `drill${n}@example.org`,
              Company: 'Drill',
              Subject: 'A trial',
            }),
          });
          await response.arrayBuffer();
          return { ok: response.ok, upstream: response.headers.get('x-upstream'), code: response.status };
        });
        await sleep(200);
      }
    })();

    const kills = [];
    await at(SCHEDULE.killApi);
    kills.push({ what: 'licensing-api 1', at: now() });
    await killed(apis[0]);
    kills.at(-1).dead = now();
    await at(SCHEDULE.restartApi);
    apis[0] = start('licensing-api/dist/main.js', apiEnv(0));
    children.push(apis[0]);
    await waitForHealth(url(PORTS.api[0]), apis[0], 'licensing-api 1');
    await at(SCHEDULE.killGateway);
    kills.push({ what: 'gateway 1', at: now() });
    await killed(gateways[0]);
    kills.at(-1).dead = now();
    await at(SCHEDULE.restartGateway);
    gateways[0] = start('gateway/dist/main.js', gatewayEnv(0));
    children.push(gateways[0]);
    await waitForHealth(url(PORTS.gateway[0]), gateways[0], 'gateway 1');
    await at(SCHEDULE.end);
    running = false;
    await Promise.all([...readers, producer]);
    const jobsAtEnd = await jobRuns(db);
    const elapsed = (Date.now() - firstStart) / 1000;

    // Every subscriber should hear every trial request raised since it subscribed.
    const { rows: trialRows } = await db.query(
      'select id from request_trial_emails where id >= $1 order by id',
      [firstTrial],
    );
    const raised = trialRows.map((row) => row.id);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && subscribers.some((s) => new Set(s.heard).size < raised.length)) {
      await sleep(250);
    }
    const events = subscribers.map((s) => {
      const heard = s.heard.filter((id) => id >= firstTrial);
      const lost = raised.filter((id) => !heard.includes(id));
      if (lost.length > 0)
        console.error(`lost trial requests: ${lost.join(', ')}; heard ${heard.join(', ')}`);
      return {
        raised: raised.length,
        heard: heard.length,
        lost: lost.length,
        doubled: heard.length - new Set(heard).size,
        resumes: s.resumes(),
      };
    });
    await Promise.all(subscribers.map((s) => s.stop()));

    const failures = requests.filter((request) => !request.ok);
    // Sent before the process was gone, answered after it was told to die.
    const inFlight = (request) =>
      kills.some((kill) => request.started <= kill.dead && request.ended >= kill.at);
    const load = {
      requests: requests.length,
      failed: failures.length,
      inFlightAtAKill: failures.filter(inFlight).length,
      otherFailures: failures.filter((request) => !inFlight(request)).length,
      byKind: [
        ...new Set(failures.map((request) => `${request.kind} (${request.code ?? request.upstream})`)),
      ].map(
        (kind) =>
          `${kind}: ${failures.filter((request) => `${request.kind} (${request.code ?? request.upstream})` === kind).length}`,
      ),
    };

    const rateLimit = await rateLimitAcrossGateways(await signIn());
    const revocation = await revocationAcrossGateways(await signIn());
    const jobs = Object.keys(jobsAtEnd).map((job) => ({
      job,
      runs: jobsAtEnd[job],
      periodS: job === 'Invoice refresh' ? JOB_PERIOD_S : job === 'Hub event pruning' ? 3600 : 86_400,
      elapsedS: Math.round(elapsed),
    }));
    return { kills, load, events, rateLimit, revocation, jobs };
  } finally {
    await Promise.all(children.map(stop));
    process.off('exit', orphans);
    await db.end().catch(() => {});
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each periodic job's claimed runs so far. */
async function jobRuns(db) {
  const { rows } = await db.query('select job, runs::int as runs from job_schedule');
  return Object.fromEntries(rows.map((row) => [row.job, row.runs]));
}

/**
 * One session's requests sent alternately to each gateway directly, 20 at a time, within one window
 * of its budget (90 requests in 3 s): how many pass, against the budget.
 */
async function rateLimitAcrossGateways(token) {
  const budget = 90;
  const sent = 200;
  const started = Date.now();
  let admitted = 0;
  for (let offset = 0; offset < sent; offset += 20) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        gql(url(PORTS.gateway[(offset + index) % 2]), token, '{ health }', {}, CLIENT.rateLimited),
      ),
    );
    admitted += answers.filter((answer) => answer.status === 200).length;
  }
  return { sent, admitted, budget, withinMs: Date.now() - started };
}

/**
 * Signs out on gateway 1 and asks gateway 2 every 20 ms until it refuses the token; with a query
 * gateway 2 answers from its cache (license types), so only its memory of token checks stands between.
 */
async function revocationAcrossGateways(token) {
  const query = '{ licenseTypes(pageSize: 0) { items { id } } }';
  const refused = async () =>
    (await gql(url(PORTS.gateway[1]), token, query, {}, CLIENT.signedOut)).body.errors?.[0]?.extensions?.code;
  const before = await refused();
  if (before) throw new Error(`The token was refused (${before}) before it was signed out.`);
  await gql(url(PORTS.gateway[0]), token, 'mutation { signOut }', {}, CLIENT.signedOut);
  const signedOut = Date.now();
  while (Date.now() - signedOut < 10_000) {
    if ((await refused()) === 'UNAUTHENTICATED') return { refusedAfterMs: Date.now() - signedOut };
    await sleep(20);
  }
  return { refusedAfterMs: null };
}

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function printReplicaFigures({ kills, load, events, rateLimit, revocation, jobs }) {
  console.log('\n## Replicas: two licensing-api and two gateways behind nginx, kill -9 of one of each\n');
  console.log(`Kills: ${kills.map((kill) => `${kill.what} at ${kill.at.toFixed(1)} s`).join(', ')}.\n`);
  console.log(
    table(
      ['requests', 'failed', 'in flight on a killed process', 'other failures', 'failed by kind'],
      [[load.requests, load.failed, load.inFlightAtAKill, load.otherFailures, load.byKind.join(', ') || '-']],
    ),
  );
  console.log(
    '\n### Subscribers (trialRequestCreated through the load balancer, resuming with afterEventId)\n',
  );
  console.log(
    table(
      ['subscriber', 'events raised', 'heard', 'lost', 'doubled', 'resubscriptions'],
      events.map((e, index) => [index + 1, e.raised, e.heard, e.lost, e.doubled, e.resumes]),
    ),
  );
  console.log('\n### One session across both gateways\n');
  console.log(
    table(
      ['requests sent', 'admitted', 'budget (per 3 s)', 'admitted / budget', 'sent within'],
      [
        [
          rateLimit.sent,
          rateLimit.admitted,
          rateLimit.budget,
          (rateLimit.admitted / rateLimit.budget).toFixed(2),
          `${rateLimit.withinMs} ms`,
        ],
      ],
    ),
  );
  console.log(
    `\nA token signed out on gateway 1 was refused by gateway 2 after ${revocation.refusedAfterMs ?? 'never'} ms.`,
  );
  console.log('\n### Periodic jobs (runs claimed in job_schedule while the drill ran)\n');
  console.log(
    table(
      ['job', 'period', 'drill length', 'runs', 'periods begun'],
      jobs.map((job) => [
        job.job,
        `${job.periodS} s`,
        `${job.elapsedS} s`,
        job.runs,
        Math.ceil(job.elapsedS / job.periodS),
      ]),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printReplicaFigures(await replicaDrill());
}
