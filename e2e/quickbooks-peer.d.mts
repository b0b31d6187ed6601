// The types of quickbooks-peer.mjs, for the TypeScript tests that start it.
export declare const FAKE_QBO: {
  clientId: string;
  clientSecret: string;
  realmId: string;
  refreshToken: string;
  companyName: string;
};

export type FakeInvoice = {
  Id: string;
  DocNumber: string;
  TotalAmt: number;
  Balance: number;
  EmailStatus: string;
  Line: unknown[];
};

export type FakeQuickBooks = {
  url: string;
  tokenUrl: string;
  state: {
    refreshToken: string;
    refreshes: number;
    customers: { Id: string; DisplayName: string }[];
    invoices: FakeInvoice[];
    failures: string[];
    calls: string[];
  };
  fail(kind: 'fault' | '429'): void;
  expireTokens(): void;
  pay(invoiceId: string): void;
  close(): Promise<void>;
};

export declare function startFakeQuickBooks(options?: {
  port?: number;
  host?: string;
}): Promise<FakeQuickBooks>;
