// Reports (SPEC §7): the dashboard's figures aggregated in SQL, checked on rows of a year with known
// counts per month, and the year parsed strictly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';

const YEAR = 2031;
const at = (month: number, day = 15) => new Date(Date.UTC(YEAR, month - 1, day, 12));

describe.each(drivers)('reports ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize();
    // Customers: 2 in January, 1 in March; one on New Year's Eve before, one on New Year's Day after.
    const customer = (email: string, created_at: Date) => ({
      first_name: 'R',
      last_name: 'Report',
      email,
      phone_number: '5550000000',
      created_at,
    });
    await t.db
      .insertInto('customers')
      .values([
        customer('r1@example.org', at(1, 1)),
        customer('r2@example.org', at(1, 31)),
        customer('r3@example.org', at(3)),
        customer('r4@example.org', new Date(Date.UTC(YEAR - 1, 11, 31, 23, 59))),
        customer('r5@example.org', new Date(Date.UTC(YEAR + 1, 0, 1, 0, 0))),
      ])
      .execute();
    // Product licenses: 3 in February on one edition, 1 in December on another.
    const license = await t.db
      .selectFrom('product_licenses')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('product_editions')
      .select(['product_edition_id', 'product_id'])
      .where('product_edition_id', '<>', license.product_edition_id)
      .executeTakeFirstOrThrow();
    const { id: _, ...base } = license;
    await t.db
      .insertInto('product_licenses')
      .values([
        { ...base, order_number: 'REP-1', customer_activation_code: null, created_at: at(2, 1) },
        { ...base, order_number: 'REP-2', customer_activation_code: null, created_at: at(2, 10) },
        { ...base, order_number: 'REP-3', customer_activation_code: null, created_at: at(2, 28) },
        {
          ...base,
          order_number: 'REP-4',
          customer_activation_code: null,
          product_id: other.product_id,
          product_edition_id: other.product_edition_id,
          created_at: at(12, 31),
        },
      ])
      .execute();
    // Trial requests: April one generated, one pending, one declined (neither).
    const order = await t.db
      .selectFrom('customer_requests')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const trial = {
      first_name: 'T',
      last_name: 'R',
      email: 't@example.org',
      company: 'C',
      subject: 'S',
      product_id: 1,
    };
    await t.db
      .insertInto('request_trial_emails')
      .values([
        { ...trial, customer_request_id: order.id, is_generated: true, created_at: at(4) },
        { ...trial, created_at: at(4) },
        { ...trial, is_declined: true, created_at: at(4) },
      ])
      .execute();
    // Orders: May two resolved, June one not resolved, one declined (neither).
    const { id: __, order_number: ___, ...orderBase } = order;
    const request = (month: number, state: 'resolved' | 'open' | 'declined') => ({
      ...orderBase,
      total_price: 0,
      unit_price: 0,
      is_resolved: state === 'resolved',
      is_declined: state === 'declined',
      created_at: at(month),
    });
    await t.db
      .insertInto('customer_requests')
      .values([request(5, 'resolved'), request(5, 'resolved'), request(6, 'open'), request(6, 'declined')])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const months = (counts: Record<number, number>) =>
    Array.from({ length: 12 }, (_, index) => counts[index + 1] ?? 0);

  it('counts each month of the year in SQL, UTC calendar months, nothing of the years around it', async () => {
    const answer = (
      await t.app.inject({ method: 'GET', url: `/api/Report/GetDashboard/${YEAR}`, headers })
    ).json();
    expect(answer).toMatchObject({
      Year: YEAR,
      Months: months({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, 11: 11, 12: 12 }),
      TotalCustomers: months({ 1: 2, 3: 1 }),
      TotalProductLicenses: months({ 2: 3, 12: 1 }),
      TrialRequestsGenerated: months({ 4: 1 }),
      TrialRequestsNotProcessed: months({ 4: 1 }),
      OrdersResolved: months({ 5: 2 }),
      OrdersNotResolved: months({ 6: 1 }),
    });
    expect(answer.LicensesPerEdition.map((row: { Licenses: number }) => row.Licenses)).toEqual([3, 1]);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/Report/GetProductLicenseSummary/${YEAR}`, headers })
    ).json();
    expect(summary).toEqual({
      Months: answer.Months,
      TotalCustomers: answer.TotalCustomers,
      TotalProductLicenses: answer.TotalProductLicenses,
    });
  });

  it('answers an empty year with zeros, and refuses what is no year', async () => {
    const empty = (
      await t.app.inject({ method: 'GET', url: '/api/Report/GetDashboard/2040', headers })
    ).json();
    expect(empty.TotalCustomers).toEqual(months({}));
    expect(empty.LicensesPerEdition).toEqual([]);
    for (const year of ['1999', '20x1', '2031.0', '+2031']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/Report/GetDashboard/${year}`, headers });
      expect(refused.statusCode, year).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/Report/GetDashboard/${YEAR}` })).statusCode).toBe(
      401,
    );
  });
});
