// Secrets in mail (a mailed one-time password, a trial request's approve and decline links) reach
// their recipient and nobody else: no read of Sent Emails, by staff or by a read-only token, shows
// them; the outbox keeps them sealed only until delivery; a rewrite of the mail drops them.
import { escapeHtml } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealSecrets, secretSlot } from '../src/mail/secrets.js';
import { createTestApp, drivers, messageOf, type TestApp, unescapeHtml } from './helpers.js';

type Operation = { 'x-writes'?: boolean; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

describe.each(drivers)('secrets in mail ($name)', (driver) => {
  let t: TestApp;
  let staff: { authorization: string };
  let staffRead: { authorization: string };
  const secrets: string[] = [];
  let password = '';

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { publicWebUrl: 'http://web.example' } });
    staff = await t.authorize('staff@example.com', 'Staff#2026');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CreateApiToken',
      headers: staff,
      payload: { Name: 'reader', Scope: 'read', ExpiresInDays: 1 },
    });
    staffRead = { authorization: `Bearer ${made.json().Token}` };
    await t.db.updateTable('settings').set({ admin_emails: 'admin@example.com' }).execute();

    // The attack of issue 24: ask for the administrator's password, and for a trial.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotPassword',
      payload: { Email: 'admin@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/RequestTrialEmail/CreateRequestTrialEmail',
      headers: staff,
      payload: {
        ProductID: 1,
        FirstName: 'Eve',
        LastName: 'Prober',
        Email: 'eve@example.org',
        Company: 'Probe',
        Subject: 'Trial',
      },
    });
    expect(trial.statusCode).toBe(200);

    // What the recipients get: the outbox's sealed copies.
    for (const row of await t.db.selectFrom('sent_emails').select('sealed_body').execute()) {
      if (!row.sealed_body) continue;
      const sent = t.app.secretBox.open(row.sealed_body);
      const mailed = /Your new password is: <strong>([^<]+)<\/strong>/.exec(sent)?.[1];
      if (mailed) password = unescapeHtml(mailed);
      if (mailed) secrets.push(password);
      for (const match of sent.matchAll(/\/trial-request-action\/\d+\/\w+\/([\w.-]+)/g))
        secrets.push(match[1]!);
    }
    expect(secrets).toHaveLength(3);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('are readable by no one: every list and detail, as staff and as a read-only token', async () => {
    // The mailed password works: it is the administrator's account at stake.
    expect((await t.login('admin@example.com', password)).statusCode).toBe(200);

    const document = (await get('/openapi.json', {})).json() as Document;
    for (const headers of [staff, staffRead]) {
      const answers: string[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        const read = operations.get;
        if (!read || read['x-writes'] || path.includes('{')) continue;
        answers.push((await get(`${path}?GetAll=true&Count=500`, headers)).body);
      }
      const list = (await get('/api/SentEmail/GetSentEmails?GetAll=true', headers)).json() as {
        Data: { Id: number; Body: string }[];
      };
      expect(list.Data.some((mail) => mail.Body.includes('Your new password is: <strong>[redacted]'))).toBe(
        true,
      );
      for (const mail of list.Data)
        answers.push((await get(`/api/SentEmail/GetSentEmail/${mail.Id}`, headers)).body);
      const everything = answers.join('\n');
      for (const secret of secrets) {
        expect(everything).not.toContain(secret);
        expect(everything).not.toContain(escapeHtml(secret));
        expect(everything).not.toContain(JSON.stringify(secret).slice(1, -1));
      }
      expect(everything).not.toContain('/trial-request-action/');
    }
  });

  it('go once the mail is rewritten, and a mail whose secret went cannot be retried', async () => {
    const mail = await t.db
      .selectFrom('sent_emails')
      .select(['id', 'type_send_email_id', 'subject'])
      .where('sealed_body', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Staff redirect a waiting password mail to themselves: it goes out as written, without the secret.
    const rewritten = await t.app.inject({
      method: 'PUT',
      url: '/api/SentEmail/UpdateSentEmail',
      headers: staff,
      payload: {
        Id: mail.id,
        TypeSendEmailId: mail.type_send_email_id,
        Recipients: 'staff@example.com',
        Subject: mail.subject,
        Body: '<p>Your new password is: <strong>[redacted]</strong></p>',
      },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const after = await t.db
      .selectFrom('sent_emails')
      .select('sealed_body')
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(after.sealed_body).toBeNull();

    await t.db.updateTable('sent_emails').set({ status: 'failed' }).where('id', '=', mail.id).execute();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/SentEmail/RetrySentEmail/${mail.id}`,
      headers: staff,
    });
    expect(retried.statusCode).toBe(409);
    expect(messageOf(retried)).toMatch(/secret .* was dropped/);
  });

  it('are sealed: the stored copy opens only with the key, and not once altered', () => {
    const sealed = t.app.secretBox.seal('a secret');
    expect(sealed).not.toContain('a secret');
    expect(t.app.secretBox.open(sealed)).toBe('a secret');
    const [version, iv, tag, data] = sealed.split('.');
    const altered = [version, iv, tag, `${data!.slice(0, -2)}AA`].join('.');
    expect(() => t.app.secretBox.open(altered)).toThrow();
  });
});

describe('filling a secret slot', () => {
  it("writes the value as it is, even where it holds replaceAll's $ patterns", () => {
    // Generated passwords draw from every printable symbol: '$&', "$'" and '$$' come up.
    const value = "a$&b$'c$$d$`e<f";
    const html = `<p>Your new password is: <strong>${secretSlot('password')}</strong></p>`;
    const sent = revealSecrets(html, { password: value });
    expect(sent).toBe(`<p>Your new password is: <strong>${escapeHtml(value)}</strong></p>`);
    expect(unescapeHtml(sent.match(/<strong>([^<]+)<\/strong>/)![1]!)).toBe(value);
  });
});
