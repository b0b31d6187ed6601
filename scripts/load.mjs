// The load every benchmark puts on a path: autocannon for BENCH_DURATION_S with BENCH_CONNECTIONS,
// refusing any failed answer (a benchmark of errors measures nothing), after an unmeasured warm-up.
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);

/** Requests per second and latencies (ms) of one autocannon run; `options` may override its settings. */
export function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) {
        return reject(new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      const { p50, p97_5: p975, p99 } = result.latency;
      resolve({ rps: result.requests.average, p50, p975, p99 });
    });
  });
}

/**
 * Runs each call unmeasured first: a cold process (V8 not yet optimizing, PostgreSQL's plans and
 * pages not yet cached) spends about twice the CPU on a request, which is not the path's cost.
 */
export async function warmUp(...calls) {
  for (const call of calls) await measure({ ...call, duration: WARMUP_S });
}
