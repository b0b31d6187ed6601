import {
  messages,
  productEditionEditSchema,
  productEditionEntity,
  productEditionSchema,
  productEntity,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { type LineFormValues, lineValues } from '../edition-lines/lineValues';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import type { ProductEditionShow_EditionFragment } from '../gql/graphql';
import { DeclaredField } from '../shared/form/DeclaredForm';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormNumberField } from '../shared/form/FormNumberField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { dayOf, emptyValues, type FormValues, toFormValues } from '../shared/resource/formValues';
import { type OwnFormProps, ownForm } from '../shared/resource/resource';
import { ProductEditionShow_edition } from './fragments';

type ProductEditionFormValues = FormValues & { lines: LineFormValues[] };

/** The product picker and the lines, which follow the chosen product. */
function ProductAndLines({ productFieldLabel }: { productFieldLabel: string }) {
  const { values, setFieldValue } = useFormikContext<ProductEditionFormValues>();
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
      <FeatureLinesField productId={productId || null} byProduct />
    </>
  );
}

/** Product edition add/edit (SPEC §5): add names 'Product' first, edit 'Product Name'. */
export function ProductEditionForm({ mode, ...form }: OwnFormProps<ProductEditionFormValues>) {
  return (
    <SchemaForm
      schema={mode === 'add' ? productEditionSchema : productEditionEditSchema}
      aria-label="Product Edition"
      {...form}
    >
      <ProductAndLines productFieldLabel={mode === 'add' ? 'Product' : 'Product Name'} />
    </SchemaForm>
  );
}

export const productEditionForm = ownForm(ProductEditionForm, ProductEditionShow_edition, {
  /** A new edition: active from today, display order 1 (SPEC §9: the schema's default). */
  empty: () =>
    ({ ...emptyValues(productEditionEntity), activeDate: dayOf(), lines: [] }) as ProductEditionFormValues,
  toValues: (edition: ProductEditionShow_EditionFragment): ProductEditionFormValues => ({
    ...toFormValues(productEditionEntity, edition),
    lines: edition.lines.map(lineValues),
  }),
  useInitialValues: useRestoredDraft,
  failedText: messages.getProductEditionFailed,
});
