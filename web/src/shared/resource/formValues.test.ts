import {
  addonEntity,
  emailTemplateEntity,
  productEditionEntity,
  releasePackageEntity,
} from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { emptyValues, REF_LABELS, refLabel, toFormValues, toInput } from './formValues';

describe('form values from the declaration', () => {
  it('starts a new item from the schema defaults, else empty by field type', () => {
    expect(emptyValues(addonEntity)).toEqual({
      productId: '',
      featureId: '',
      name: '',
      isActive: true,
      price: 0,
      pricePerMonth: 0,
      priceCalcPerItem: false,
    });
  });

  it('reads an item into the form, keeping the names of the rows it refers to', () => {
    const values = toFormValues(addonEntity, {
      id: '4',
      productId: '2',
      product: { id: '2', name: 'EQQ Server' },
      featureId: '9',
      feature: { id: '9', label: 'Users', name: 'USERS' },
      name: 'Extra seat',
      code: 'Extraseat',
      isActive: false,
      price: 12.5,
      pricePerMonth: null,
      priceCalcPerItem: true,
    });
    expect(values).toMatchObject({ productId: '2', featureId: '9', isActive: false, price: 12.5 });
    expect(values.pricePerMonth).toBeNull();
    expect(values[REF_LABELS]).toEqual({ productId: 'EQQ Server', featureId: 'Users (USERS)' });
    expect(values).not.toHaveProperty('code');
  });

  it('writes only the writable fields, as the GraphQL input types them', () => {
    const input = toInput(releasePackageEntity, {
      productId: 3,
      name: 'EQQ 2.0',
      version: '2.0',
      url: '',
      description: '',
      [REF_LABELS]: { productId: 'EQQ' },
    });
    expect(input).toEqual({ productId: '3', name: 'EQQ 2.0', version: '2.0', url: null, description: null });
  });

  it('writes a line list by the writable fields of its lines', () => {
    const same = {
      name: 'Std',
      code: 'STD',
      price: 10,
      pricePerMonth: 0,
      displayOrder: 1,
      activeDate: '2026-01-02',
    };
    const input = toInput(productEditionEntity, {
      ...same,
      productId: 3,
      [REF_LABELS]: { productId: 'EQQ Server' },
      inactiveDate: '',
      lines: [{ featureId: 7, quantity: 1, isBoolean: true, featureLabel: 'API' }],
    });
    expect(input).toEqual({
      ...same,
      productId: '3',
      inactiveDate: null,
      maxMachines: null,
      lines: [{ featureId: '7', quantity: 1 }],
    });
  });

  it('names a referred row by a joined field too', () => {
    const field = emailTemplateEntity.fields.emailTemplateTypeId;
    expect(refLabel(field, { emailTemplateTypeName: 'Order' })).toBe('Order');
  });
});
