// The load every benchmark puts on a path: autocannon for BENCH_DURATION_S with BENCH_CONNECTIONS,
// refusing any failed answer (a benchmark of errors measures nothing), after an unmeasured warm-up.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);

/** The processes whose CPU a run reports, told apart by their command lines (Linux /proc). */
export const CPU_ROLES = ['gateway', 'licensing-api', 'PostgreSQL', 'load generator', 'whole machine'];
const TICKS_PER_SECOND = 100; // Linux's USER_HZ

function roleOf(pid) {
  if (Number(pid) === process.pid) return 'load generator';
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (command.includes('gateway/dist/main.js')) return 'gateway';
  if (command.includes('licensing-api/dist/main.js') || command.includes('bench-activation-api.mjs'))
    return 'licensing-api';
  if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') return 'PostgreSQL';
  return undefined;
}

/**
 * CPU ticks (user and system) each process of a role has spent so far, by pid, and the machine's
 * busy ticks; null where there is no /proc.
 */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const processes = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const role = roleOf(pid);
      if (!role) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(pid, { role, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between listing and reading.
    }
  }
  const machine = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].split(/\s+/).slice(1).map(Number);
  return { processes, machine: machine.reduce((sum, value) => sum + value, 0) - machine[3] - machine[4] };
}

/**
 * Ticks spent by each role between two readings: processes that ended meanwhile (idle PostgreSQL
 * backends the pool closed) are left out, those that started count from zero.
 */
function ticksBetween(before, after) {
  const spent = Object.fromEntries(CPU_ROLES.map((role) => [role, 0]));
  for (const [pid, { role, ticks }] of after.processes) {
    spent[role] += ticks - (before.processes.get(pid)?.ticks ?? 0);
  }
  spent['whole machine'] = after.machine - before.machine;
  return spent;
}

/**
 * Requests per second, latencies (ms) and CPU per request (µs, by process) of one autocannon run;
 * `options` may override its settings (`connections: 1`: one caller, a request at a time). The CPU figures do not swing with the machine's load as
 * requests per second do: they say where a request's time goes.
 */
export async function measure(options) {
  const before = cpuTicks();
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const run = autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, answer) =>
      error ? reject(error) : resolve(answer),
    );
    // Every answer's time, for the percentiles autocannon's summary leaves out (p95).
    run.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const after = cpuTicks();
  const perRequest = (ticks) => Math.round((ticks * 1e6) / TICKS_PER_SECOND / result.requests.total);
  const spent = before && ticksBetween(before, after);
  const cpu = spent && Object.fromEntries(CPU_ROLES.map((role) => [role, perRequest(spent[role])]));
  const { p50, p97_5: p975, p99 } = result.latency;
  times.sort((a, b) => a - b);
  /** The time (ms, to a tenth) `share` of the answers took at most. */
  const within = (share) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)] * 10) / 10;
  // autocannon's percentiles are whole milliseconds; `median` and `p95` are to a tenth.
  return { rps: result.requests.average, p50, median: within(0.5), p95: within(0.95), p975, p99, cpu };
}

/**
 * Runs each call unmeasured first: a cold process (V8 not yet optimizing, PostgreSQL's plans and
 * pages not yet cached) spends about twice the CPU on a request, which is not the path's cost.
 */
export async function warmUp(...calls) {
  for (const call of calls) await measure({ ...call, duration: WARMUP_S });
}
