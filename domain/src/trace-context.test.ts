import { describe, expect, it } from 'vitest';
import { continueTrace, formatTraceparent, parseTraceparent } from './trace-context.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it("reads the spec's example", () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: '01',
    });
  });

  it('refuses what the spec calls malformed, so the receiver starts a new trace', () => {
    for (const header of [
      undefined,
      '',
      `00-${TRACE}-${PARENT}`, // no flags
      `00-${TRACE.toUpperCase()}-${PARENT}-01`, // uppercase hex
      `00-${'0'.repeat(32)}-${PARENT}-01`, // all-zero trace-id
      `00-${TRACE}-${'0'.repeat(16)}-01`, // all-zero parent-id
      `ff-${TRACE}-${PARENT}-01`, // version ff
      `00-${TRACE}-${PARENT}-01-extra`, // version 00 with more fields
      `00-${TRACE.slice(1)}-${PARENT}-01`, // short trace-id
      `00_${TRACE}_${PARENT}_01`,
      `00-${TRACE}-${PARENT}-01, 00-${TRACE}-${PARENT}-01`, // two headers joined
    ]) {
      expect(parseTraceparent(header), String(header)).toBeNull();
    }
    expect(parseTraceparent([`00-${TRACE}-${PARENT}-01`])).toBeNull();
  });

  it('reads the four fields of a later version, which may carry more', () => {
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01-what-comes-next`)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: '01',
    });
  });
});

describe('continueTrace', () => {
  it("stays in a valid caller's trace with a span of its own, and keeps its tracestate", () => {
    const trace = continueTrace(`00-${TRACE}-${PARENT}-00`, 'vendor=abc');
    expect(trace).toMatchObject({ traceId: TRACE, parentId: PARENT, flags: '00', state: 'vendor=abc' });
    expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(trace.spanId).not.toBe(PARENT);
  });

  it('starts a new trace instead of a malformed one, with fresh ids each time', () => {
    const first = continueTrace(`00-${TRACE}-${PARENT}-zz`);
    const second = continueTrace(undefined);
    expect(first.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.traceId).not.toBe(TRACE);
    expect(first).toMatchObject({ parentId: null, flags: '01' });
    expect(second.traceId).not.toBe(first.traceId);
    expect(parseTraceparent(formatTraceparent(first, first.spanId))).toEqual({
      traceId: first.traceId,
      parentId: first.spanId,
      flags: '01',
    });
  });
});
