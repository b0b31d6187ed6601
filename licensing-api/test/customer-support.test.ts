// The customer-support client against a local HTTP server this test starts: the request it sends,
// then a success, an error answer and no answer at all (timeout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerSupportError,
  customerSupportClient,
  type SupportUser,
  supportMessages,
} from '../src/modules/customers/customer-support.client.js';
import { startSupportServer } from './support-server.js';

const user: SupportUser = {
  email: 'ada@example.com',
  is_active: true,
  is_superuser: false,
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  password: 'x!Y2z#',
  ui_settings: {},
  company: 'Analytical Engines',
  phone: '5551234567',
  address: '1 Main St',
  state: 'NY',
  additional_info: null,
  postal_code: '10001',
  city: 'New York',
  country: 'United States',
};

describe('customerSupportClient', () => {
  let server: Awaited<ReturnType<typeof startSupportServer>>;
  beforeAll(async () => {
    server = await startSupportServer();
  });
  afterAll(() => server?.close());

  const client = (timeoutMs = 2000) =>
    customerSupportClient({ baseUrl: `${server.url}/`, apiKey: 'secret-key-1', timeoutMs });

  it('POSTs the user as JSON to /api/users with the API key, and answers the created id', async () => {
    server.json(201, { id: 4711, email: user.email });
    const before = server.received.length;
    expect(await client().createUser(user)).toBe('4711');
    const request = server.received[before]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/users');
    expect(request.headers.authorization).toBe('Key secret-key-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(user);
  });

  it('maps an error answer to its message, or to the status when it gives none', async () => {
    server.json(400, { message: 'Email already in use' });
    await expect(client().createUser(user)).rejects.toThrow(
      new CustomerSupportError(supportMessages.refused('Email already in use')),
    );
    server.answer((res) => {
      res.writeHead(500);
      res.end('<html>oops</html>');
    });
    await expect(client().createUser(user)).rejects.toThrow(supportMessages.failedStatus(500));
  });

  it('never repeats the API key in a message, even when the error answer echoes it', async () => {
    server.json(401, { message: 'Unknown key secret-key-1' });
    const error = await client()
      .createUser(user)
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(supportMessages.refused('Unknown key [redacted]'));
  });

  it('refuses a success without an id', async () => {
    server.json(200, { ok: true });
    await expect(client().createUser(user)).rejects.toThrow(supportMessages.noId);
  });

  it('gives up after the timeout when nothing answers', async () => {
    server.answer(() => {}); // never answers
    const started = Date.now();
    const error = await client(300)
      .createUser(user)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CustomerSupportError);
    expect((error as Error).message).toBe(supportMessages.timeout(1));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable system', async () => {
    const closed = customerSupportClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 2000 });
    await expect(closed.createUser(user)).rejects.toThrow(supportMessages.unreachable);
  });
});
