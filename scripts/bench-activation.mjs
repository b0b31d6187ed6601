// Issue 27: Validate (POST /api/Activation/Validate) on PostgreSQL with 1,000,000 product licenses
// and 100,000 machines, its answer signed, against the same server whose answers go unsigned
// (scripts/bench-activation-api.mjs), both on the same database, in alternating rounds of one run.
// Run by `npm run bench`; alone: `npm run build && node scripts/bench-activation.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyValidation } from '@licensing/domain';
import pg from 'pg';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, CPU_ROLES, DURATION_S, measure, warmUp } from './load.mjs';
import { freshPostgresDatabase, root, stop, waitForHealth } from './stack.mjs';

const LICENSES = Number(process.env.BENCH_ACTIVATION_LICENSES ?? 1_000_000);
const MACHINES = Number(process.env.BENCH_MACHINES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Of the requests: a known key with a fingerprint it has not activated, and a key never issued. */
const SHARE = { unknownFingerprint: 0.05, unknownKey: 0.05 };
const PORTS = { signed: '5294', unsigned: '5295' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** licensing-api in a process of its own, answering signed or unsigned; resolves once healthy. */
async function startApi(mode, env) {
  const child = spawn(process.execPath, [join(root, 'scripts/bench-activation-api.mjs'), mode], {
    cwd: root,
    env: { ...env, API_PORT: PORTS[mode] },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORTS[mode]}`;
  try {
    await waitForHealth(url, child, `licensing-api (${mode})`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url, stop: () => stop(child) };
}

/**
 * Licenses up to LICENSES on the demo seed's customers, editions, types and plans: 5 % inactive
 * without a code, else activated (80 %), updated, suspended or revoked; a quarter expired, the
 * rest running up to three years; each with its edition's features (copied from a seeded license
 * of that edition); a third with a machine limit of its own. Then MACHINES machines, one or two a
 * license on licenses with a code, last seen hours ago, and each license's seats_used counted.
 */
async function buildData(db) {
  await db.query(`
    with c as (select array_agg(id order by id) ids from customers),
         e as (select array_agg(product_edition_id order by product_edition_id) ids,
                      array_agg(product_id order by product_edition_id) products from product_editions),
         t as (select array_agg(id order by id) ids from license_types),
         p as (select array_agg(id order by id) ids from product_license_plans),
         n as (select count(*)::int existing from product_licenses),
         g as (select g, abs(hashint4(g)) % 100 as dice,
                      md5('bench-key-' || g) as h from generate_series(1, ${LICENSES} - (select existing from n)) g)
    insert into product_licenses (order_number, product_id, customer_id, license_type_id, product_edition_id,
      product_license_plan_id, mac_address, server_name, expired_date, customer_activation_code, status,
      max_machines, created_at)
    select 'BENCH-' || g, e.products[1 + g % cardinality(e.ids)], c.ids[1 + g % cardinality(c.ids)],
      t.ids[1 + g % cardinality(t.ids)], e.ids[1 + g % cardinality(e.ids)], p.ids[1 + g % cardinality(p.ids)],
      case when g % 5 = 0 then null else '00:1A:2B:' || lpad(to_hex(g % 256), 2, '0') || ':4D:5E' end,
      'srv-' || g,
      case when g % 4 = 0 then now() - make_interval(days => 1 + g % 730)
           else now() + make_interval(days => 1 + g % 1095) end,
      case when dice < 5 then null
           else upper(substr(h, 1, 5) || '-' || substr(h, 6, 5) || '-' || substr(h, 11, 5) || '-' ||
                      substr(h, 16, 5) || '-' || substr(h, 21, 5)) end,
      case when dice < 5 then 0 when dice < 85 then 1 when dice < 93 then 3 when dice < 97 then 2 else 4 end,
      case when g % 3 = 0 then 2 + g % 4 end,
      now() - make_interval(days => g % 1095)
    from g, c, e, t, p`);
  await db.query(`
    insert into product_license_features (product_license_id, feature_id, quantity)
    select l.id, f.feature_id, f.quantity
    from product_licenses l
    join (select distinct on (product_edition_id) product_edition_id, l.id from product_licenses l
          where order_number not like 'BENCH-%'
            and exists (select from product_license_features f where f.product_license_id = l.id)
          order by product_edition_id, l.id) template using (product_edition_id)
    join product_license_features f on f.product_license_id = template.id
    where l.order_number like 'BENCH-%'`);
  // One machine each on the first licenses with a code (every seventh), a second on a fifth of them.
  const licenses = Math.ceil(MACHINES / 1.25);
  await db.query(`
    with chosen as (
      select id, row_number() over (order by id)::int as n from product_licenses
      where customer_activation_code is not null and id % 7 = 0 order by id limit ${licenses})
    insert into machines (product_license_id, fingerprint, hostname, platform, first_seen_at, last_seen_at, last_address)
    select id, encode(sha256(convert_to('bench-machine-' || id || '-' || slot, 'UTF8')), 'hex'),
      'host-' || id || '-' || slot, (array['windows-x64', 'linux-x64', 'darwin-arm64'])[1 + id % 3],
      now() - make_interval(days => 1 + n % 300), now() - make_interval(hours => 1 + n % 48),
      '10.' || n % 200 || '.' || slot || '.' || n % 250
    from chosen cross join generate_series(0, 1) slot
    where slot = 0 or n <= ${MACHINES} - ${licenses}`);
  await db.query(`
    update product_licenses l set seats_used = m.seats,
      max_machines = case when l.max_machines is null then null else greatest(l.max_machines, m.seats) end
    from (select product_license_id, count(*)::int as seats from machines group by 1) m
    where l.id = m.product_license_id`);
  // As autovacuum leaves tables in use: statistics, and the visibility map index-only scans need.
  await db.query('vacuum analyze');
  const count = async (table) => (await db.query(`select count(*)::int n from ${table}`)).rows[0].n;
  return {
    licenses: await count('product_licenses'),
    features: await count('product_license_features'),
    machines: await count('machines'),
  };
}

/** The (key, fingerprint) pairs the requests draw from, in the shares of SHARE. */
async function requestPool(db) {
  const { rows: known } = await db.query(`
    select l.customer_activation_code as key, m.fingerprint from machines m
    join product_licenses l on l.id = m.product_license_id`);
  const { rows: keys } = await db.query(`
    select customer_activation_code as key from product_licenses
    where customer_activation_code is not null order by id desc limit 5000`);
  // A fixed set of strays, as a misconfigured machine asks again and again.
  const strays = keys.map(({ key }, i) => ({ key, fingerprint: `stray-machine-${i}` }));
  const unknown = Array.from({ length: 5000 }, (_, i) => ({
    key: `BENCH-NEVER-ISSUED-${String(i).padStart(5, '0')}`,
    fingerprint: `stray-machine-${i}`,
  }));
  return () => {
    const dice = Math.random();
    const pool =
      dice < SHARE.unknownKey ? unknown : dice < SHARE.unknownKey + SHARE.unknownFingerprint ? strays : known;
    return pool[Math.floor(Math.random() * pool.length)];
  };
}

/** An autocannon call of Validate at `url`, each request a pair drawn from `draw` and a new nonce. */
const validateCall = (url, draw) => ({
  url: `${url}/api/Activation/Validate`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        const { key, fingerprint } = draw();
        const body = { Key: key, Fingerprint: fingerprint, Nonce: Math.random().toString(36).slice(2) };
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ],
});

/** Checks each server answers what it is measured as: signed and verifiable, or unsigned. */
async function checkAnswers(apis, draw, publicKey) {
  const codes = {};
  for (let i = 0; i < 200; i++) {
    const { key, fingerprint } = draw();
    const mode = i % 2 === 0 ? 'signed' : 'unsigned';
    const nonce = `check-${i}`;
    const response = await fetch(`${apis[mode].url}/api/Activation/Validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Key: key, Fingerprint: fingerprint, Nonce: nonce }),
    });
    if (!response.ok) throw new Error(`Validate answered ${response.status}`);
    const answer = await response.json();
    codes[answer.Code] = (codes[answer.Code] ?? 0) + 1;
    const signed = await verifyValidation(answer.Signed, publicKey, { key, nonce, fingerprint });
    if ((mode === 'signed') !== Boolean(signed.valid) || (mode === 'unsigned' && answer.Signed.sig !== ''))
      throw new Error(`the ${mode} server's answer is ${signed.valid ? '' : 'not '}signed`);
  }
  return codes;
}

