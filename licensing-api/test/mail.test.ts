// The outbox and its worker against a real SMTP peer (smtp-server) started by the test.
import { ADMIN_EMAILS_MESSAGE, SENT_EMAIL_TYPE_NAMES } from '@licensing/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/mail/outbox.js';
import { sanitizeEmailHtml } from '../src/mail/sanitize.js';
import { createTestApp, drivers, suiteTestApp, type TestApp } from './helpers.js';
import { startSmtpPeer } from './smtp-peer.js';

describe('sanitizing mail HTML', () => {
  it('removes scripts, event handlers, javascript: links and styles; keeps formatting and placeholders', () => {
    const html =
      '<h2 style="color:red">Hello {0}</h2><p onclick="steal()">Your <strong>code</strong> is {3}</p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com/{1}">release</a>' +
      '<style>body{display:none}</style><ul><li><em>one</em></li></ul>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<h2>Hello {0}</h2><p>Your <strong>code</strong> is {3}</p><a rel="noopener noreferrer">x</a>' +
        '<a href="https://example.com/{1}" rel="noopener noreferrer">release</a><ul><li><em>one</em></li></ul>',
    );
  });
});

describe.each(drivers)('the outbox ($name)', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // A long poll: the test drives the worker with runOnce.
    t = await createTestApp(driver, { config: { smtpUrl: smtp.url, mailPollMs: 3_600_000, mailRetryMs: 0 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.peer.received.length = 0;
    smtp.peer.refusals = 0;
  });

  const queue = (type: string, to: string[], subject: string, html: string) =>
    enqueueMail(t.db, { type, to, subject, html });
  const row = (id: number) =>
    t.db.selectFrom('sent_emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a queued mail from the settings address, sanitized, and stores its Message-ID', async () => {
    const id = await queue(
      SENT_EMAIL_TYPE_NAMES.newUpdate,
      ['ada@example.com', 'grace@example.com'],
      'EQQ Server - v4.0',
      '<p>Hello {0}</p><img src=x onerror="steal()"><script>alert(1)</script>',
    );
    expect(await t.app.mail.runOnce()).toBe(1);
    expect(smtp.peer.received).toHaveLength(1);
    const [mail] = smtp.peer.received;
    expect(mail!.from).toBe('no-reply@licensing.example.com');
    expect(mail!.to).toEqual(['ada@example.com', 'grace@example.com']);
    expect(mail!.data).toMatch(/^Subject: EQQ Server - v4\.0$/m);
    expect(mail!.data).toContain('<p>Hello {0}</p>');
    expect(mail!.data).not.toMatch(/script|onerror/);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(mail!.data).toContain(`Message-ID: ${sent.message_id}`);
  });

  it('retries a refused mail and delivers it once', async () => {
    smtp.peer.refusals = 1;
    const id = await queue(
      SENT_EMAIL_TYPE_NAMES.license,
      ['ada@example.com'],
      'Your license',
      '<p>Code {3}</p>',
    );
    await t.app.mail.runOnce();
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/Try again later/),
    });
    expect(smtp.peer.received).toHaveLength(0);
    await t.app.mail.runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.peer.received).toHaveLength(1);
    await t.app.mail.runOnce();
    expect(smtp.peer.received).toHaveLength(1);
  });

  it('reclaims a mail left sending by a worker that died, and leaves a fresh claim alone', async () => {
    const stuck = await queue(SENT_EMAIL_TYPE_NAMES.password, ['a@example.com'], 'Stuck', 'x');
    const fresh = await queue(SENT_EMAIL_TYPE_NAMES.password, ['b@example.com'], 'Busy', 'y');
    await t.db
      .updateTable('sent_emails')
      .set({ status: 'sending', attempts: 1, claimed_at: sql`now() - interval '10 minutes'` })
      .where('id', '=', stuck)
      .execute();
    await t.db
      .updateTable('sent_emails')
      .set({ status: 'sending', attempts: 1, claimed_at: sql`now()` })
      .where('id', '=', fresh)
      .execute();
    await t.app.mail.runOnce();
    expect(smtp.peer.received.map((mail) => mail.to)).toEqual([['a@example.com']]);
    expect(await row(stuck)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(fresh)).toMatchObject({ status: 'sending' });
  });

  it('gives up after five attempts and keeps the reason', async () => {
    smtp.peer.refusals = 5;
    const id = await queue(SENT_EMAIL_TYPE_NAMES.trial, ['c@example.com'], 'Trial', 'z');
    for (let attempt = 0; attempt < 6; attempt++) await t.app.mail.runOnce();
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      last_error: expect.stringMatching(/Try again later/),
    });
    expect(smtp.peer.received).toHaveLength(0);
  });
});

