// A thin client of QuickBooks Online's v3 accounting API (INTEGRATIONS.md), on undici: OAuth 2.0
// refresh with the client's Basic credentials (the newest refresh token is saved every time, as
// Intuit may rotate it), `minorversion` on every call, a refresh and one retry on 401, 429 and
// `Fault` bodies (even with status 200) as errors staff can read. Secrets never appear in one.
import { PAYMENT_STATUS } from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { request } from 'undici';

const QBO_MINOR_VERSION = 75;
export const QBO_TOKEN_URL = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
const QBO_BASE_URLS = {
  sandbox: 'https://sandbox-quickbooks.api.intuit.com',
  production: 'https://quickbooks.api.intuit.com',
} as const;
export type QboEnvironment = keyof typeof QBO_BASE_URLS;

export type QboTokens = {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date;
};

export class QboError extends Error {
  override readonly name = 'QboError';
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const qboMessages = {
  notConnected:
    'QuickBooks Online is not connected: set its client id, secret, company (realm) id and refresh token in the settings.',
  busy: 'QuickBooks Online is busy (too many requests): try again in a minute.',
  refused: 'QuickBooks Online refused the refresh token: connect the company again in the settings.',
  unreachable: 'QuickBooks Online could not be reached.',
} as const;

export type QboInvoice = {
  Id: string;
  DocNumber?: string;
  TotalAmt?: number;
  Balance?: number;
  EmailStatus?: string;
};

type Fault = { Fault?: { Error?: { Message?: string; Detail?: string; code?: string }[]; type?: string } };

/** A Fault body's text: its first error's message and detail. */
function faultMessage(body: unknown): string | null {
  const errors = (body as Fault | null)?.Fault?.Error;
  if (!errors?.length) return null;
  const [first] = errors;
  return [first?.Message, first?.Detail].filter(Boolean).join(': ') || 'QuickBooks Online reported an error.';
}

/** A value quoted for QuickBooks' query language. */
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const TIMEOUT_MS = 30_000;
/** An access token this close to its expiry is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    qbo: QboClient;
  }
}

/** Decorates the app with its client, whose connection and tokens live in the settings row. */
export default fp(
  async (app) => {
    app.decorate('qbo', qboClient(app));
  },
  { name: 'quickbooks', dependencies: ['database'] },
);

function qboClient(app: FastifyInstance) {
  const { qboBaseUrl, qboTokenUrl } = app.config;

  /** The connection and its tokens as the settings hold them now: read at each call. */
  const load = () => app.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();

  let refreshing: Promise<QboTokens> | null = null;

  /** A call answering JSON; a body that is none reads as null. */
  async function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string) {
    try {
      const response = await request(url, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      const text = await response.body.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON (or empty): its status says what happened.
      }
      return { status: response.statusCode, json, retryAfter: Number(response.headers['retry-after'] ?? 60) };
    } catch (error) {
      throw new QboError(`${qboMessages.unreachable} ${(error as Error).message}`);
    }
  }

