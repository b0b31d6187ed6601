import { describe, expect, it } from 'vitest';
import { string } from 'yup';
import {
  customerEntity,
  defineEntity,
  entities,
  filterableFields,
  fromRestMap,
  productEditionEntity,
  productEntity,
  releasePackageEntity,
  restDefaultSort,
  roleEntity,
  singularField,
  sortableFields,
  sortableFieldsSentence,
  toRestMap,
} from '../index.js';
import { itsLabel } from '../schema-fields.js';

const base = {
  name: 'Thing',
  plural: 'things',
  displayName: 'Thing',
  deleteLabel: 'Thing',
  notFoundLabel: 'Thing',
  routes: { list: '/l', get: '/g', create: '/c', update: '/u', delete: '/d' },
} as const;

describe('the entity registry', () => {
  it('declares every entity once, by GraphQL name and list field', () => {
    const names = entities.map((entity) => entity.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(entities.map((entity) => entity.plural)).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Product', 'Customer', 'Role', 'SentEmailType']));
  });
  it('gives each entity SPEC §9 default sort in REST names', () => {
    expect(restDefaultSort(productEntity)).toEqual([{ FieldName: 'ProductName', Type: 'asc' }]);
    expect(restDefaultSort(customerEntity)).toEqual([{ FieldName: 'CustomerCode', Type: 'desc' }]);
    expect(restDefaultSort(releasePackageEntity)).toEqual([{ FieldName: 'Version', Type: 'desc' }]);
    expect(restDefaultSort(roleEntity)).toEqual([{ FieldName: 'Name', Type: 'asc' }]);
  });
  it('names the list fields and the sentence every layer refuses a sort with', () => {
    const product = productEntity;
    expect(sortableFields(product)).toEqual(['id', 'name', 'version']);
    expect(filterableFields(product)).toEqual(['id', 'name', 'version']);
    expect(singularField(productEditionEntity)).toBe('productEdition');
    expect(sortableFieldsSentence(['a', 'b'])).toBe('Sortable fields: a, b.');
  });
});

describe('defineEntity', () => {
  const fields = {
    id: { rest: 'Id', type: 'id', sort: true, readOnly: true },
    name: { rest: 'Name', type: 'text', sort: true },
    notes: { rest: 'Notes', type: 'text' },
  } as const;

  it('accepts a consistent declaration', () => {
    expect(
      defineEntity({
        ...base,
        key: 'id',
        fields,
        defaultSort: [{ field: 'name', direction: 'asc' }],
      }),
    ).toMatchObject({ name: 'Thing' });
  });
  it('refuses a default sort on a field lists cannot sort by', () => {
    expect(() =>
      defineEntity({
        ...base,
        key: 'id',
        fields,
        defaultSort: [{ field: 'notes', direction: 'asc' }],
      }),
    ).toThrow("default sort 'notes' is not sortable");
  });
  it('refuses a rule on a read-only field, and on one without a label to name it', async () => {
    const readOnly = {
      ...fields,
      id: { rest: 'Id', type: 'id', readOnly: true, label: 'Id', rule: string() },
    } as const;
    expect(() => defineEntity({ ...base, key: 'id', fields: readOnly, defaultSort: [] })).toThrow(
      'a rule checks a written field, named by a label',
    );
    const unnamed = { ...fields, notes: { rest: 'Notes', type: 'text', rule: string() } } as const;
    expect(() => defineEntity({ ...base, key: 'id', fields: unnamed, defaultSort: [] })).toThrow(
      'a rule checks a written field, named by a label',
    );
    // The schema is the rules, each message naming its field by the field's label.
    const named = {
      ...fields,
      notes: { rest: 'Notes', type: 'text', label: 'Note', rule: string().required(itsLabel) },
    } as const;
    await expect(
      defineEntity({ ...base, key: 'id', fields: named, defaultSort: [] }).schema.validate({}),
    ).rejects.toMatchObject({ errors: ['Note'] });
  });
  it('refuses an edit rule or label on a read-only, undeclared or unruled field', () => {
    expect(() => defineEntity({ ...base, fields, defaultSort: [], editRules: { id: string() } })).toThrow(
      'a rule checks a written field, named by a label',
    );
    const undeclared = { nope: string() } as Record<string, never>;
    expect(() => defineEntity({ ...base, fields, defaultSort: [], editRules: undeclared })).toThrow(
      "edit rule 'nope' checks no declared field",
    );
    expect(() => defineEntity({ ...base, fields, defaultSort: [], editLabels: { notes: 'Note' } })).toThrow(
      "edit rule 'notes' checks no declared field",
    );
  });
  it('refuses search in a non-text field and an id-set filter on text', () => {
    const bad = { ...fields, name: { rest: 'Name', type: 'integer', search: true } } as const;
    expect(() => defineEntity({ ...base, key: 'id', fields: bad, defaultSort: [] })).toThrow(
      'search in non-text',
    );
    const badIds = { ...fields, name: { rest: 'Name', type: 'text', filter: 'ids' } } as const;
    expect(() => defineEntity({ ...base, key: 'id', fields: badIds, defaultSort: [] })).toThrow(
      'an id-set filter needs an id field',
    );
  });

  it('filters dates only by range, and takes choices and an input kind only on text', () => {
    const define = (extra: object) =>
      defineEntity({
        ...base,
        key: 'id',
        fields: { ...fields, ...extra } as typeof fields,
        defaultSort: [],
      });
    expect(define({ expires: { rest: 'Expires', type: 'datetime', filter: 'range' } })).toMatchObject({});
    expect(() => define({ expires: { rest: 'Expires', type: 'datetime', filter: true } })).toThrow(
      'dates, and only dates, filter by range',
    );
    expect(() => define({ count: { rest: 'Count', type: 'integer', filter: 'range' } })).toThrow(
      'dates, and only dates, filter by range',
    );
    expect(() => define({ count: { rest: 'Count', type: 'integer', choices: ['1'] } })).toThrow(
      'choices are text values',
    );
    expect(() => define({ count: { rest: 'Count', type: 'integer', input: 'tel' } })).toThrow(
      'only text has an input kind',
    );
  });

  it('takes a REST map only on a list keyed by one of its text fields, and maps both ways', () => {
    const values = {
      rest: 'Values',
      type: 'list',
      restMap: { key: 'code', value: 'amount' },
      of: { code: { rest: 'Code', type: 'text' }, amount: { rest: 'Amount', type: 'integer' } },
    } as const;
    const thing = defineEntity({
      ...base,
      key: 'id',
      fields: { ...fields, values },
      defaultSort: [],
    });
    const field = thing.fields.values;
    expect(toRestMap(field, [{ Code: 'USERS', Amount: 5 }])).toEqual({ USERS: 5 });
    expect(fromRestMap(field, { USERS: 5 })).toEqual([{ Code: 'USERS', Amount: 5 }]);
    // Anything but an object is left for the schema to refuse.
    expect(fromRestMap(field, [1])).toEqual([1]);
    const byNumber = { ...values, restMap: { key: 'amount', value: 'code' } } as const;
    expect(() =>
      defineEntity({ ...base, key: 'id', fields: { ...fields, values: byNumber }, defaultSort: [] }),
    ).toThrow('a REST map is a list keyed by one of its text fields');
  });
});
