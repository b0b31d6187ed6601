// A fake QuickBooks Online (INTEGRATIONS.md) on loopback, for the tests of licensing-api's client and
// the e2e suite: OAuth 2.0 refresh with Basic client credentials that rotates the refresh token
// every time, the v3 calls the client makes (query, customer, invoice, send, read, companyinfo)
// with `minorversion` required, Fault bodies (also with status 200), and one-shot failures to
// script: 'fault', 'expire' (every access token dies: the next call answers 401) and '429'.
// Run as a script, it listens on E2E_QBO_PORT and adds GET /healthz, GET /__state and
// POST /__pay/{invoiceId} (the customer pays: Balance 0).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const FAKE_QBO = {
  clientId: 'fake-client',
  clientSecret: 'fake-secret',
  realmId: '9130350000000001',
  refreshToken: 'fake-refresh-0',
  companyName: 'Fake Books Company',
};

const fault = (message, detail, code = '2000', type = 'ValidationFault') => ({
  Fault: { Error: [{ Message: message, Detail: detail, code, element: '' }], type },
  time: new Date().toISOString(),
});

export function startFakeQuickBooks({ port = 0, host = '127.0.0.1' } = {}) {
  const state = {
    refreshToken: FAKE_QBO.refreshToken,
    accessTokens: new Set(),
    refreshes: 0,
    customers: [],
    invoices: [],
    failures: [],
    calls: [],
  };
  const token = () => randomBytes(12).toString('hex');

  const readBody = (request) =>
    new Promise((resolve) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const answer = (response, status, body, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  async function oauth(request, response) {
    const body = new URLSearchParams(await readBody(request));
    const basic = `Basic ${Buffer.from(`${FAKE_QBO.clientId}:${FAKE_QBO.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return answer(response, 401, { error: 'invalid_client' });
    if (body.get('grant_type') !== 'refresh_token' || body.get('refresh_token') !== state.refreshToken) {
      return answer(response, 400, { error: 'invalid_grant' });
    }
    state.refreshes++;
    state.refreshToken = `fake-refresh-${state.refreshes}`;
    const access = token();
    state.accessTokens.add(access);
    return answer(response, 200, {
      token_type: 'bearer',
      access_token: access,
      refresh_token: state.refreshToken,
      expires_in: 3600,
      x_refresh_token_expires_in: 8_726_400,
    });
  }

  async function api(request, response, url) {
    const match = url.pathname.match(/^\/v3\/company\/([^/]+)\/(.+)$/);
    if (!match) return answer(response, 404, fault('Not found', url.pathname));
    const [, realm, path] = match;
    state.calls.push(`${request.method} ${path}`);
    if (!state.accessTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return answer(response, 401, fault('AuthenticationFailed', 'Token expired', '3200', 'AUTHENTICATION'));
    }
    const failure = state.failures.shift();
    if (failure === '429')
      return answer(response, 429, fault('ThrottleExceeded', 'Too many requests', '003001'), {
        'retry-after': '60',
      });
    if (failure === 'fault')
      return answer(response, 200, fault('Business Validation Error', 'Scripted fault', '6000'));
    if (Number(url.searchParams.get('minorversion')) < 75) {
      return answer(response, 400, fault('Invalid minorversion', 'Minor versions below 75 are retired'));
    }
    if (realm !== FAKE_QBO.realmId) return answer(response, 403, fault('Wrong realm', realm, '3100'));
    const body = request.method === 'POST' ? await readBody(request) : '';
    const json = body && request.headers['content-type'] === 'application/json' ? JSON.parse(body) : null;

    if (request.method === 'GET' && path === 'query') {
      const query = url.searchParams.get('query') ?? '';
      const where = query.match(
        /^SELECT \* FROM (Customer|Invoice) WHERE (DisplayName|DocNumber) = '((?:[^'\\]|\\.)*)'$/,
      );
      if (!where) return answer(response, 400, fault('QueryParserError', query, '4000'));
      const value = where[3].replace(/\\(.)/g, '$1');
      const rows =
        where[1] === 'Customer'
          ? state.customers.filter((customer) => customer.DisplayName === value)
          : state.invoices.filter((invoice) => invoice.DocNumber === value);
      return answer(response, 200, {
        QueryResponse: rows.length ? { [where[1]]: rows } : {},
        time: new Date().toISOString(),
      });
    }
    if (request.method === 'POST' && path === 'customer') {
      if (state.customers.some((customer) => customer.DisplayName === json?.DisplayName)) {
        return answer(
          response,
          400,
          fault('Duplicate Name Exists Error', 'The name supplied already exists.', '6240'),
        );
      }
      const customer = { ...json, Id: String(state.customers.length + 1), SyncToken: '0' };
      state.customers.push(customer);
      return answer(response, 200, { Customer: customer });
    }
    if (request.method === 'POST' && path === 'invoice') {
      const lines = json?.Line ?? [];
      if (
        !json?.CustomerRef?.value ||
        lines.length === 0 ||
        lines.some((line) => !line.SalesItemLineDetail?.ItemRef?.value)
      ) {
        return answer(response, 400, fault('Required param missing', 'Every line needs an ItemRef', '2020'));
      }
      const total = Math.round(lines.reduce((sum, line) => sum + line.Amount * 100, 0)) / 100;
      const invoice = {
        ...json,
        Id: String(100 + state.invoices.length),
        SyncToken: '0',
        TotalAmt: total,
        Balance: total,
        EmailStatus: 'NotSet',
        LinkedTxn: [],
      };
      state.invoices.push(invoice);
      return answer(response, 200, { Invoice: invoice });
    }
    const invoiceMatch = path.match(/^invoice\/(\d+)(\/send)?$/);
    const invoice = invoiceMatch && state.invoices.find((candidate) => candidate.Id === invoiceMatch[1]);
    if (invoiceMatch && !invoice)
      return answer(response, 400, fault('Object Not Found', `Invoice ${invoiceMatch[1]}`, '610'));
    if (invoice && invoiceMatch[2] && request.method === 'POST') {
      if (request.headers['content-type'] !== 'application/octet-stream') {
        return answer(
          response,
          415,
          fault('Unsupported Media Type', 'Send with application/octet-stream', '415'),
        );
      }
      invoice.EmailStatus = 'EmailSent';
      invoice.BillEmail = { Address: url.searchParams.get('sendTo') };
      return answer(response, 200, { Invoice: invoice });
    }
    if (invoice && request.method === 'GET') return answer(response, 200, { Invoice: invoice });
    if (request.method === 'GET' && path === `companyinfo/${FAKE_QBO.realmId}`) {
      return answer(response, 200, {
        CompanyInfo: { CompanyName: FAKE_QBO.companyName, Id: FAKE_QBO.realmId },
      });
    }
    return answer(response, 404, fault('Unsupported operation', `${request.method} ${path}`, '500'));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/healthz') return answer(response, 200, { ok: true });
    if (url.pathname === '/__state')
      return answer(response, 200, { ...state, accessTokens: state.accessTokens.size });
    const paid = url.pathname.match(/^\/__pay\/(\d+)$/);
    if (paid && request.method === 'POST') {
      const invoice = state.invoices.find((candidate) => candidate.Id === paid[1]);
      if (!invoice) return answer(response, 404, { error: 'no such invoice' });
      invoice.Balance = 0;
      invoice.LinkedTxn = [{ TxnId: `pay-${invoice.Id}`, TxnType: 'Payment' }];
      return answer(response, 200, invoice);
    }
    if (url.pathname === '/oauth2/v1/tokens/bearer' && request.method === 'POST')
      return void oauth(request, response);
    return void api(request, response, url);
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      const url = `http://${host}:${bound}`;
      resolve({
        url,
        tokenUrl: `${url}/oauth2/v1/tokens/bearer`,
        state,
        /** The next API call fails this way. */
        fail: (kind) => state.failures.push(kind),
        /** Every access token dies: the next call answers 401. */
        expireTokens: () => state.accessTokens.clear(),
        pay: (id) => {
          const invoice = state.invoices.find((candidate) => candidate.Id === id);
          if (invoice) invoice.Balance = 0;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const peer = await startFakeQuickBooks({ port: Number(process.env.E2E_QBO_PORT ?? 4198) });
  process.stdout.write(`Fake QuickBooks Online at ${peer.url}\n`);
  const stop = () => peer.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
