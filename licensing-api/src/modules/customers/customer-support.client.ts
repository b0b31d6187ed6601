// The HTTP client of the customer-support system (SPEC §1, §7 CreateCustomerSupportAccount).
//
// No public API documents these exact fields, so this is an ASSUMED CONTRACT, kept deliberately
// plain so an adapter can be put in front of any helpdesk:
//   POST {CUSTOMER_SUPPORT_URL}/api/users
//   Authorization: Key {CUSTOMER_SUPPORT_API_KEY}
//   Content-Type: application/json
//   { "email", "is_active", "is_superuser", "full_name", "first_name", "last_name", "password",
//     "ui_settings", "company", "phone", "address", "state", "additional_info", "postal_code",
//     "city", "country" }
//   2xx → { "id": <string | number>, ... }: the created user; its id becomes the customer's ExternalID.
//   other → an error; a JSON body's "message" (or "Message", "detail", "error") says why.
// Every failure is a CustomerSupportError whose message can be shown to staff; the API key never
// appears in one.

import type { workflows } from '@licensing/domain';

type SupportForm = typeof workflows.CreateCustomerSupportAccount.fields;
/** The form's fields, by the workflow's snake_case names (a blank optional one is null). */
export type SupportFormFields = Record<SupportForm[keyof SupportForm], string | null>;

/** The user-creation body of the support system (snake_case, as SPEC §7 names it). */
export type SupportUser = SupportFormFields & {
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_superuser: boolean;
  full_name: string;
  password: string;
  ui_settings: unknown;
};

export class CustomerSupportError extends Error {
  override readonly name = 'CustomerSupportError';
}

export const supportMessages = {
  notConfigured:
    'The customer-support system is not configured (CUSTOMER_SUPPORT_URL and CUSTOMER_SUPPORT_API_KEY are not both set).',
  timeout: (seconds: number) => `The customer-support system did not answer within ${seconds} seconds.`,
  unreachable: 'The customer-support system could not be reached.',
  refused: (reason: string) => `The customer-support system refused the account: ${reason}`,
  failedStatus: (status: number) => `The customer-support system answered with HTTP status ${status}.`,
  noId: 'The customer-support system answered without an account id.',
} as const;

/** The reason a JSON error body gives, if any (at most 300 characters). */
function reasonOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'Message', 'detail', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
  }
  return undefined;
}

export function customerSupportClient(options: { baseUrl: string; apiKey: string; timeoutMs: number }) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/users`;
  return {
    /** Creates the user and answers its id in the support system. */
    async createUser(user: SupportUser): Promise<string> {
      let status: number;
      let text: string;
      try {
        // The timeout covers the whole exchange, body included.
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Key ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(user),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new CustomerSupportError(supportMessages.timeout(Math.ceil(options.timeoutMs / 1000)));
        }
        throw new CustomerSupportError(supportMessages.unreachable);
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (status < 200 || status >= 300) {
        // The reason is shown to staff and logged: a system that echoes the key must not leak it.
        const reason = reasonOf(body)?.replaceAll(options.apiKey, '[redacted]');
        throw new CustomerSupportError(
          reason ? supportMessages.refused(reason) : supportMessages.failedStatus(status),
        );
      }
      const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
      if ((typeof id !== 'string' || id.trim() === '') && (typeof id !== 'number' || !Number.isFinite(id))) {
        throw new CustomerSupportError(supportMessages.noId);
      }
      return String(id).trim();
    },
  };
}

export type CustomerSupportClient = ReturnType<typeof customerSupportClient>;
