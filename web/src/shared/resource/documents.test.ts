import { type EntityOperation, hasOperation } from '@licensing/domain';
import { type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { schema } from '../../schema.test-util';
import { entityDocuments } from './documents';

const errorsOf = (document: DocumentNode) => validate(schema, document).map((error) => error.message);

describe('documents built from the declarations', () => {
  for (const resource of resources) {
    const entity = resource.entity;
    if (!entity) continue;
    const documents = entityDocuments(entity);
    // Every entity deletes through the generic hook and any screen may be declared: every document
    // is checked; a view-only entity (job logs) only reads; one whose create answers a type of its
    // own (customers) has a create screen of its own.
    const reads = (kind: string) => kind === 'list' || kind === 'detail' || kind === 'auditTrail';
    const used = Object.entries(documents).filter(
      ([kind]) =>
        (!entity.viewOnly || reads(kind)) &&
        !(kind === 'create' && entity.createResult) &&
        hasOperation(entity, kind as EntityOperation),
    );
    for (const [kind, document] of used) {
      it(`${entity.name} ${kind} is valid against schema/`, () => {
        expect(errorsOf(document)).toEqual([]);
      });
    }
  }

  it('a mutation answers the screen fragment it is given', () => {
    const { entity } = resources.find((r) => r.entity?.name === 'Product') ?? {};
    if (!entity) throw new Error('no Product resource');
    const fragment = parse('fragment ProductCard on Product { name }');
    const { update } = entityDocuments(entity, fragment);
    expect(errorsOf(update)).toEqual([]);
    expect(update.definitions.map((d) => d.kind)).toEqual(['OperationDefinition', 'FragmentDefinition']);
  });

  it("loads and writes each entity's own form through its detail fragment", async () => {
    const owned = resources.filter((resource) => resource.entity && resource.form);
    expect(owned.length).toBeGreaterThan(5);
    for (const resource of owned) {
      const { result } = (await resource.form?.()) ?? {};
      if (!result) continue;
      const entity = resource.entity!;
      const { detail, create, update } = entityDocuments(entity, result);
      // A create that answers a type of its own (customers) is its own screen's.
      const used = entity.createResult ? [detail, update] : [detail, create, update];
      for (const document of used) expect(errorsOf(document)).toEqual([]);
    }
    // It loads every form's chunk (Fluent UI included): seconds on a busy machine.
  }, 30_000);

  it('refuses a sort field the declaration does not allow (the schema enum is the list)', () => {
    const query = parse(`{ roles(orderBy: [{ field: id, direction: ASC }]) { totalCount } }`);
    expect(errorsOf(query).join()).toMatch(/RoleSortField/);
  });
});
