// W3C Trace Context (https://www.w3.org/TR/trace-context/), the `traceparent` header both services
// read and the gateway sends on: `00-<trace-id>-<parent-id>-<flags>`, lowercase hex. Hand-written
// (some 50 lines) rather than OpenTelemetry: its SDK needs Node 22, and what is asked of it here is
// one id followed through the logs, not spans exported to a collector.

/** One hop's place in a trace: the trace, this hop's span, and the caller's span when it sent one. */
export type TraceContext = {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** This hop's span: 16 lowercase hex digits, new per hop. */
  spanId: string;
  /** The caller's span (the incoming traceparent's parent-id), or null when this hop began the trace. */
  parentId: string | null;
  /** The trace-flags, two hex digits ('01': sampled). */
  flags: string;
  /** The caller's `tracestate`, passed on unchanged (vendor data, not read here). */
  state?: string;
};

const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);
/** version-traceparent: version 00 is exactly these four fields; a later version may add fields after a '-'. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
/** The spec lets a receiver drop a tracestate longer than 512 characters. */
const MAX_TRACESTATE = 512;

/**
 * The trace-id, parent-id and flags of a `traceparent` header, or null when it is missing or
 * malformed (the spec's rule: the receiver then starts a new trace). Repeated headers are refused.
 */
export function parseTraceparent(
  header: string | readonly string[] | undefined,
): { traceId: string; parentId: string; flags: string } | null {
  if (typeof header !== 'string') return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  // Version ff is invalid; version 00 has nothing after the flags.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return null;
  return { traceId, parentId, flags };
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Random bytes drawn 256 at a time: one getRandomValues call per ten requests, not two per request. */
const pool = new Uint8Array(256);
let used = pool.length;

/** `bytes` random bytes as lowercase hex, never all zero (the spec's invalid value). */
function randomHex(bytes: number): string {
  for (;;) {
    if (used + bytes > pool.length) {
      crypto.getRandomValues(pool);
      used = 0;
    }
    let hex = '';
    let zero = true;
    for (let i = used; i < used + bytes; i++) {
      hex += HEX[pool[i]!];
      zero &&= pool[i] === 0;
    }
    used += bytes;
    if (!zero) return hex;
  }
}

const newSpanId = (): string => randomHex(8);

/**
 * This hop's context: in the caller's trace when its `traceparent` is valid, else a new trace
 * (sampled: every request is logged). Either way a new span id.
 */
export function continueTrace(
  traceparent: string | readonly string[] | undefined,
  tracestate?: string | readonly string[],
): TraceContext {
  const parent = parseTraceparent(traceparent);
  if (!parent) return { traceId: randomHex(16), spanId: newSpanId(), parentId: null, flags: '01' };
  const state =
    typeof tracestate === 'string' && tracestate.length <= MAX_TRACESTATE ? tracestate : undefined;
  return { ...parent, spanId: newSpanId(), ...(state ? { state } : {}) };
}

/**
 * What each log line of a hop names: its trace, its span and the caller's span, so a line of
 * licensing-api leads to the gateway's lines of the request that called it.
 */
export const traceLogBindings = (trace: TraceContext) => ({
  traceId: trace.traceId,
  spanId: trace.spanId,
  ...(trace.parentId ? { parentSpanId: trace.parentId } : {}),
});

/** The `traceparent` to send on a call made within `trace`, the call being span `spanId`. */
export const formatTraceparent = (trace: Pick<TraceContext, 'traceId' | 'flags'>, spanId: string): string =>
  `00-${trace.traceId}-${spanId}-${trace.flags}`;
