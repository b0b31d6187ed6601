import { describe, expect, it } from 'vitest';
import { columnsToStepAside, type FittingColumn } from './useFittingColumns';

const column = (key: string, priority = 1, kept = false): FittingColumn => ({ key, priority, kept });

describe('columns that step aside', () => {
  const columns = [
    column('order'),
    column('date', 2),
    column('email', 2),
    column('payment', 3),
    column('state'),
  ];
  const widths = [100, 90, 200, 80, 90];

  it('leaves every column when the row fits', () => {
    expect(columnsToStepAside(columns, widths, 128, 688)).toEqual(new Set());
  });

  it('takes priority 3 first, then 2 from the right, until the row fits', () => {
    expect(columnsToStepAside(columns, widths, 128, 687)).toEqual(new Set(['payment']));
    expect(columnsToStepAside(columns, widths, 128, 500)).toEqual(new Set(['payment', 'email']));
    expect(columnsToStepAside(columns, widths, 128, 400)).toEqual(new Set(['payment', 'email', 'date']));
  });

  it('never takes a priority-1 column or one whose sort or filter is in use', () => {
    const kept = [column('order'), column('date', 2), column('email', 2, true), column('state')];
    expect(columnsToStepAside(kept, [100, 90, 200, 90], 128, 100)).toEqual(new Set(['date']));
  });
});
