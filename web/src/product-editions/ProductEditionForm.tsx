import { messages, productEditionEditSchema, productEditionSchema, productEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { FeatureLinesField, type LineFormValues } from '../edition-lines/FeatureLinesField';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import type { ProductEditionInput, ProductEditionShow_EditionFragment } from '../gql/graphql';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormDateField } from '../shared/form/FormDateField';
import { FormNumberField } from '../shared/form/FormNumberField';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { ownForm } from '../shared/resource/resource';
import { ProductEditionShow_edition } from './fragments';

/** The product edition fields this form edits. */
/** What the form holds: ids as strings, numbers null while empty, dates 'YYYY-MM-DD' ('' for none). */
type ProductEditionFormValues = {
  productId: string;
  /** The picked product's name (not sent): shown by the picker, kept in a draft. */
  productLabel: string;
  name: string;
  code: string;
  price: number | null;
  pricePerMonth: number | null;
  displayOrder: number | null;
  activeDate: string;
  inactiveDate: string;
  lines: LineFormValues[];
};

const today = () => new Date().toISOString().slice(0, 10);

/** A new edition: active from today, display order 1 (SPEC §9). */
const emptyProductEdition = (): ProductEditionFormValues => ({
  productId: '',
  productLabel: '',
  name: '',
  code: '',
  price: null,
  pricePerMonth: null,
  displayOrder: 1,
  activeDate: today(),
  inactiveDate: '',
  lines: [],
});

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function toProductEditionFormValues(edition: ProductEditionShow_EditionFragment): ProductEditionFormValues {
  return {
    productId: edition.productId,
    productLabel: edition.productName,
    name: edition.name,
    code: edition.code,
    price: edition.price,
    pricePerMonth: edition.pricePerMonth,
    displayOrder: edition.displayOrder,
    activeDate: dateOnly(edition.activeDate),
    inactiveDate: dateOnly(edition.inactiveDate),
    lines: edition.lines.map((line) => ({
      featureId: line.featureId,
      quantity: line.quantity,
      isBoolean: line.feature?.isBoolean ?? false,
      featureLabel: line.featureLabel,
    })),
  };
}

/** The validated values (cast by the schema) as the GraphQL input. */
export function toProductEditionInput(values: ProductEditionFormValues): ProductEditionInput {
  return {
    productId: String(values.productId),
    name: values.name,
    code: values.code,
    price: Number(values.price),
    pricePerMonth: Number(values.pricePerMonth),
    displayOrder: values.displayOrder ?? 1,
    activeDate: values.activeDate || null,
    inactiveDate: values.inactiveDate || null,
    lines: values.lines.map((line) => ({
      featureId: String(line.featureId),
      quantity: Number(line.quantity),
    })),
  };
}

/** The product picker and the lines, which follow the chosen product. */
function ProductAndLines({ productFieldLabel }: { productFieldLabel: string }) {
  const { values, setFieldValue } = useFormikContext<ProductEditionFormValues>();
  const previous = useRef(values.productId);
  return (
    <>
      <DeclaredPicker
        entity={productEntity}
        name="productId"
        label={productFieldLabel}
        required
        initialLabel={values.productLabel || undefined}
        onPick={(option) => {
          void setFieldValue('productLabel', option?.label ?? '', false);
          // Lines name features of one product: another product starts them afresh.
          if ((option?.id ?? '') !== previous.current) void setFieldValue('lines', [], false);
          previous.current = option?.id ?? '';
        }}
      />
      <FormTextField name="name" label="Edition Name" required />
      <FormTextField
        name="code"
        label="Edition Code"
        required
        hint="A code containing 'trial' makes a trial edition."
      />
      <FormNumberField name="price" label="Price Per Year" required step={0.01} min={0} />
      <FormNumberField name="pricePerMonth" label="Price Per Month" required step={0.01} min={0} />
      <FormNumberField name="displayOrder" label="Display Order" step={1} min={0} />
      <FormDateField name="activeDate" label="Active Date" />
      <FormDateField name="inactiveDate" label="Inactive Date" />
      <FeatureLinesField productId={values.productId || null} byProduct />
    </>
  );
}

type ProductEditionFormProps = FormProps<ProductEditionFormValues> & {
  mode: 'add' | 'edit';
};

/** Product edition add/edit (SPEC §5): add names 'Product' first, edit 'Product Name'. */
export function ProductEditionForm({ mode, ...form }: ProductEditionFormProps) {
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
  empty: emptyProductEdition,
  toValues: toProductEditionFormValues,
  toInput: toProductEditionInput,
  useInitialValues: useRestoredDraft,
  failedText: messages.getProductEditionFailed,
});
