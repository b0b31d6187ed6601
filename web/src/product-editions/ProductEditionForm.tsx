import { messages, productEditionEntity, productEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { type EditionFormValues, editionFormValues } from '../edition-lines/editionFormValues';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormNumberField } from '../shared/form/FormNumberField';
import { type OwnFormProps, ownForm } from '../shared/resource/resource';
import { ProductEditionShow_edition } from './fragments';

/** The product picker and the lines, which follow the chosen product. */
function ProductAndLines({ productFieldLabel }: { productFieldLabel: string }) {
  const { values, setFieldValue } = useFormikContext<EditionFormValues>();
  const productId = String(values.productId ?? '');
  const previous = useRef(productId);
  const field = (name: string, hint?: string) => (
    <DeclaredField entity={productEditionEntity} name={name} hint={hint} />
  );
  return (
    <>
      <DeclaredPicker
        entity={productEntity}
        name="productId"
        label={productFieldLabel}
        required
        onPick={(option) => {
          // Lines name features of one product: another product starts them afresh.
          if ((option?.id ?? '') !== previous.current) void setFieldValue('lines', [], false);
          previous.current = option?.id ?? '';
        }}
      />
      {field('name')}
      {field('code', "A code containing 'trial' makes a trial edition.")}
      {field('price')}
      {field('pricePerMonth')}
      <FormNumberField name="displayOrder" label="Display Order" step={1} min={0} />
      {field('activeDate')}
      {field('inactiveDate')}
      {field('maxMachines', 'Machines each of its licenses may activate; empty: no limit.')}
      <FeatureLinesField productId={productId || null} byProduct />
    </>
  );
}

/** Product edition add/edit (SPEC §5): add names 'Product' first, edit 'Product Name'. */
export function ProductEditionForm(form: OwnFormProps<EditionFormValues>) {
  return (
    <DeclaredForm entity={productEditionEntity} {...form}>
      <ProductAndLines productFieldLabel={form.mode === 'add' ? 'Product' : 'Product Name'} />
    </DeclaredForm>
  );
}

export const productEditionForm = ownForm(ProductEditionForm, ProductEditionShow_edition, {
  ...editionFormValues(productEditionEntity),
  failedText: messages.getProductEditionFailed,
});