  /** Trades the stored refresh token for new tokens and saves them; one refresh at a time. */
  async function refreshTokens(): Promise<QboTokens> {
    refreshing ??= (async () => {
      const connection = await load();
      if (!connection.qbo_client_id || !connection.qbo_client_secret || !connection.qbo_refresh_token) {
        throw new QboError(qboMessages.notConnected);
      }
      const basic = Buffer.from(`${connection.qbo_client_id}:${connection.qbo_client_secret}`).toString(
        'base64',
      );
      const { status, json } = await send(
        'POST',
        qboTokenUrl ?? QBO_TOKEN_URL,
        {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: connection.qbo_refresh_token,
        }).toString(),
      );
      const answer = json as {
        access_token?: string;
        refresh_token?: string;
        expires_in?: number;
        x_refresh_token_expires_in?: number;
      } | null;
      if (status === 400 || status === 401) throw new QboError(qboMessages.refused, status);
      if (status !== 200 || !answer?.access_token || !answer.refresh_token) {
        throw new QboError(`QuickBooks Online answered the token refresh with status ${status}.`, status);
      }
      const now = Date.now();
      const tokens: QboTokens = {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        accessTokenExpiresAt: new Date(now + (answer.expires_in ?? 3600) * 1000),
        refreshTokenExpiresAt: new Date(now + (answer.x_refresh_token_expires_in ?? 8_640_000) * 1000),
      };
      // Saved every time: Intuit may rotate the refresh token.
      await app.db
        .updateTable('settings')
        .set({
          qbo_access_token: tokens.accessToken,
          qbo_access_token_expires_at: tokens.accessTokenExpiresAt,
          qbo_refresh_token: tokens.refreshToken,
          qbo_refresh_token_expires_at: tokens.refreshTokenExpiresAt,
        })
        .execute();
      return tokens;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function accessToken(connection: Awaited<ReturnType<typeof load>>): Promise<string> {
    const expiresAt = connection.qbo_access_token_expires_at;
    const fresh =
      connection.qbo_access_token && expiresAt && expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();
    return fresh ? connection.qbo_access_token! : (await refreshTokens()).accessToken;
  }

  /** One API call under /v3/company/{realm}; a 401 refreshes the token and tries once more. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    payload?: { json?: unknown; query?: Record<string, string> },
  ) {
    const connection = await load();
    if (!connection.qbo_realm_id) throw new QboError(qboMessages.notConnected);
    const environment = connection.qbo_environment as QboEnvironment;
    const base =
      qboBaseUrl ?? QBO_BASE_URLS[Object.hasOwn(QBO_BASE_URLS, environment) ? environment : 'sandbox'];
    const query = new URLSearchParams({ ...payload?.query, minorversion: String(QBO_MINOR_VERSION) });
    const url = `${base}/v3/company/${encodeURIComponent(connection.qbo_realm_id)}/${path}?${query}`;
    const attempt = async (token: string) =>
      send(
        method,
        url,
        {
          authorization: `Bearer ${token}`,
          // A send has no body and must say octet-stream (INTEGRATIONS.md).
          'content-type': payload?.json === undefined ? 'application/octet-stream' : 'application/json',
        },
        payload?.json === undefined ? undefined : JSON.stringify(payload.json),
      );
    let answer = await attempt(await accessToken(connection));
    if (answer.status === 401) answer = await attempt((await refreshTokens()).accessToken);
    if (answer.status === 429) throw new QboError(qboMessages.busy, 429, answer.retryAfter);
    const fault = faultMessage(answer.json);
    if (fault) throw new QboError(fault, answer.status);
    if (answer.status < 200 || answer.status >= 300) {
      throw new QboError(`QuickBooks Online answered with status ${answer.status}.`, answer.status);
    }
    return answer.json as T;
  }

  const invoiceCall = async (method: 'GET' | 'POST', path: string, payload?: Parameters<typeof call>[2]) =>
    (await call<{ Invoice: QboInvoice }>(method, path, payload)).Invoice;

  return {
    refreshTokens,

    /** The company's name: whether the connection works. */
    async companyName(): Promise<string> {
      const { qbo_realm_id: realmId } = await load();
      const answer = await call<{ CompanyInfo?: { CompanyName?: string } }>(
        'GET',
        `companyinfo/${encodeURIComponent(realmId ?? '')}`,
      );
      return answer.CompanyInfo?.CompanyName ?? '';
    },

    /** The customer of this display name, created when there is none. */
    async customerId(customer: {
      displayName: string;
      email: string;
      companyName: string;
      phone: string;
      address: string;
    }) {
      const found = await call<{ QueryResponse?: { Customer?: { Id: string }[] } }>('GET', 'query', {
        query: { query: `SELECT * FROM Customer WHERE DisplayName = ${quoted(customer.displayName)}` },
      });
      const existing = found.QueryResponse?.Customer?.[0];
      if (existing) return existing.Id;
      const created = await call<{ Customer: { Id: string } }>('POST', 'customer', {
        json: {
          DisplayName: customer.displayName,
          CompanyName: customer.companyName,
          PrimaryEmailAddr: { Address: customer.email },
          PrimaryPhone: { FreeFormNumber: customer.phone },
          BillAddr: { Line1: customer.address },
        },
      });
      return created.Customer.Id;
    },

    /** The invoice of this document number, if one was made before (a retry after a lost answer). */
    async invoiceByDocNumber(docNumber: string): Promise<QboInvoice | null> {
      const found = await call<{ QueryResponse?: { Invoice?: QboInvoice[] } }>('GET', 'query', {
        query: { query: `SELECT * FROM Invoice WHERE DocNumber = ${quoted(docNumber)}` },
      });
      return found.QueryResponse?.Invoice?.[0] ?? null;
    },

    async createInvoice(invoice: {
      customerId: string;
      docNumber: string;
      billEmail: string;
      dueDate: string;
      lines: { description: string; amount: number; quantity: number; unitPrice: number; itemId: string }[];
    }): Promise<QboInvoice> {
      return invoiceCall('POST', 'invoice', {
        json: {
          CustomerRef: { value: invoice.customerId },
          DocNumber: invoice.docNumber.slice(0, 21),
          BillEmail: { Address: invoice.billEmail },
          DueDate: invoice.dueDate,
          Line: invoice.lines.map((line) => ({
            DetailType: 'SalesItemLineDetail',
            Amount: line.amount,
            Description: line.description,
            SalesItemLineDetail: {
              ItemRef: { value: line.itemId },
              Qty: line.quantity,
              UnitPrice: line.unitPrice,
            },
          })),
        },
      });
    },

    sendInvoice: (id: string, email: string): Promise<QboInvoice> =>
      invoiceCall('POST', `invoice/${encodeURIComponent(id)}/send`, { query: { sendTo: email } }),

    invoice: (id: string): Promise<QboInvoice> => invoiceCall('GET', `invoice/${encodeURIComponent(id)}`),
  };
}

export type QboClient = ReturnType<typeof qboClient>;

/** SPEC's PaymentStatus of an invoice: Paid once nothing is owed (Balance 0). */
export const paymentStatusOf = (invoice: QboInvoice): string =>
  Number(invoice.Balance ?? invoice.TotalAmt ?? 1) === 0 ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid;
