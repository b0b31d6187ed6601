// Sign-in throttling per client address, end to end: the gateway forwards its caller's address as
// X-Forwarded-For, and licensing-api (TRUST_PROXY=loopback by default) counts failures by it.
import { describe, expect, it } from 'vitest';
import { ADMIN, gql, type SharedStack, SIGN_IN, setCookieOf, sharedStack } from './helpers.js';

const INCORRECT = 'The user name or password is incorrect.';
const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';
/** licensing-api's MAX_FAILURES_PER_ADDRESS. */
const MAX_FAILURES_PER_ADDRESS = 20;

function signInFrom(stack: SharedStack, forwardedFor: string, email: string, password: string) {
  return gql(stack.url, SIGN_IN, { email, password }, { headers: { 'x-forwarded-for': forwardedFor } });
}

describe('a gateway behind a TLS-terminating proxy (GATEWAY_TRUST_PROXY=1)', () => {
  const stack = sharedStack({ user: null, gateway: { trustProxy: true } });

  it('has failures counted per caller address, not per gateway', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      const failed = await signInFrom(stack, '203.0.113.7', `nobody${attempt}@example.com`, 'wrong');
      expect(failed.errors?.[0]?.message).toBe(INCORRECT);
    }
    const blocked = await signInFrom(stack, '203.0.113.7', ADMIN.email, ADMIN.password);
    expect(blocked.errors?.[0]?.message).toBe(TOO_MANY);
    // Another caller reaching licensing-api through the same gateway is not affected.
    const other = await signInFrom(stack, '203.0.113.8', ADMIN.email, ADMIN.password);
    expect(other.errors).toBeUndefined();
    expect(other.data).toMatchObject({ signIn: { userName: ADMIN.email } });
  });

  it('marks the session cookie Secure when the proxy says the caller used https', async () => {
    const response = await gql(stack.url, SIGN_IN, ADMIN, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookieOf(response.headers, 'lb_session')).toMatch(/; Secure/i);
  });

  it('believes only the address the proxy appended, not those the caller wrote before it', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      await signInFrom(stack, `198.51.100.${attempt}, 203.0.113.9`, `someone${attempt}@example.com`, 'wrong');
    }
    const blocked = await signInFrom(stack, '198.51.100.99, 203.0.113.9', ADMIN.email, ADMIN.password);
    expect(blocked.errors?.[0]?.message).toBe(TOO_MANY);
  });
});

describe('a gateway reached directly (the default)', () => {
  const stack = sharedStack({ user: null });

  it('ignores X-Forwarded-For from its callers, so a made-up address escapes nothing', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      await signInFrom(stack, `198.51.100.${attempt}`, `nobody${attempt}@example.com`, 'wrong');
    }
    const blocked = await signInFrom(stack, '198.51.100.200', ADMIN.email, ADMIN.password);
    expect(blocked.errors?.[0]?.message).toBe(TOO_MANY);
  });
});
