// E-mail templates (sanitized on write, filtered by type name, previewed for a customer) and the
// new-update mail: one mail per customer, queued in one transaction, delivered to a real SMTP peer.
import { EMAIL_TEMPLATE_TYPE_NAMES } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';
import { startSmtpPeer } from './smtp-peer.js';

describe.each(drivers)('e-mail templates and new-update mails ($name)', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let headers: { authorization: string };
  let productId: number;
  const typeIds: Record<string, number> = {};
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(driver, { config: { smtpUrl: smtp.url, mailPollMs: 3_600_000, mailRetryMs: 0 } });
    headers = await t.authorize();
    productId = (
      await t.db.selectFrom('products').select('product_id').orderBy('product_id').executeTakeFirstOrThrow()
    ).product_id;
    for (const type of await t.db.selectFrom('email_template_types').selectAll().execute()) {
      typeIds[type.name] = type.id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const template = (extra: object = {}) => ({
    ProductID: productId,
    Name: 'Spring release',
    EmailTemplateTypeId: typeIds[EMAIL_TEMPLATE_TYPE_NAMES.newUpdate],
    Subject: 'News for {0}',
    Content: '<h2>Hello {0}</h2><p onclick="steal()"><strong>{3}</strong> is out</p><script>x()</script>',
    ...extra,
  });

  it('stores the content sanitized, placeholders kept, and names missing fields', async () => {
    const created = await inject('POST', '/api/EmailTemplate/CreateEmailTemplate', template());
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    const stored = (await inject('GET', `/api/EmailTemplate/GetEmailTemplate/${id}`)).json();
    expect(stored).toMatchObject({
      Name: 'Spring release',
      EmailTemplateTypeName: EMAIL_TEMPLATE_TYPE_NAMES.newUpdate,
      Content: '<h2>Hello {0}</h2><p><strong>{3}</strong> is out</p>',
    });

    const updated = await inject('PUT', '/api/EmailTemplate/UpdateEmailTemplate', {
      ...template({ Content: '<p><a href="javascript:alert(1)">x</a> {1}</p>' }),
      Id: id,
    });
    expect(updated.statusCode).toBe(200);
    expect((await inject('GET', `/api/EmailTemplate/GetEmailTemplate/${id}`)).json().Content).toBe(
      '<p><a rel="noopener noreferrer">x</a> {1}</p>',
    );

    const empty = await inject('POST', '/api/EmailTemplate/CreateEmailTemplate', {
      ProductID: productId,
      Content: '<p><br></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(
      'Please fill in the following required fields: Template Name, Template Type, Subject, Content',
    );
  });

  it("filters on the type's name ('Order', 'New Update') and keeps used products and types", async () => {
    const list = (name: string) =>
      inject(
        'GET',
        `/api/EmailTemplate/GetEmailTemplates?PageSize=0&Filters=${encodeURIComponent(
          JSON.stringify([{ FieldName: 'EmailTemplateTypeName', FilterValue: name }]),
        )}`,
      ).then((response) => response.json().Data as { EmailTemplateTypeName: string }[]);
    const orders = await list(EMAIL_TEMPLATE_TYPE_NAMES.order);
    const updates = await list(EMAIL_TEMPLATE_TYPE_NAMES.newUpdate);
    expect(orders.length).toBeGreaterThan(0);
    expect(updates.length).toBeGreaterThan(0);
    expect(orders.every((row) => row.EmailTemplateTypeName === 'Order')).toBe(true);
    expect(updates.every((row) => row.EmailTemplateTypeName === 'New Update')).toBe(true);

    expect((await inject('DELETE', `/api/Products/DeleteProduct/${productId}`)).statusCode).toBe(409);
    const typeId = typeIds[EMAIL_TEMPLATE_TYPE_NAMES.order];
    expect(
      (await inject('DELETE', `/api/EmailTemplateType/DeleteEmailTemplateType/${typeId}`)).statusCode,
    ).toBe(409);
  });

  it('previews a template for a customer, and as the new-update mail of a release', async () => {
    const id = (await inject('POST', '/api/EmailTemplate/CreateEmailTemplate', template())).json() as number;
    const customer = await t.db
      .insertInto('customers')
      .values({
        first_name: 'Ada',
        last_name: '<Lovelace>',
        email: 'ada@example.com',
        phone_number: '5551234567',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plain = await inject(
      'GET',
      `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=${customer.id}`,
    );
    expect(plain.json()).toEqual({
      Subject: 'News for Ada <Lovelace>',
      Body: '<h2>Hello Ada &lt;Lovelace&gt;</h2><p><strong>{3}</strong> is out</p>',
    });
    const release = await t.db
      .selectFrom('release_packages')
      .select(['id', 'version'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const asUpdate = await inject(
      'GET',
      `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=${customer.id}&ReleasePackageId=${release.id}`,
    );
    expect(asUpdate.json()).toMatchObject({
      Subject: `News for Ada <Lovelace> - v${release.version}`,
      Body: expect.stringContaining(`<strong>${release.version}</strong> is out`),
    });
    expect(
      (await inject('GET', `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=99999`)).json(),
    ).toEqual({ Message: 'Customer not found.' });
    expect(
      (await inject('GET', `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=1e3`)).statusCode,
    ).toBe(400);
  });

  it("previews an 'Order' template as the license mail of the customer's newest license, {4} filled", async () => {
    const id = (
      await inject(
        'POST',
        '/api/EmailTemplate/CreateEmailTemplate',
        template({
          EmailTemplateTypeId: typeIds[EMAIL_TEMPLATE_TYPE_NAMES.order],
          Subject: 'Your license for order {4}',
          Content: '<p>{0}: {2}, code {3}, <a href="{1}">download</a></p>',
        }),
      )
    ).json() as number;
    const license = await t.db
      .selectFrom('product_licenses as l')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .select(['l.customer_id', 'l.order_number', 'l.customer_activation_code'])
      .where('l.product_id', '=', productId)
      .where('l.customer_activation_code', 'is not', null)
      .orderBy('l.id', 'desc')
      .executeTakeFirstOrThrow();
    const newest = await t.db
      .selectFrom('product_licenses')
      .select('order_number')
      .where('customer_id', '=', license.customer_id)
      .where('product_id', '=', productId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const preview = (
      await inject('GET', `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=${license.customer_id}`)
    ).json() as { Subject: string; Body: string };
    expect(preview.Subject).toBe(`Your license for order ${newest.order_number}`);
    expect(preview.Body).not.toMatch(/\{[0-4]\}/);
    expect(preview.Body).toMatch(
      /^<p>.+: EQQ Server \w+, code .*<a href="https:\/\/downloads\.example\.com\//,
    );

    const newcomer = await t.db
      .insertInto('customers')
      .values({
        first_name: 'No',
        last_name: 'License',
        email: 'nolicense@example.com',
        phone_number: '5559876543',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = (
      await inject('GET', `/api/EmailTemplate/PreviewEmailTemplate/${id}?CustomerId=${newcomer.id}`)
    ).json() as { Subject: string };
    expect(empty.Subject).toBe('Your license for order ');
  });

  it('sends a new-update mail to each picked customer, filled for each, through the outbox', async () => {
    const templateId = (
      await inject('POST', '/api/EmailTemplate/CreateEmailTemplate', template())
    ).json() as number;
    const release = await t.db
      .selectFrom('release_packages')
      .select(['id', 'version', 'url'])
      .where('product_id', '=', productId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const customers = await t.db
      .selectFrom('customers')
      .select(['id', 'first_name', 'last_name', 'email'])
      .orderBy('id')
      .limit(2)
      .execute();
    const before = await t.db.selectFrom('sent_emails').select('id').execute();
    const body = {
      ReleasePackageId: release.id,
      EmailTemplateId: templateId,
      AllActiveLicenses: false,
      Customers: customers.map((customer) => customer.id),
      Subject: 'Update for {0}',
      Body: '<p>Dear {0}, <a href="{1}">v{3}</a></p><img src=x onerror="y()">',
    };

    // Checked before anything is queued: nothing is half-written.
    const unknown = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', {
      ...body,
      Customers: [customers[0]!.id, 2_000_000],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().ModelState).toEqual({ Customers: ['No customer has the id 2000000.'] });
    const orderTemplate = await t.db
      .selectFrom('email_templates')
      .select('id')
      .where('email_template_type_id', '=', typeIds[EMAIL_TEMPLATE_TYPE_NAMES.order]!)
      .executeTakeFirstOrThrow();
    const wrongType = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', {
      ...body,
      EmailTemplateId: orderTemplate.id,
    });
    expect(wrongType.json().ModelState).toEqual({
      EmailTemplateId: ["The template is not a 'New Update' template."],
    });
    const missing = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', {
      ...body,
      Customers: [],
    });
    expect(missing.json().Message).toBe('Please fill in the following required fields: Customer');
    expect(await t.db.selectFrom('sent_emails').select('id').execute()).toHaveLength(before.length);

    const sent = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', body);
    expect(sent.statusCode).toBe(200);
    const ids = sent.json() as number[];
    expect(ids).toHaveLength(2);
    const rows = await t.db
      .selectFrom('sent_emails')
      .innerJoin('type_send_emails', 'type_send_emails.id', 'sent_emails.type_send_email_id')
      .select(['recipients', 'subject', 'body', 'type_send_emails.name as type'])
      .where('sent_emails.id', 'in', ids)
      .orderBy('sent_emails.id')
      .execute();
    expect(rows).toEqual(
      customers.map((customer) => ({
        recipients: customer.email,
        subject: `Update for ${customer.first_name} ${customer.last_name} - v${release.version}`,
        body: `<p>Dear ${customer.first_name} ${customer.last_name}, <a href="${release.url}" rel="noopener noreferrer">v${release.version}</a></p>`,
        type: 'New Update Email',
      })),
    );

    expect(await t.app.mail.runOnce()).toBe(2);
    expect(smtp.peer.received.map((mail) => mail.to)).toEqual(customers.map((customer) => [customer.email]));
    expect(smtp.peer.received[0]!.data).toMatch(
      new RegExp(`^Subject: Update for .* - v${release.version.replace('.', '\\.')}`, 'm'),
    );
  });

  it('sends to every holder of an active license with AllActiveLicenses, and says when there is none', async () => {
    const templateId = (
      await inject('POST', '/api/EmailTemplate/CreateEmailTemplate', template())
    ).json() as number;
    const release = await t.db.selectFrom('release_packages').select('id').executeTakeFirstOrThrow();
    const holders = await t.db
      .selectFrom('product_licenses')
      .select('customer_id')
      .distinct()
      .where('status', '=', 1)
      .where('expired_date', '>', new Date())
      .execute();
    expect(holders.length).toBeGreaterThan(0);
    const body = {
      ReleasePackageId: release.id,
      EmailTemplateId: templateId,
      AllActiveLicenses: true,
      Customers: [],
      Subject: 'Update',
      Body: '<p>Dear {0}</p>',
    };
    const sent = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', body);
    expect(sent.json()).toHaveLength(holders.length);

    await t.db.updateTable('product_licenses').set({ status: 0 }).execute();
    const nobody = await inject('POST', '/api/ReleasePackage/SendNewUpdateEMail', body);
    expect(nobody.json().ModelState).toEqual({
      Customers: ['No customer holds an active license: pick the customers to send the update to.'],
    });
  });

  it('sends a license e-mail filled for the license, with its signed file attached', async () => {
    const license = await t.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_id', 'order_number', 'customer_activation_code'])
      .where('customer_activation_code', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const customer = await t.db
      .selectFrom('customers')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', license.customer_id)
      .executeTakeFirstOrThrow();
    const address = await inject(
      'GET',
      `/api/ProductLicenses/ProductLicenseEmailAddress?CustomerId=${license.customer_id}`,
    );
    expect(address.json()).toEqual({ Address: customer.email });
    const orderTemplate = await t.db
      .selectFrom('email_templates')
      .select('id')
      .where('email_template_type_id', '=', typeIds[EMAIL_TEMPLATE_TYPE_NAMES.order]!)
      .executeTakeFirstOrThrow();
    const body = {
      ProductLicenseID: license.id,
      CustomerId: license.customer_id,
      EmailTemplateId: orderTemplate.id,
      Subject: 'Your license for order {4}',
      Body: '<p>Dear {0}, your code is <strong>{3}</strong> ({2}).</p>',
    };
    const other = await inject('POST', '/api/ProductLicenses/SendProductLicenseMail', {
      ...body,
      CustomerId: license.customer_id + 1,
    });
    expect(other.json().ModelState).toEqual({ CustomerId: ["The license is not this customer's."] });
    const missing = await inject('POST', '/api/ProductLicenses/SendProductLicenseMail', {});
    expect(missing.json().Message).toBe(
      'Please fill in the following required fields: Order #, Customer, Template, Subject, Content',
    );

    smtp.peer.received.length = 0;
    const sent = await inject('POST', '/api/ProductLicenses/SendProductLicenseMail', body);
    expect(sent.statusCode).toBe(200);
    await t.app.mail.runOnce();
    // Earlier tests' mail goes out in the same run: find this one.
    const mail = smtp.peer.received.find((received) =>
      received.data.includes(`${license.order_number}_License.lic`),
    );
    expect(mail!.to).toEqual([customer.email]);
    expect(mail!.data).toMatch(new RegExp(`^Subject: Your license for order ${license.order_number}$`, 'm'));
    expect(mail!.data).toContain(`${license.order_number}_License.lic`);
    const row = await t.db
      .selectFrom('sent_emails')
      .select(['body', 'attachments'])
      .where('id', '=', sent.json() as number)
      .executeTakeFirstOrThrow();
    expect(row.body).toContain(
      `Dear ${customer.first_name} ${customer.last_name}, your code is <strong>${license.customer_activation_code}</strong>`,
    );
    expect(JSON.parse(row.attachments!)[0].content).toMatch(/^-----BEGIN LICENSE FILE-----/);
  });
});
