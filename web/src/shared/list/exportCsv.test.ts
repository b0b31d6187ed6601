import { productEntity } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { exportUrl } from './exportCsv';

describe('exportUrl', () => {
  it('carries the list’s search, sort, filters and columns, and a selection’s ids, as the list field names them', () => {
    const url = exportUrl({
      entity: productEntity,
      params: { search: 'a&b', orderBy: [{ field: 'name', direction: 'DESC' }], filter: { version: '1' } },
      columns: ['name', 'version'],
      ids: ['3', '7'],
    });
    const [path, query] = url.split('?') as [string, string];
    expect(path).toBe('/export/products.csv');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      search: 'a&b',
      orderBy: '[{"field":"name","direction":"DESC"}]',
      filter: '{"version":"1"}',
      columns: 'name,version',
      ids: '3,7',
    });
  });

  it('leaves out what the list does not narrow by', () => {
    expect(
      exportUrl({ entity: productEntity, params: { search: null, orderBy: [], filter: null }, columns: [] }),
    ).toBe('/export/products.csv?');
  });
});
