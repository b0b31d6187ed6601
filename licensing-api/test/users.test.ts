// Users (administrators only), the password flows and integrator tokens, over REST.
import { userMessages } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp, unescapeHtml } from './helpers.js';

type Headers = { authorization: string };

describe.each(drivers)('users, passwords and tokens ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
  const idOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  /** The password in the last mail queued to `email`, as delivery sees it; the stored body hides it. */
  const mailedPassword = async (email: string) => {
    const mail = await t.db
      .selectFrom('sent_emails')
      .select(['body', 'sealed_body'])
      .where('recipients', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('Your new password is: <strong>[redacted]</strong>');
    const sent = t.app.secretBox.open(mail.sealed_body!);
    return unescapeHtml(sent.match(/<strong>([^<]+)<\/strong>/)![1]!);
  };
  const register = (email: string, extra: object = {}) =>
    call('POST', '/api/Account/Register', admin, {
      Email: email,
      Password: 'Passw0rd!',
      ConfirmPassword: 'Passw0rd!',
      FirstName: 'New',
      LastName: 'Person',
      ...extra,
    });

  it('refuses every user route to staff (403) and to no token (401)', async () => {
    const someone = await idOf('staff@example.com');
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/Account/GetAllUser'],
      ['GET', `/api/Account/GetUser/${someone}`],
      ['POST', '/api/Account/Register', {}],
      ['PUT', '/api/Account/UpdateUser', {}],
      ['DELETE', `/api/Account/DeleteUser/${someone}`],
      ['POST', '/api/Account/ResetPasswordDefault', { UserId: someone }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, staff, payload)).statusCode, `${method} ${url} as staff`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} anonymous`).toBe(
        401,
      );
    }
    expect((await call('GET', `/api/Account/GetUser/${someone}`, admin)).json()).toMatchObject({
      Email: 'staff@example.com',
      Role: 'Staff',
      IsActive: true,
    });
  });

  it('registers a user with SPEC §5 checks, Staff by default, phone without spaces', async () => {
    const mismatch = await register('new.person@example.com', { ConfirmPassword: 'Other0rd!' });
    expect(mismatch.json().ModelState).toEqual({ ConfirmPassword: [userMessages.passwordMismatch] });
    const weak = await register('new.person@example.com', {
      Password: 'password',
      ConfirmPassword: 'password',
    });
    expect(weak.json()).toMatchObject({ Message: userMessages.passwordRule });
    const created = await register('new.person@example.com', { PhoneNumber: ' 555 123 4567 ' });
    expect(created.statusCode).toBe(200);
    const user = (await call('GET', `/api/Account/GetUser/${created.json()}`, admin)).json();
    expect(user).toMatchObject({
      UserName: 'new.person@example.com',
      Role: 'Staff',
      PhoneNumber: '5551234567',
    });
    expect(JSON.stringify(user)).not.toMatch(/password_hash|scrypt/);
    const taken = await register('NEW.PERSON@example.com');
    expect(taken.json().ModelState).toEqual({ Email: ['This Email is already taken.'] });
    expect((await t.login('new.person@example.com', 'Passw0rd!')).statusCode).toBe(200);
  });

  it('deactivates (never deletes) a user, ending their sessions, and keeps administrators in charge', async () => {
    await register('leaver@example.com');
    const id = await idOf('leaver@example.com');
    const session = await t.authorize('leaver@example.com', 'Passw0rd!');
    expect((await call('GET', '/api/Account/UserInfo', session)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Account/DeleteUser/${id}`, admin)).json()).toBe(true);
    expect((await call('GET', '/api/Account/UserInfo', session)).statusCode).toBe(401);
    expect((await t.login('leaver@example.com', 'Passw0rd!')).json().Message).toBe(
      'Your account is not activated. Please contact your administrator.',
    );
    expect((await call('GET', `/api/Account/GetUser/${id}`, admin)).json()).toMatchObject({
      IsActive: false,
    });

    const me = await idOf('admin@example.com');
    const mine = (await call('GET', `/api/Account/GetUser/${me}`, admin)).json();
    const staffRole = (
      await call('GET', `/api/Account/GetUser/${await idOf('staff@example.com')}`, admin)
    ).json().RoleId;
    const demote = await call('PUT', '/api/Account/UpdateUser', admin, { ...mine, RoleId: staffRole });
    expect(demote.statusCode).toBe(409);
    expect((await call('DELETE', `/api/Account/DeleteUser/${me}`, admin)).statusCode).toBe(409);
    const badRole = await call('PUT', '/api/Account/UpdateUser', admin, { ...mine, RoleId: 'staff' });
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().ModelState)).toEqual(['RoleId']);
    const renamed = await call('PUT', '/api/Account/UpdateUser', admin, { ...mine, FirstName: 'Ada' });
    expect(renamed.json()).toBe(true);
  });

  it('resets a password to a mailed one-time password the user must change first, ending their tokens', async () => {
    await register('forgetful@example.com');
    const id = await idOf('forgetful@example.com');
    const before = await t.authorize('forgetful@example.com', 'Passw0rd!');
    const made = await call('POST', '/api/Account/CreateApiToken', before, {
      Name: 'nightly',
      Scope: 'write',
      ExpiresInDays: 30,
    });
    const script = { authorization: `Bearer ${made.json().Token}` };
    const reset = await call('POST', '/api/Account/ResetPasswordDefault', admin, { UserId: id });
    expect(reset.body).toBe('true');
    expect((await call('GET', '/api/Account/UserInfo', script)).statusCode).toBe(401);
    expect((await t.login('forgetful@example.com', 'Passw0rd!')).statusCode).toBe(400);
    const mailed = await mailedPassword('forgetful@example.com');
    const login = await t.login('forgetful@example.com', mailed);
    expect(login.json()).toMatchObject({ MustChangePassword: true });
    const session = { authorization: `Bearer ${login.json().access_token}` };
    expect((await call('GET', '/api/Customer/GetCustomers', session)).json()).toEqual({
      Message: 'You must change your password before you go on.',
    });
    expect((await call('GET', '/api/Account/UserInfo', session)).json()).toMatchObject({
      MustChangePassword: true,
    });
    const changed = await call('POST', '/api/Account/ChangePassword', session, {
      OldPassword: mailed,
      NewPassword: 'Chosen#2026',
      ConfirmPassword: 'Chosen#2026',
    });
    expect(changed.json()).toBe(true);
    expect((await call('GET', '/api/Customer/GetCustomers', session)).statusCode).toBe(200);
  });

  it('mails a forgotten password without revealing accounts or locking anyone out', async () => {
    await register('lost@example.com');
    const before = await t.db.selectFrom('sent_emails').select('id').execute();
    const known = await call('POST', '/api/Account/ForgotPassword', undefined, { Email: 'lost@example.com' });
    const unknown = await call('POST', '/api/Account/ForgotPassword', undefined, {
      Email: 'nobody@example.com',
    });
    expect([known.statusCode, known.body]).toEqual([200, 'true']);
    expect([unknown.statusCode, unknown.body]).toEqual([200, 'true']);
    expect(await t.db.selectFrom('sent_emails').select('id').execute()).toHaveLength(before.length + 1);

    // The old password still works until the new one is used.
    expect((await t.login('lost@example.com', 'Passw0rd!')).statusCode).toBe(200);
    const mailed = await mailedPassword('lost@example.com');
    expect((await t.login('lost@example.com', mailed)).json()).toMatchObject({ MustChangePassword: true });
    expect((await t.login('lost@example.com', 'Passw0rd!')).statusCode).toBe(400);

    for (let request = 0; request < 3; request++) {
      await call('POST', '/api/Account/ForgotPassword', undefined, { Email: 'someone.else@example.com' });
    }
    const limited = await call('POST', '/api/Account/ForgotPassword', undefined, {
      Email: 'someone.else@example.com',
    });
    expect(limited.statusCode).toBe(429);
    const invalid = await call('POST', '/api/Account/ForgotPassword', undefined, { Email: 'nope' });
    expect(invalid.json().ModelState).toEqual({ Email: ['Please enter a valid email address'] });
  });

  it('answers a value of the wrong JSON type with 400 naming the field, public routes included', async () => {
    const invalid = (field: string, types: string) => {
      const message = `The ${field} field must be ${types}.`;
      return { Message: message, ModelState: { [field]: [message] } };
    };
    for (const Email of [{}, ['lost@example.com'], 5, true]) {
      const forgot = await call('POST', '/api/Account/ForgotPassword', undefined, { Email });
      expect(forgot.statusCode, JSON.stringify(Email)).toBe(400);
      expect(forgot.json()).toEqual(invalid('Email', 'string'));
    }
    expect((await register('typed@example.com', { FirstName: ['New'] })).json()).toEqual(
      invalid('FirstName', 'string'),
    );
    const update = await call('PUT', '/api/Account/UpdateUser', admin, {
      Id: await idOf('admin@example.com'),
      IsActive: { value: true },
    });
    expect(update.json()).toEqual(invalid('IsActive', 'boolean or string'));
    const reset = await call('POST', '/api/Account/ResetPasswordDefault', admin, { UserId: [1] });
    expect(reset.json()).toEqual(invalid('UserId', 'string'));
    const token = await call('POST', '/api/Account/CreateApiToken', admin, {
      Name: 'n',
      Scope: 'read',
      ExpiresInDays: {},
    });
    expect(token.json()).toEqual(invalid('ExpiresInDays', 'integer or string'));
    const visit = await call('POST', '/api/Account/RecordVisit', admin, {
      Entity: 'Customer',
      Id: 1,
      Label: 'x',
    });
    expect(visit.json()).toEqual(invalid('Id', 'string'));
  });

  it('reads a null field of a workflow body as missing, naming it as SPEC §5 says', async () => {
    for (const Email of [null, '', undefined]) {
      const missing = await call('POST', '/api/Account/ForgotPassword', undefined, { Email });
      expect(missing.statusCode).toBe(400);
      expect(messageOf(missing)).toBe('Please fill in the following required fields: Email');
      expect(missing.json().ModelState.Email).toContain('Email is required.');
    }
    const change = await call('POST', '/api/Account/ChangePassword', admin, {
      OldPassword: null,
      NewPassword: 'Passw0rd!',
      ConfirmPassword: null,
    });
    expect(change.json().Message).toBe(
      'Please fill in the following required fields: Current Password, Confirm Password',
    );
  });

  it('changes a password with the current one, ending the other sign-ins and the integrator tokens', async () => {
    await register('changer@example.com');
    const current = await t.authorize('changer@example.com', 'Passw0rd!');
    const other = await t.authorize('changer@example.com', 'Passw0rd!');
    const made = await call('POST', '/api/Account/CreateApiToken', current, {
      Name: 'nightly',
      Scope: 'read',
      ExpiresInDays: 30,
    });
    const script = { authorization: `Bearer ${made.json().Token}` };
    expect((await call('GET', '/api/Account/UserInfo', script)).statusCode).toBe(200);
    const wrong = await call('POST', '/api/Account/ChangePassword', current, {
      OldPassword: 'Wrong0rd!',
      NewPassword: 'Better#2026',
      ConfirmPassword: 'Better#2026',
    });
    expect(wrong.json()).toEqual({
      Message: 'Incorrect current password.',
      ModelState: { OldPassword: ['Incorrect current password.'] },
    });
    const mismatch = await call('POST', '/api/Account/ChangePassword', current, {
      OldPassword: 'Passw0rd!',
      NewPassword: 'Better#2026',
      ConfirmPassword: 'Better#2027',
    });
    expect(mismatch.json().ModelState).toEqual({ ConfirmPassword: [userMessages.passwordMismatch] });
    const changed = await call('POST', '/api/Account/ChangePassword', current, {
      OldPassword: 'Passw0rd!',
      NewPassword: 'Better#2026',
      ConfirmPassword: 'Better#2026',
    });
    expect(changed.json()).toBe(true);
    expect((await call('GET', '/api/Account/UserInfo', current)).statusCode).toBe(200);
    expect((await call('GET', '/api/Account/UserInfo', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/Account/UserInfo', script)).statusCode).toBe(401);
    expect((await t.login('changer@example.com', 'Passw0rd!')).statusCode).toBe(400);
    expect((await t.login('changer@example.com', 'Better#2026')).statusCode).toBe(200);
  });

  it("gives integrators tokens limited to their scope and their user's rights, revocable at once", async () => {
    const make = async (headers: Headers, scope: string) => {
      const response = await call('POST', '/api/Account/CreateApiToken', headers, {
        Name: `script ${scope}`,
        Scope: scope,
        ExpiresInDays: 30,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { Id: string; Token: string; Scope: string };
    };
    const read = await make(admin, 'read');
    const write = await make(admin, 'write');
    expect(read.Token).toMatch(/^lic_/);
    const asRead = { authorization: `Bearer ${read.Token}` };
    const asWrite = { authorization: `Bearer ${write.Token}` };
    const product = { ProductName: `Scripted ${Date.now()}`, ProductVersion: '1.0' };

    expect((await call('GET', '/api/Account/GetAllUser', asRead)).statusCode).toBe(200);
    const refused = await call('POST', '/api/Products/CreateProduct', asRead, product);
    expect(refused.json()).toEqual({ Message: 'This token may only read.' });
    expect((await call('POST', '/api/Products/CreateProduct', asWrite, product)).statusCode).toBe(200);
    // A token makes no tokens and changes no password: a person does.
    expect(
      (
        await call('POST', '/api/Account/CreateApiToken', asWrite, {
          Name: 'x',
          Scope: 'read',
          ExpiresInDays: 1,
        })
      ).statusCode,
    ).toBe(403);

    const staffToken = await make(staff, 'write');
    expect(
      (await call('GET', '/api/Account/GetAllUser', { authorization: `Bearer ${staffToken.Token}` }))
        .statusCode,
    ).toBe(403);

    const listed = (await call('GET', '/api/Account/GetApiTokens', admin)).json() as {
      Id: string;
      LastUsedAt: string | null;
    }[];
    expect(listed.map((token) => token.Id)).toEqual(expect.arrayContaining([read.Id, write.Id]));
    expect(listed.find((token) => token.Id === read.Id)!.LastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(read.Token);
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('id', '=', read.Id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(read.Token);

    expect((await call('DELETE', `/api/Account/RevokeApiToken/${read.Id}`, admin)).json()).toBe(true);
    expect((await call('GET', '/api/Account/GetAllUser', asRead)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/Account/RevokeApiToken/${write.Id}`, staff)).statusCode).toBe(404);
    const badScope = await call('POST', '/api/Account/CreateApiToken', admin, {
      Name: 'x',
      Scope: 'all',
      ExpiresInDays: 1,
    });
    expect(badScope.json().ModelState).toEqual({ Scope: ["Scope must be 'read' or 'write'"] });
  });
});
