// The generic CRUD mechanism (src/crud): the domain declarations drive every entity's routes, list
// allow-lists and OpenAPI shapes; ids are parsed strictly; text holding NUL is refused.
import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  entities,
  restName,
  SENT_EMAIL_TYPE_NAMES,
  sortableFields,
  sortableFieldsSentence,
} from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp } from './helpers.js';
import { dereferenced } from './openapi-refs.js';

describe.each(drivers)('CRUD from the declarations ($name)', (driver) => {
  const { t, staff: headers, admin } = suiteTestApp(driver, ['staff', 'admin']);

  const get = (url: string, query?: Record<string, string>, as = headers) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers: as });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: as });

  it('refuses an unknown sort field of every entity, naming the sortable fields of its declaration', async () => {
    for (const entity of entities) {
      const response = await get(
        entity.routes.list,
        { MultipleOrders: JSON.stringify([{ FieldName: 'Nope', Type: 'asc' }]) },
        entity.adminOnly === 'all' ? admin : headers,
      );
      expect(response.statusCode, entity.name).toBe(400);
      const sortable = sortableFields(entity).map((field) => restName(entity, field));
      expect(response.json(), entity.name).toEqual({
        Message: "Unknown sort field 'Nope'.",
        ModelState: { MultipleOrders: [`Unknown sort field 'Nope'. ${sortableFieldsSentence(sortable)}`] },
      });
    }
    const products = await get('/api/Products/GetProducts', {
      MultipleOrders: JSON.stringify([{ FieldName: 'Secret', Type: 'asc' }]),
    });
    expect(products.json().ModelState.MultipleOrders).toEqual([
      "Unknown sort field 'Secret'. Sortable fields: ProductID, ProductName, ProductVersion.",
    ]);
    const filter = await get('/api/Account/GetAllRole', {
      Filters: JSON.stringify([{ FieldName: 'Nope', FilterValue: '1' }]),
    });
    expect(filter.json().ModelState.Filters).toEqual([
      "Unknown filter field 'Nope'. Filterable fields: Id, Name.",
    ]);
  });

  it('answers hostile list parameters and sign-in fields with 400 and a Message, never 500', async () => {
    const hostile: Record<string, string>[] = [
      { Page: 'Infinity' },
      { Count: '1e309' },
      { Page: '1e309' },
      { Page: '-1' },
      { Page: '1.5' },
      { Page: 'true' },
      { Search: 'a\u0000b' },
      { Filters: '[{"FieldName":"ProductName","FilterValue":"a\u0000"}]' },
      { MultipleOrders: '[{"FieldName":"ProductName","Type":"up"}]' },
    ];
    for (const query of hostile) {
      const response = await get('/api/Products/GetProducts', query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(typeof response.json().Message).toBe('string');
    }
    const login = await t.login('admin@example.com\u0000', 'x');
    expect(login.statusCode).toBe(400);
    expect(typeof login.json().Message).toBe('string');
  });

  it('answers GetAll with at most a page of 100 rows, but an id-set lookup with every match', async () => {
    const inserted = await t.db
      .insertInto('license_types')
      .values(Array.from({ length: 110 }, (_, i) => ({ type_name: `Bulk ${String(i).padStart(3, '0')}` })))
      .returning('id')
      .execute();
    const all = (await get('/api/LicenseTypes/GetLicenseTypes', { GetAll: 'true' })).json();
    expect(all.Data).toHaveLength(100);
    expect(all.TotalItems).toBeGreaterThanOrEqual(110);
    const ids = inserted.map(({ id }) => id).join(',');
    const filters = JSON.stringify([{ FieldName: 'Id', FilterValue: ids }]);
    const byIds = (
      await get('/api/LicenseTypes/GetLicenseTypes', { GetAll: 'true', Filters: filters })
    ).json();
    expect(byIds.Data).toHaveLength(110);
    await t.db.deleteFrom('license_types').where('type_name', 'like', 'Bulk %').execute();
  });

  it('names every operation of the OpenAPI document once, for generated clients', async () => {
    const document = dereferenced((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json());
    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    )
      .flatMap((path) => Object.values(path))
      .map((operation) => operation.operationId);
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((id) => typeof id !== 'string' || id === '')).toEqual([]);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('describes every entity route in the OpenAPI document, operationId the last path segment', async () => {
    const document = dereferenced((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json());
    for (const entity of entities) {
      const { list, get: one, create, update, delete: remove } = entity.routes;
      const routes = [
        [list, document.paths[list]?.get],
        [one, document.paths[`${one}/{id}`]?.get],
        // A view-only entity (job logs) has no writes.
        ...(entity.viewOnly
          ? []
          : [
              [create, document.paths[create!]?.post],
              [update, document.paths[update!]?.put],
              [remove, document.paths[`${remove}/{id}`]?.delete],
            ]),
      ] as [
        string,
        { operationId: string; responses: Record<string, { content: Record<string, { schema: unknown }> }> },
      ][];
      const operations = routes.map(([, operation]) => operation);
      expect(operations.map((operation) => operation?.operationId)).toEqual(
        routes.map(([path]) => path.split('/').at(-1)),
      );
      for (const operation of operations) {
        expect(operation.responses['200']?.content['application/json']?.schema, entity.name).toBeDefined();
      }
      const answer = document.paths[`${one}/{id}`].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(answer.properties).sort()).toEqual(
        Object.values(entity.fields)
          .map((field) => field.rest)
          .sort(),
      );
      const sorts = document.paths[list].get.parameters.find(
        (parameter: { name: string }) => parameter.name === 'MultipleOrders',
      );
      const sortable = sortableFields(entity).map((field) => restName(entity, field));
      expect(sorts.description).toContain(sortableFieldsSentence(sortable));
    }
    const releasePackage =
      document.paths['/api/ReleasePackage/GetReleasePackage/{id}'].get.responses['200'].content[
        'application/json'
      ].schema;
    expect(releasePackage.properties.URL.nullable).toBe(true);
    expect(releasePackage.properties.Name.nullable).toBeUndefined();
  });

  describe('strict ids', () => {
    it('answers 400 naming the path id for anything but digits within int4', async () => {
      for (const id of ['1e3', '+1', '01', '1.5', 'Infinity', '0', '-1', '2147483648', '0x10']) {
        const response = await get(`/api/Products/GetProduct/${id}`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json().ModelState, id).toEqual({ id: [messageOf(response)] });
      }
      expect(messageOf(await get('/api/Products/GetProduct/Infinity'))).toBe('The id field must be integer.');
      expect(messageOf(await get('/api/Products/GetProduct/2147483648'))).toBe(
        'The id field must be from 1 to 2147483647.',
      );
      const role = await get('/api/Account/GetRole/1');
      expect(role.statusCode).toBe(400);
      expect(messageOf(role)).toBe('The id field must be a uuid.');
      const deleted = await send('DELETE', '/api/Products/DeleteProduct/1e3');
      expect(deleted.statusCode).toBe(400);
    });

    it('answers 400 naming the body id of an update, and a filter id', async () => {
      for (const ProductID of ['Infinity', 1.5, true, '1e3', -4, 'x']) {
        const response = await send('PUT', '/api/Products/UpdateProduct', {
          ProductID,
          ProductName: 'A',
          ProductVersion: '1',
        });
        expect(response.statusCode, String(ProductID)).toBe(400);
        expect(Object.keys(response.json().ModelState)).toEqual(['ProductID']);
      }
      const reference = await send('POST', '/api/ReleasePackage/Createreleasepackage', {
        ProductID: 'Infinity',
        Name: 'A',
        Version: '1',
      });
      expect(reference.statusCode).toBe(400);
      expect(reference.json().ModelState).toEqual({ ProductID: ['Product is not valid'] });
      for (const value of ['Infinity', '1.5', '1e3', '99999999999']) {
        const filtered = await get('/api/Products/GetProducts', {
          Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: value }]),
        });
        expect(filtered.statusCode, value).toBe(400);
      }
      const roles = await get('/api/Account/GetAllRole', {
        Filters: JSON.stringify([{ FieldName: 'Id', FilterValue: 'not-a-uuid' }]),
      });
      expect(roles.statusCode).toBe(400);
    });
  });

  it('refuses text holding a NUL character with 400 naming the field, storing nothing', async () => {
    const created = await send('POST', '/api/Products/CreateProduct', {
      ProductName: 'Nul\u0000Product',
      ProductVersion: '1',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      Message: 'The ProductName field must not contain NUL characters.',
      ModelState: { ProductName: ['The ProductName field must not contain NUL characters.'] },
    });
    const searched = await get('/api/Products/GetProducts', { Search: 'a\u0000' });
    expect(searched.statusCode).toBe(400);
    expect(messageOf(searched)).toBe('The Search field must not contain NUL characters.');
    const line = await send('POST', '/api/Editions/CreateEdition', {
      Name: 'N',
      Code: 'N',
      EditionDetail: [{ FeatureID: 1, Quantity: 1, Note: '\u0000' }],
    });
    expect(line.statusCode).toBe(400);
    expect(Object.keys(line.json().ModelState)).toEqual(['EditionDetail.0.Note']);
    expect((await get('/api/Products/GetProducts', { Search: 'Nul' })).json().TotalItems).toBe(0);
  });

  describe('JSON types of bodies, from the declared field types', () => {
    const invalid = (field: string, types: string) => {
      const message = `The ${field} field must be ${types}.`;
      return { Message: message, ModelState: { [field]: [message] } };
    };

    it('answers an object, a list or a number where text goes with 400 naming the field', async () => {
      for (const ProductName of [{}, [], ['A'], { toString: 'A' }, 5, true]) {
        const created = await send('POST', '/api/Products/CreateProduct', {
          ProductName,
          ProductVersion: '1',
        });
        expect(created.statusCode, JSON.stringify(ProductName)).toBe(400);
        expect(created.json()).toEqual(invalid('ProductName', 'string'));
        const updated = await send('PUT', '/api/Products/UpdateProduct', {
          ProductID: 1,
          ProductName: 'A',
          ProductVersion: ProductName,
        });
        expect(updated.json()).toEqual(invalid('ProductVersion', 'string'));
      }
      const deep = `${'['.repeat(10_000)}"a"${']'.repeat(10_000)}`;
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/Products/CreateProduct',
        payload: `{"ProductName":${deep},"ProductVersion":"1"}`,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(nested.json()).toEqual(invalid('ProductName', 'string'));
    });

    it('names the field of a nested row or map, and the type a number, boolean or list takes', async () => {
      const line = await send('POST', '/api/ProductEditions/CreateProductEdition', {
        ProductID: 1,
        ProductEditionName: 'E',
        ProductEditionCode: 'E',
        Price: 1,
        PricePerMonth: 1,
        ProductEditionDetail: [{ FeatureID: 1, Quantity: { value: 1 } }],
      });
      expect(line.json()).toEqual(invalid('ProductEditionDetail.0.Quantity', 'integer or string'));
      const list = await send('POST', '/api/ProductEditions/CreateProductEdition', {
        ProductID: 1,
        ProductEditionDetail: 'all',
      });
      expect(list.json()).toEqual(invalid('ProductEditionDetail', 'array'));
      const price = await send(
        'PUT',
        '/api/Addon/UpdateAddon',
        { ID: 1, ProductID: 1, Name: 'A', Price: [1] },
        admin,
      );
      expect(price.json()).toEqual(invalid('Price', 'number or string'));
      const flag = await send(
        'POST',
        '/api/Addon/CreateAddon',
        { ProductID: 1, Name: 'A', IsActive: {} },
        admin,
      );
      expect(flag.json()).toEqual(invalid('IsActive', 'boolean or string'));
      const map = await send(
        'POST',
        '/api/Licenses/CreateLicense',
        { ProductFeatures: { Users: [5] } },
        admin,
      );
      expect(map.json()).toEqual(invalid('ProductFeatures.Users', 'integer or string'));
    });

    it('leaves null and empty text to the declaration, which names missing fields (SPEC §5)', async () => {
      for (const ProductName of [null, '', '  ']) {
        const created = await send('POST', '/api/Products/CreateProduct', {
          ProductName,
          ProductVersion: '1',
        });
        expect(created.statusCode).toBe(400);
        expect(messageOf(created)).toBe('Please fill in the following required fields: Product Name');
      }
      const edition = await send('POST', '/api/ProductEditions/CreateProductEdition', {
        ProductID: '',
        ProductEditionName: 'E',
        ProductEditionCode: 'E',
        Price: null,
        PricePerMonth: 0,
      });
      expect(messageOf(edition)).toBe(
        'Please fill in the following required fields: Product, Price Per Year',
      );
    });
  });

  it('refuses NUL spelled as \\u0000 inside the JSON of Filters and MultipleOrders, naming the parameter', async () => {
    // JSON.stringify writes NUL as the six characters \u0000: the query holds no NUL until parsed.
    const filtered = await get('/api/Products/GetProducts', {
      Filters: JSON.stringify([{ FieldName: 'ProductName', FilterValue: 'a\u0000b' }]),
    });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json()).toEqual({
      Message: 'The Filters field must not contain NUL characters.',
      ModelState: { Filters: ['The Filters field must not contain NUL characters.'] },
    });
    const sorted = await get('/api/Products/GetProducts', {
      MultipleOrders: JSON.stringify([{ FieldName: 'ProductName\u0000', Type: 'asc' }]),
    });
    expect(sorted.statusCode).toBe(400);
    expect(messageOf(sorted)).toBe('The MultipleOrders field must not contain NUL characters.');
  });

  it('answers input nested 10,000 deep with a 4xx and a Message, not a stack overflow', async () => {
    const deep = `${'['.repeat(10_000)}"a"${']'.repeat(10_000)}`;
    const filtered = await get('/api/Products/GetProducts', { Filters: deep });
    expect(filtered.statusCode).toBe(400);
    expect(messageOf(filtered)).toBe('Each Filters item needs a FieldName and a FilterValue.');
    // A value forwarded as is (ui_settings) is still looked through for NUL, without recursion.
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/CreateCustomerSupportAccount',
      payload: `{"CustomerID":1,"ui_settings":{"theme":${deep}}}`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(forwarded.statusCode).toBeLessThan(500);
    expect(typeof messageOf(forwarded)).toBe('string');
  });

  describe('roles', () => {
    const BASE = '/api/Account';
    type Role = { Id: string; Name: string };
    const roles = async () => (await get(`${BASE}/GetAllRole`)).json().Data as Role[];
    const roleNamed = async (name: string) => (await roles()).find((role) => role.Name === name)!;

    it('lists Admin and Staff by name to everyone signed in, and reads one', async () => {
      const list = await roles();
      expect(list.map((role) => role.Name)).toEqual(['Admin', 'Staff']);
      const one = await get(`${BASE}/GetRole/${list[1]!.Id}`);
      expect(one.json()).toEqual(list[1]);
      const missing = await get(`${BASE}/GetRole/00000000-0000-4000-8000-000000000000`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ Message: 'Role not found.' });
    });

    it('lets administrators only create, rename and delete roles; staff get 403', async () => {
      expect((await send('POST', `${BASE}/CreateRole`, { Name: 'Support' })).statusCode).toBe(403);
      const created = await send('POST', `${BASE}/CreateRole`, { Name: ' Support ' }, admin);
      expect(created.statusCode).toBe(200);
      const id = created.json() as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get(`${BASE}/GetRole/${id}`)).json()).toEqual({ Id: id, Name: 'Support' });
      const renamed = { Id: id, Name: 'Helpdesk' };
      expect((await send('PUT', `${BASE}/UpdateRole`, renamed)).statusCode).toBe(403);
      expect((await send('PUT', `${BASE}/UpdateRole`, renamed, admin)).json()).toBe(true);
      expect((await get(`${BASE}/GetRole/${id}`)).json().Name).toBe('Helpdesk');
      expect((await send('DELETE', `${BASE}/DeleteRole/${id}`)).statusCode).toBe(403);
      expect((await send('DELETE', `${BASE}/DeleteRole/${id}`, undefined, admin)).json()).toBe(true);
      expect((await send('DELETE', `${BASE}/DeleteRole/${id}`, undefined, admin)).statusCode).toBe(404);
    });

    it("requires 'Role Name' and refuses a name taken whatever its case", async () => {
      const empty = await send('POST', `${BASE}/CreateRole`, { Name: '  ' }, admin);
      expect(empty.json()).toEqual({
        Message: 'Please fill in the following required fields: Role Name',
        ModelState: { Name: ['Role Name is required.'] },
      });
      // A second 'admin' would not make administrators, but would confuse everyone.
      const taken = await send('POST', `${BASE}/CreateRole`, { Name: 'admin' }, admin);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({
        Message: 'A role with this Role Name already exists.',
        ModelState: { Name: ['A role with this Role Name already exists.'] },
      });
      const staff = await roleNamed('Staff');
      const toAdmin = await send('PUT', `${BASE}/UpdateRole`, { Id: staff.Id, Name: 'Admin' }, admin);
      expect(toAdmin.statusCode).toBe(400);
      expect((await roleNamed('Staff')).Id).toBe(staff.Id);
    });

    it('keeps the Admin role, and a role users hold', async () => {
      const adminRole = await roleNamed('Admin');
      const renamed = await send('PUT', `${BASE}/UpdateRole`, { Id: adminRole.Id, Name: 'Boss' }, admin);
      expect(renamed.statusCode).toBe(400);
      expect(messageOf(renamed)).toBe('The Admin role cannot be renamed.');
      expect(
        (await send('PUT', `${BASE}/UpdateRole`, { Id: adminRole.Id, Name: 'Admin' }, admin)).json(),
      ).toBe(true);
      const staff = await roleNamed('Staff');
      const inUse = await send('DELETE', `${BASE}/DeleteRole/${staff.Id}`, undefined, admin);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toEqual({ Message: 'This role is used by 1 user.' });
      expect((await roleNamed('Staff')).Id).toBe(staff.Id);
      const adminKept = await send('DELETE', `${BASE}/DeleteRole/${adminRole.Id}`, undefined, admin);
      expect(adminKept.statusCode).toBe(409);
      expect(adminKept.json()).toEqual({ Message: 'The Admin role cannot be deleted.' });
      expect((await roleNamed('Admin')).Id).toBe(adminRole.Id);
    });
  });

  describe.each([
    {
      name: 'e-mail template types',
      base: '/api/EmailTemplateType',
      plural: 'EmailTemplateTypes',
      singular: 'EmailTemplateType',
      seeded: Object.values(EMAIL_TEMPLATE_TYPE_NAMES),
      notFound: 'Email template type not found.',
    },
    {
      name: 'type send e-mails',
      base: '/api/TypeSendEmail',
      plural: 'TypeSendEmails',
      singular: 'TypeSendEmail',
      seeded: Object.values(SENT_EMAIL_TYPE_NAMES),
      notFound: 'Type send email not found.',
    },
  ])('$name', ({ base, plural, singular, seeded, notFound }) => {
    it('are seeded with the types the product uses, sorted by Name', async () => {
      const list = (await get(`${base}/Get${plural}`)).json();
      expect(list.Data.map((row: { Name: string }) => row.Name)).toEqual([...seeded].sort());
      expect(list.TotalItems).toBe(seeded.length);
    });

    it("are created, read, renamed and deleted by staff; 'Name' is required and unique", async () => {
      const created = await send('POST', `${base}/Create${singular}`, { Name: 'Reminder' });
      expect(created.statusCode).toBe(200);
      const id = created.json() as number;
      expect((await get(`${base}/Get${singular}/${id}`)).json()).toEqual({ Id: id, Name: 'Reminder' });
      expect((await send('PUT', `${base}/Update${singular}`, { Id: id, Name: 'Reminders' })).json()).toBe(
        true,
      );
      expect((await get(`${base}/Get${singular}/${id}`)).json().Name).toBe('Reminders');
      const missing = await send('POST', `${base}/Create${singular}`, {});
      expect(missing.json()).toEqual({
        Message: 'Please fill in the following required fields: Name',
        ModelState: { Name: ['Name is required.'] },
      });
      const taken = await send('POST', `${base}/Create${singular}`, { Name: seeded[0]!.toUpperCase() });
      expect(taken.statusCode).toBe(400);
      expect(Object.keys(taken.json().ModelState)).toEqual(['Name']);
      expect((await send('DELETE', `${base}/Delete${singular}/${id}`)).json()).toBe(true);
      const gone = await get(`${base}/Get${singular}/${id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ Message: notFound });
    });
  });
});
