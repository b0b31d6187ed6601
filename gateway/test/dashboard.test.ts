// The home dashboard through the gateway: the whole of it in one query and one REST call.
import { describe, expect, it } from 'vitest';
import { sharedStack } from './helpers.js';

const DASHBOARD = `query ($year: Int!) { dashboard(year: $year) {
  year
  months { month customers productLicenses trialRequestsGenerated trialRequestsNotProcessed ordersResolved ordersNotResolved }
  totals { customers productLicenses trialRequests orders }
  licensesPerEdition { editionId editionName productName licenses }
} }`;

type Dashboard = {
  year: number;
  months: { month: number; productLicenses: number; customers: number }[];
  totals: { customers: number; productLicenses: number; trialRequests: number; orders: number };
  licensesPerEdition: { licenses: number }[];
};

describe('dashboard', () => {
  const stack = sharedStack();

  it('answers every chart of the year in one REST call', async () => {
    const year = new Date().getUTCFullYear();
    const before = stack.restCalls();
    const result = await stack.query<{ dashboard: Dashboard }>(DASHBOARD, { year });
    expect(result.errors).toBeUndefined();
    expect(stack.restCalls() - before).toBe(1);
    const { dashboard } = result.data!;
    expect(dashboard.months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The seed made licenses and customers this year; the totals are the months' sums.
    expect(dashboard.totals.productLicenses).toBeGreaterThan(0);
    expect(dashboard.totals.productLicenses).toBe(
      dashboard.months.reduce((sum, month) => sum + month.productLicenses, 0),
    );
    expect(dashboard.licensesPerEdition.reduce((sum, row) => sum + row.licenses, 0)).toBe(
      dashboard.totals.productLicenses,
    );
  });

  it('refuses a year out of range before any REST call', async () => {
    const before = stack.restCalls();
    const result = await stack.query(DASHBOARD, { year: 1999 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.restCalls()).toBe(before);
  });
});
