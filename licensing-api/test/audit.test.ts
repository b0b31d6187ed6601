// The audit trail (issue 29): every change is on it with who, the action and old and new values, in
// the change's own transaction; secrets only as changed; the table refuses updates and deletes; the
// whole trail is for administrators, a record's trail for whoever reads the record.
import { AUDITED_ENTITIES } from '@licensing/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp } from './helpers.js';

type Entry = {
  ID: number;
  ActorName: string | null;
  Action: string;
  Entity: string;
  RecordID: string;
  Operation: string;
  Changes: { Field: string; Old: string | null; New: string | null; Secret: boolean }[];
};

describe.each(drivers)('audit trail ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);
  const call = (method: string, url: string, headers: object, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const trailOf = async (entity: string, id: string | number, headers: object = admin) => {
    const answer = await call('GET', `/api/Audit/GetRecordAuditTrail/${entity}/${id}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { Data: Entry[]; TotalItems: number };
  };

  it('records a create and an update with who, the action and old and new values by REST name', async () => {
    const created = await call('POST', '/api/Products/CreateProduct', staff, {
      ProductName: 'Audited',
      ProductVersion: '1.0',
    });
    const id = created.json() as number;
    const updated = await call('PUT', '/api/Products/UpdateProduct', staff, {
      ProductID: id,
      ProductName: 'Audited Pro',
      ProductVersion: '1.0',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const trail = await trailOf('Product', id, staff);
    expect(trail.TotalItems).toBe(2);
    const [update, insert] = trail.Data;
    expect(update).toMatchObject({
      ActorName: 'Staff User',
      Action: 'UpdateProduct',
      Entity: 'Product',
      RecordID: String(id),
      Operation: 'update',
      Changes: [{ Field: 'ProductName', Old: 'Audited', New: 'Audited Pro', Secret: false }],
    });
    expect(insert).toMatchObject({ Action: 'CreateProduct', Operation: 'insert' });
    expect(insert!.Changes).toContainEqual({
      Field: 'ProductName',
      Old: null,
      New: 'Audited',
      Secret: false,
    });
  });

  it("records an update that changes a record's lines as one change of them, and none when they stay", async () => {
    // A product's number feature (not a switch, which holds only 1 or 0).
    const feature = await t.db
      .selectFrom('features')
      .innerJoin('feature_data_types as type', 'type.id', 'features.feature_data_type_id')
      .select(['features.id', 'features.name', 'features.product_id'])
      .where(sql<string>`upper(type.type)`, '<>', 'BOOLEAN')
      .orderBy('features.id')
      .executeTakeFirstOrThrow();
    const edition = (quantity: number, extra: object = {}) => ({
      ProductID: feature.product_id,
      ProductEditionName: 'Audited lines',
      ProductEditionCode: 'AUDITED',
      Price: 100,
      PricePerMonth: 10,
      ProductEditionDetail: [{ FeatureID: feature.id, Quantity: quantity }],
      ...extra,
    });
    const created = await call('POST', '/api/ProductEditions/CreateProductEdition', staff, edition(5));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json() as number;
    const update = (quantity: number, extra: object = {}) =>
      call(
        'PUT',
        '/api/ProductEditions/UpdateProductEdition',
        staff,
        edition(quantity, { ProductEditionID: id, ...extra }),
      );
    expect((await update(8)).statusCode).toBe(200);
    const trail = await trailOf('ProductEdition', id, staff);
    expect(trail.Data[0]).toMatchObject({
      ActorName: 'Staff User',
      Action: 'UpdateProductEdition',
      Operation: 'update',
      Changes: [
        {
          Field: 'ProductEditionDetail',
          Old: `${feature.name} 5`,
          New: `${feature.name} 8`,
          Secret: false,
        },
      ],
    });
    // The same lines written again, beside a name changed: only the name is on the trail.
    expect((await update(8, { ProductEditionName: 'Audited lines 2' })).statusCode).toBe(200);
    const after = await trailOf('ProductEdition', id, staff);
    expect(after.TotalItems).toBe(trail.TotalItems + 1);
    expect(after.Data[0]!.Changes.map((change) => change.Field)).toEqual(['ProductEditionName']);
    // Every line removed: the trail says they went.
    expect((await update(8, { ProductEditionDetail: [] })).statusCode).toBe(200);
    expect((await trailOf('ProductEdition', id, staff)).Data[0]!.Changes).toEqual([
      { Field: 'ProductEditionDetail', Old: `${feature.name} 8`, New: null, Secret: false },
    ]);
  });

  it('records nothing of a write that fails', async () => {
    const before = await t.db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // A failed transaction: its row and its entry roll back together.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('products')
          .values({ product_name: 'Rolled back', product_version: '1' })
          .execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const refused = await call('PUT', '/api/Products/UpdateProduct', admin, {
      ProductID: 999999,
      ProductName: 'x',
      ProductVersion: '1',
    });
    expect(refused.statusCode).toBe(404);
    const after = await t.db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('records secrets as changed only, and sign-ins', async () => {
    const answer = await call('PUT', '/api/Settings/UpdateSettings', admin, {
      EmailFromAddress: 'audit@example.com',
      AdminEmails: 'admin@example.com',
      QboEnvironment: 'sandbox',
      QboClientId: 'client',
      QboClientSecret: 'very-secret-value',
      QboRealmId: '1',
      QboRefreshToken: 'refresh-secret-value',
      QboItemId: '1',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [entry] = (await trailOf('Settings', 1)).Data;
    expect(entry).toMatchObject({ Action: 'UpdateSettings', ActorName: 'Admin User' });
    expect(entry!.Changes).toContainEqual({ Field: 'qbo_client_secret', Old: null, New: null, Secret: true });
    const stored = await t.db
      .selectFrom('audit_trail')
      .select(sql<string>`changes::text`.as('changes'))
      .execute();
    expect(stored.map((row) => row.changes).join()).not.toMatch(/very-secret-value|refresh-secret-value/);

    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    await t.authorize('staff@example.com', 'Staff#2026');
    const [signIn] = (await trailOf('User', user.id)).Data;
    expect(signIn).toMatchObject({
      Action: 'SignIn',
      Operation: 'event',
      ActorName: 'Staff User',
      Changes: [],
    });
  });

  it("keeps a mail's attachments (license files) as changed only, and not its sealed copy", async () => {
    const type = await t.db
      .selectFrom('type_send_emails')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mail = await t.db
      .insertInto('sent_emails')
      .values({
        type_send_email_id: type.id,
        recipients: 'someone@example.com',
        subject: 'Your license',
        body: 'Attached.',
        attachments: '[{"filename":"license.lic","content":"ACTIVATION-CODE-IN-FILE"}]',
        sealed_body: 'sealed secret',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await t.db
      .selectFrom('audit_trail')
      .select(sql<string>`changes::text`.as('changes'))
      .where('entity', '=', 'SentEmail')
      .where('record_id', '=', String(mail.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toMatchObject({
      attachments: { changed: true },
      subject: { new: 'Your license' },
    });
    expect(entry.changes).not.toMatch(/ACTIVATION-CODE-IN-FILE|sealed secret|sealed_body/);
  });

  it('records a token made and revoked, never the token', async () => {
    const made = await call('POST', '/api/Account/CreateApiToken', admin, {
      Name: 'audited',
      Scope: 'read',
      ExpiresInDays: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const entries = await t.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('entity', '=', 'ApiToken')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CreateApiToken', operation: 'insert' });
    expect(JSON.stringify(entries[0]!.changes)).not.toContain(made.json().Token);
    expect((entries[0]!.changes as Record<string, unknown>).token_hash).toEqual({ changed: true });
    const revoked = await call('DELETE', `/api/Account/RevokeApiToken/${made.json().Id}`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const [revocation] = (await trailOf('ApiToken', made.json().Id)).Data;
    expect(revocation).toMatchObject({
      Action: 'RevokeApiToken',
      Operation: 'delete',
      ActorName: 'Admin User',
    });
    expect(revocation!.Changes).toContainEqual({ Field: 'token_hash', Old: null, New: null, Secret: true });
  });

  it('records an activation on its license, by the public API, and no validation', async () => {
    const license = await t.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_activation_code'])
      .where('status', '=', 1)
      .where('expired_date', '>', new Date())
      .where('customer_activation_code', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('machines').where('product_license_id', '=', license.id).execute();
    await t.db
      .updateTable('product_licenses')
      .set({ max_machines: 2, seats_used: 0 })
      .where('id', '=', license.id)
      .execute();
    const count = async () => (await trailOf('ProductLicense', license.id)).TotalItems;
    const before = await count();
    const machine = {
      Key: license.customer_activation_code,
      Fingerprint: 'fp-audit',
      Hostname: 'audited-host',
      Platform: 'linux-x64',
    };
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/Activation/Activate',
      payload: machine,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const [entry] = (await trailOf('ProductLicense', license.id)).Data;
    expect(entry).toMatchObject({ Action: 'Activate', ActorName: null, Operation: 'insert' });
    expect(entry!.Changes).toContainEqual({
      Field: 'hostname',
      Old: null,
      New: 'audited-host',
      Secret: false,
    });
    const afterActivation = await count();
    expect(afterActivation).toBe(before + 1);
    for (let i = 0; i < 3; i++) {
      const validated = await t.app.inject({
        method: 'POST',
        url: '/api/Activation/Validate',
        payload: { Key: license.customer_activation_code, Fingerprint: 'fp-audit', Nonce: `nonce-${i}` },
      });
      expect(validated.statusCode, validated.body).toBe(200);
    }
    expect(await count()).toBe(afterActivation);
  });

  it('names in its triggers exactly the entities the declaration lists', async () => {
    const { rows } = await sql<{ args: string }>`
      select distinct encode(tgargs, 'escape') as args from pg_trigger
      where tgfoid = 'audit_row'::regproc`.execute(t.db);
    const named = new Set(rows.map((row) => row.args.split('\\000')[0]));
    expect([...named].sort()).toEqual([...AUDITED_ENTITIES].sort());
  });

  it('refuses updates and deletes of the trail itself', async () => {
    await expect(sql`update audit_trail set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_trail`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('lists the whole trail for administrators only, with filters, sort and paging', async () => {
    const list = (headers: object, query = '') => call('GET', `/api/Audit/GetAuditEntries${query}`, headers);
    expect((await list(staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/Audit/GetAuditEntries', {})).statusCode).toBe(401);
    const filters = encodeURIComponent(
      JSON.stringify([
        { FieldName: 'Entity', FilterValue: 'Product' },
        { FieldName: 'Action', FilterValue: 'UpdateProduct' },
      ]),
    );
    const answer = await list(admin, `?Filters=${filters}&Count=1`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().TotalItems).toBeGreaterThanOrEqual(1);
    expect(answer.json().Data).toHaveLength(1);
    expect(answer.json().Data[0]).toMatchObject({ Entity: 'Product', Action: 'UpdateProduct' });
    const unknown = encodeURIComponent(JSON.stringify([{ FieldName: 'Entity', FilterValue: { x: 1 } }]));
    expect((await list(admin, `?Filters=${unknown}`)).statusCode).toBe(400);
    expect((await list(admin, '?Count=abc')).statusCode).toBe(400);
  });

  it("answers a record's trail to whoever reads the record, and checks its input", async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    // Users are administrators' only: so are their trails.
    const refused = await call('GET', `/api/Audit/GetRecordAuditTrail/User/${user.id}`, staff);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/Audit/GetRecordAuditTrail/Product/1', {})).statusCode).toBe(401);
    const badEntity = await call('GET', '/api/Audit/GetRecordAuditTrail/Sessions/1', admin);
    expect(badEntity.statusCode).toBe(400);
    expect((await call('GET', '/api/Audit/GetRecordAuditTrail/Product/1%00', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/Audit/GetRecordAuditTrail/Product/1?Page=0', admin)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', '/api/Audit/GetRecordAuditTrail/Product/1?Count=99999999999', admin)).statusCode,
    ).toBe(400);
    expect(messageOf(badEntity)).toBeTruthy();
    // A read token reads trails.
    const made = await call('POST', '/api/Account/CreateApiToken', admin, {
      Name: 'reader',
      Scope: 'read',
      ExpiresInDays: 1,
    });
    const read = { authorization: `Bearer ${made.json().Token}` };
    expect((await call('GET', '/api/Audit/GetRecordAuditTrail/Product/1', read)).statusCode).toBe(200);
  });
});
