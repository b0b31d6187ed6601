// Trial requests over REST (SPEC §7 RequestTrialEmail): the SPEC §5 rules, generate (order, trial
// license and the customer's e-mail in one go; once), decline (one way), the administrators' e-mail
// with signed links that work once and cannot be forged, and the website's intake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';

describe.each(drivers)('trial requests ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  const request = {
    ProductID: 1,
    FirstName: 'Grace',
    LastName: 'Hopper',
    Email: 'grace.trial@example.org',
    Company: 'Navy Labs',
    Subject: 'A trial, please',
    Content: 'For the whole team.',
  };
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { trialIntakeKey: 'intake-secret', publicWebUrl: 'http://web.example' },
    });
    headers = await t.authorize();
    await t.db.updateTable('settings').set({ admin_emails: 'boss@example.com; ops@example.com' }).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: Record<string, string> = headers,
  ) => t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const create = async (extra: object = {}) => {
    const answer = await call('POST', '/api/RequestTrialEmail/CreateRequestTrialEmail', {
      ...request,
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as number;
  };
  /** The approve and decline links of the administrators' mail about request `id`, as delivery sees it. */
  const linksOf = async (id: number) => {
    const mails = await t.db
      .selectFrom('sent_emails')
      .select(['recipients', 'body', 'sealed_body'])
      .where('sealed_body', 'is not', null)
      .execute();
    const path = `/trial-request-action/${id}/`;
    const mail = mails
      .map((row) => ({ ...row, sent: t.app.secretBox.open(row.sealed_body!) }))
      .find((row) => row.sent.includes(path))!;
    expect(mail.recipients).toBe('boss@example.com; ops@example.com');
    // What anyone reading the stored mail sees: the links' text, no address, no token.
    expect(mail.body).not.toContain(path);
    expect(mail.body).toContain('<a rel="noopener noreferrer">Decline</a>');
    const link = (action: string) =>
      mail.sent.match(
        new RegExp(`http://web\\.example/trial-request-action/${id}/${action}/([\\w.-]+)`),
      )![1]!;
    return { approve: link('approve'), decline: link('decline') };
  };
  const follow = (id: number, action: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/RequestTrialEmail/UpdateTrialRequestStatus?id=${id}&action=${action}&token=${encodeURIComponent(token)}`,
    });

  it('lists the seeded requests newest first, and refuses what SPEC §5 refuses', async () => {
    const list = (await call('GET', '/api/RequestTrialEmail/GetRequestTrialEmails?GetAll=true')).json();
    expect(list.TotalItems).toBe(6);
    const dates = list.Data.map((row: { CreatedDate: string }) => row.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.Data.map((row: { Status: string }) => row.Status))).toEqual(
      new Set(['Pending', 'Declined']),
    );
    // The display state goes with the list filter's status.
    for (const row of list.Data as { Status: string; State: string }[])
      expect(row.State).toBe(row.Status.toLowerCase());
    const missing = await call('POST', '/api/RequestTrialEmail/CreateRequestTrialEmail', { Email: 'nope' });
    expect(missing.json().Message).toBe(
      'Please fill in the following required fields: Product, First Name, Last Name, Company, Subject',
    );
    const email = await call('POST', '/api/RequestTrialEmail/CreateRequestTrialEmail', {
      ...request,
      Email: 'nope',
    });
    expect(email.json().ModelState).toEqual({ Email: ['Please enter a valid email address'] });
  });

  it('generates the order, the trial license and the e-mail in one go, once', async () => {
    const id = await create();
    const generated = await call('POST', '/api/RequestTrialEmail/GenerateRequestTrial', {
      RequestTrialEmailId: id,
      AutoGenerateLicense: true,
      SendEmail: true,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const orderId = generated.json().CustomerRequestID as number;
    const order = (await call('GET', `/api/CustomerRequest/GetCustomerRequest/${orderId}`)).json();
    expect(order).toMatchObject({ IsGenerated: true, ProductLicensePlanQuantity: 2, Email: request.Email });
    expect(order.LicenseEditionCode).toMatch(/trial/i);
    const license = (
      await call('GET', `/api/ProductLicenses/GetProductLicense/${order.GeneratedLicenseID}`)
    ).json();
    const trialType = await t.db
      .selectFrom('license_types')
      .select('id')
      .where('type_name', '=', 'Trial')
      .executeTakeFirstOrThrow();
    expect(license.LicenseTypeId).toBe(trialType.id);
    const months = (new Date(license.ExpiredDate).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(1.8);
    expect(months).toBeLessThan(2.2);
    const mail = await t.db
      .selectFrom('sent_emails')
      .select('body')
      .where('recipients', '=', request.Email)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(license.CustomerActivationCode);
    expect((await call('GET', `/api/RequestTrialEmail/GetRequestTrialEmail/${id}`)).json()).toMatchObject({
      IsGenerated: true,
      Status: 'Complete',
      CustomerRequestID: orderId,
      GeneratedCustomerRequestID: orderId,
    });
    const again = await call('POST', '/api/RequestTrialEmail/GenerateRequestTrial', {
      RequestTrialEmailId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Customer Request of this Request already generated.');
  });

  it('rolls back a generation that fails: no order, no license, the request still pending', async () => {
    const id = await create({ Email: 'rollback@example.org' });
    const orders = (await call('GET', '/api/CustomerRequest/GetCustomerRequests?Count=1')).json().TotalItems;
    const refused = await call('POST', '/api/RequestTrialEmail/GenerateRequestTrial', {
      RequestTrialEmailId: id,
      AutoGenerateLicense: false,
      SendEmail: true,
    });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/CustomerRequest/GetCustomerRequests?Count=1')).json().TotalItems).toBe(
      orders,
    );
    expect((await call('GET', `/api/RequestTrialEmail/GetRequestTrialEmail/${id}`)).json().Status).toBe(
      'Pending',
    );
  });

  it('declines for good', async () => {
    const id = await create({ Email: 'decline@example.org' });
    expect((await call('PUT', `/api/RequestTrialEmail/DeclineRequestTrialEmail?Id=${id}`)).json()).toBe(true);
    expect((await call('GET', `/api/RequestTrialEmail/GetRequestTrialEmail/${id}`)).json().Status).toBe(
      'Declined',
    );
    const generate = await call('POST', '/api/RequestTrialEmail/GenerateRequestTrial', {
      RequestTrialEmailId: id,
    });
    expect(generate.json().Message).toBe('This trial request is declined.');
  });

  it('mails the administrators signed links that work once, without signing in, and refuses forged ones', async () => {
    const id = await create({ Email: 'links@example.org' });
    const { approve, decline } = await linksOf(id);
    // Forged: another request, another action, a changed signature, an expiry pushed out.
    const other = await create({ Email: 'links2@example.org' });
    expect((await follow(other, 'approve', approve)).json().Message).toBe('This link is not valid.');
    expect((await follow(id, 'decline', approve)).json().Message).toBe('This link is not valid.');
    const [expires, signature] = approve.split('.');
    // The first character: all six of its bits are signature (the last one's low bits are padding).
    const changed = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await follow(id, 'approve', `${expires}.${changed}`)).json().Message).toBe(
      'This link is not valid.',
    );
    expect((await follow(id, 'approve', `${Number(expires) + 1}.${signature}`)).json().Message).toBe(
      'This link is not valid.',
    );
    expect(
      await t.db
        .selectFrom('customer_requests')
        .select('id')
        .where('email', '=', 'links@example.org')
        .execute(),
    ).toEqual([]);

    const approved = await follow(id, 'approve', approve);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().Message).toMatch(/^Trial request approved: order ORD-\d+/);
    const replay = await follow(id, 'approve', approve);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().Message).toBe('This link has already been used.');
    // Nor spelled another way: the expiry with a leading zero is the same token.
    expect((await follow(id, 'approve', `0${approve}`)).json().Message).toBe('This link is not valid.');
    // The decline link of a generated request changes nothing.
    const late = await follow(id, 'decline', decline);
    expect(late.statusCode).toBe(409);
    expect((await call('GET', `/api/RequestTrialEmail/GetRequestTrialEmail/${id}`)).json().Status).toBe(
      'Complete',
    );
    // …and, refused, it was not spent: the refusal rolled back with the rest.
    expect((await follow(id, 'decline', decline)).json().Message).toBe(
      'Customer Request of this Request already generated.',
    );
  });

  it('takes requests from the website with the intake key, validated as the form, rate-limited', async () => {
    const intake = (payload: object, key?: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/RequestTrialEmail/Intake',
        remoteAddress,
        headers: key ? { 'x-intake-key': key } : {},
        payload,
      });
    expect((await intake(request)).statusCode).toBe(401);
    expect((await intake(request, 'wrong-secret')).statusCode).toBe(401);
    const bad = await intake({ ...request, Email: 'x' }, 'intake-secret');
    expect(bad.json().ModelState).toEqual({ Email: ['Please enter a valid email address'] });
    const taken = await intake({ ...request, Email: 'web@example.org' }, 'intake-secret');
    expect(taken.statusCode).toBe(200);
    const id = taken.json().Id as number;
    await linksOf(id);
    const answers = [];
    for (let index = 0; index < 25; index++)
      answers.push((await intake(request, 'intake-secret', '10.0.0.2')).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await intake(request, 'intake-secret', '10.0.0.3')).statusCode).toBe(200);
  });

  it('answers a value of the wrong JSON type with 400 naming the field, the public intake included', async () => {
    for (const FirstName of [{}, [], ['Ann'], 5]) {
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/RequestTrialEmail/Intake',
        remoteAddress: '10.0.1.1',
        headers: { 'x-intake-key': 'intake-secret' },
        payload: { ...request, FirstName },
      });
      expect(taken.statusCode, JSON.stringify(FirstName)).toBe(400);
      expect(taken.json()).toEqual({
        Message: 'The FirstName field must be string.',
        ModelState: { FirstName: ['The FirstName field must be string.'] },
      });
    }
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/RequestTrialEmail/GenerateRequestTrial',
      headers: await t.authorize(),
      payload: { RequestTrialEmailId: 1, AutoGenerateLicense: 'yes' },
    });
    expect(generated.statusCode).toBe(400);
    expect(generated.json().Message).toBe('The AutoGenerateLicense field must be boolean.');
  });
});