describe('without SMTP_URL', () => {
  it('keeps mail in the outbox, sending nothing', async () => {
    const t = await createTestApp(drivers[0]!);
    try {
      const id = await enqueueMail(t.db, {
        type: SENT_EMAIL_TYPE_NAMES.trial,
        to: ['d@example.com'],
        subject: 'Kept',
        html: 'k',
      });
      expect(await t.app.mail.runOnce()).toBe(0);
      const kept = await t.db
        .selectFrom('sent_emails')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await t.close();
    }
  });
});

describe.each(drivers)('sent e-mails over REST ($name)', (driver) => {
  const { t, admin: headers } = suiteTestApp(driver, ['admin']);

  it('queues a mail with sanitized content, lists it newest first, and sends a failed one again', async () => {
    const type = await t.db
      .selectFrom('type_send_emails')
      .select('id')
      .where('name', '=', SENT_EMAIL_TYPE_NAMES.license)
      .executeTakeFirstOrThrow();
    const first = await enqueueMail(t.db, {
      type: SENT_EMAIL_TYPE_NAMES.trial,
      to: ['old@example.com'],
      subject: 'Older',
      html: 'o',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/SentEmail/CreateSentEmail',
      headers,
      payload: {
        TypeSendEmailId: type.id,
        Recipients: 'ada@example.com',
        Subject: 'Hi',
        Body: '<p onclick="x()">Hi {0}</p><script>1</script>',
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    const list = (await t.app.inject({ method: 'GET', url: '/api/SentEmail/GetSentEmails', headers })).json();
    expect(list.Data.map((mail: { Id: number }) => mail.Id).slice(0, 2)).toEqual([id, first]);
    expect(list.Data[0]).toMatchObject({
      Body: '<p>Hi {0}</p>',
      Status: 'pending',
      TypeSendEmailName: SENT_EMAIL_TYPE_NAMES.license,
      Attempts: 0,
    });

    const notFailed = await t.app.inject({
      method: 'POST',
      url: `/api/SentEmail/RetrySentEmail/${id}`,
      headers,
    });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toEqual({ Message: 'Only a failed e-mail can be sent again.' });
    await t.db
      .updateTable('sent_emails')
      .set({ status: 'failed', attempts: 5, last_error: 'refused' })
      .where('id', '=', id)
      .execute();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/SentEmail/RetrySentEmail/${id}`,
      headers,
    });
    expect(retried.json()).toBe(true);
    const mail = (
      await t.app.inject({ method: 'GET', url: `/api/SentEmail/GetSentEmail/${id}`, headers })
    ).json();
    expect(mail).toMatchObject({ Status: 'pending', Attempts: 0 });

    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/TypeSendEmail/DeleteTypeSendEmail/${type.id}`,
      headers,
    });
    expect(inUse.statusCode).toBe(409);
  });
});

describe.each(drivers)('settings over REST ($name)', (driver) => {
  const { t } = suiteTestApp(driver);

  it('are read by everyone and changed by administrators only, with SPEC §5 checks', async () => {
    const staff = await t.authorize('staff@example.com', 'Staff#2026');
    const admin = await t.authorize();
    await enqueueMail(t.db, {
      type: SENT_EMAIL_TYPE_NAMES.trial,
      to: ['e@example.com'],
      subject: 'Waiting',
      html: 'w',
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/Settings/GetSettings', headers: staff });
    expect(read.json()).toEqual({
      VendorName: 'Licensing',
      EmailFromAddress: 'no-reply@licensing.example.com',
      AdminEmails: '',
      Smtp: { Configured: false, LastSentAt: null, LastError: null, Backlog: 1 },
      Qbo: {
        Environment: 'sandbox',
        ClientId: null,
        RealmId: null,
        ItemId: null,
        HasClientSecret: false,
        HasRefreshToken: false,
        AccessTokenExpiresAt: null,
        RefreshTokenExpiresAt: null,
      },
    });
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/Settings/UpdateSettings', headers, payload });
    const good = { EmailFromAddress: 'sales@example.com', AdminEmails: 'a@example.com; b@example.com' };
    expect((await put(staff, good)).statusCode).toBe(403);
    const bad = await put(admin, { ...good, AdminEmails: 'a@example.com;' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({ AdminEmails: [ADMIN_EMAILS_MESSAGE] });
    expect((await put(admin, good)).json()).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Settings/GetSettings', headers: staff })).json(),
    ).toMatchObject(good);
  });
});
