// `npm run bench` (or alone): how long `npm start` takes until the product answers, on a fresh
// clone of this repository's HEAD (after `npm ci`: codegen, builds, migrations and the demo seed
// included) and again on the database that first start left (an existing installation).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './stack.mjs';

const GATEWAY_PORT = '4293';
const url = `http://127.0.0.1:${GATEWAY_PORT}/`;

function answers() {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Seconds from `npm start` until the web client's page answers; the product is stopped after. */
async function timeStart(clone) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    // Metrics off: several stacks at once must not share the default metrics ports.
    env: {
      ...process.env,
      DATABASE_URL: '',
      API_PORT: '5293',
      GATEWAY_PORT,
      API_METRICS_PORT: '0',
      GATEWAY_METRICS_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    while (!(await answers())) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - started > 600_000) throw new Error('npm start did not answer in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const clone = mkdtempSync(join(tmpdir(), 'licensing-startup-'));
try {
  run('git', ['clone', '--quiet', root, clone], root);
  const installStarted = performance.now();
  run('npm', ['ci', '--no-audit', '--no-fund'], clone);
  const install = (performance.now() - installStarted) / 1000;
  const fresh = await timeStart(clone);
  const existing = await timeStart(clone);
  console.log(`
\`npm start\` until ${url} answers, on the embedded database (a clone of HEAD):

| start | seconds |
|---|---|
| \`npm ci\` on the fresh clone (before starting; not part of the start) | ${install.toFixed(1)} |
| fresh clone: codegen, builds, migrations, demo seed | ${fresh.toFixed(1)} |
| existing installation and database (baseline) | ${existing.toFixed(1)} |
| ratio fresh / existing | ${(fresh / existing).toFixed(1)} |
`);
} finally {
  rmSync(clone, { recursive: true, force: true });
}