const dataDir = mkdtempSync(join(tmpdir(), 'licensing-bench-activation-'));
const database = await freshPostgresDatabase('licensing_bench_activation');
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  // Both servers sign with one key, as replicas on one database must.
  ...(await writeKeyFiles(dataDir)),
  SEED_DEMO: '1',
  // One address asks for everything here: the limits would refuse nearly all of it.
  ACTIVATION_PER_ADDRESS: '1000000000',
  ACTIVATION_PER_LICENSE: '1000000000',
};
const apis = {};
const db = new pg.Client({ connectionString: database.url });
try {
  // One after the other: the first migrates and seeds.
  apis.signed = await startApi('signed', env);
  apis.unsigned = await startApi('unsigned', env);
  await db.connect();
  const building = performance.now();
  const built = await buildData(db);
  const buildTime = seconds(building);
  const draw = await requestPool(db);
  const publicKey = await (await fetch(`${apis.signed.url}/api/LicenseFile/PublicKey`)).text();
  const codes = await checkAnswers(apis, draw, publicKey);

  const signed = validateCall(apis.signed.url, draw);
  const unsigned = validateCall(apis.unsigned.url, draw);
  await warmUp(unsigned, signed);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push([await measure(unsigned), await measure(signed)]);
  const figures = (index) => {
    const of = (pick) => median(rounds.map((r) => pick(r[index])));
    return {
      rps: of((f) => f.rps),
      p50: of((f) => f.p50),
      p975: of((f) => f.p975),
      p99: of((f) => f.p99),
      cpu:
        rounds[0][index].cpu && Object.fromEntries(CPU_ROLES.map((role) => [role, of((f) => f.cpu[role])])),
    };
  };
  const [base, sign] = [figures(0), figures(1)];
  const n = (value) => value.toLocaleString('en-US');
  const row = (label, f) => `| ${label} | ${f.rps.toFixed(0)} | ${f.p50} ms | ${f.p975} ms | ${f.p99} ms |`;
  const ratio = (a, b) => (a / Math.max(b, 1)).toFixed(2);
  const answers = Object.entries(codes).map(([code, count]) => `${code} ${count}`);
  const known = 100 - (SHARE.unknownFingerprint + SHARE.unknownKey) * 100;
  console.log(`
Validate on PostgreSQL: ${n(built.licenses)} product licenses (${n(built.features)} feature values), ${n(built.machines)} machines
(built and analyzed in ${buildTime}); requests: ${known} % a random activated machine with its key,
${SHARE.unknownFingerprint * 100} % a known key with a fingerprint it has not activated, ${SHARE.unknownKey * 100} % a key never issued
(answers of a 200-request sample: ${answers.join(', ')}).
${CONNECTIONS} connections, medians of ${ROUNDS} alternating rounds of ${DURATION_S} s, on loopback (autocannon; no errors):

| path | requests/s | p50 latency | p97.5 latency | p99 latency |
|---|---|---|---|---|
${row('Validate, answer unsigned (baseline)', base)}
${row('Validate, answer signed (Ed25519)', sign)}
| ratio signed / unsigned | ${ratio(sign.rps, base.rps)} | ${ratio(sign.p50, base.p50)} | ${ratio(sign.p975, base.p975)} | ${ratio(sign.p99, base.p99)} |
`);
  if (base.cpu) {
    const roles = CPU_ROLES.filter((role) => role !== 'gateway');
    const cpuRow = (label, f) => `| ${label} | ${roles.map((role) => f.cpu[role]).join(' | ')} |`;
    console.log(`CPU per request, µs (medians; /proc, user and system time):

| path | ${roles.join(' | ')} |
|---|${roles.map(() => '---').join('|')}|
${cpuRow('unsigned (baseline)', base)}
${cpuRow('signed', sign)}
`);
  }
} finally {
  await db.end();
  await Promise.all(Object.values(apis).map((api) => api.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
