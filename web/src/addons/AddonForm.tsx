import { Field } from '@fluentui/react-field';
import { Text } from '@fluentui/react-text';
import { addonCode, addonSchema } from '@licensing/domain';
import { useFormikContext } from 'formik';
import type { AddonInput } from '../gql/graphql';
import { FeaturePicker } from '../shared/form/FeaturePicker';
import { FormNumberField } from '../shared/form/FormNumberField';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { ProductPicker } from '../shared/form/ProductPicker';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';

/** What the form holds: ids as the pickers' strings ('' for none), prices null while empty. */
export type AddonFormValues = {
  productId: string;
  name: string;
  featureId: string;
  isActive: boolean;
  price: number | null;
  pricePerMonth: number | null;
  priceCalcPerItem: boolean;
};

/** SPEC §3 defaults: active, prices 0, not priced per item, no feature. */
export const emptyAddon: AddonFormValues = {
  productId: '',
  name: '',
  featureId: '',
  isActive: true,
  price: 0,
  pricePerMonth: 0,
  priceCalcPerItem: false,
};

/** The validated values (the schema casts ids to numbers, '' to null, empty prices to 0) as the input. */
export function toAddonInput(values: AddonFormValues): AddonInput {
  return {
    productId: String(values.productId),
    name: values.name,
    featureId: values.featureId ? String(values.featureId) : null,
    isActive: values.isActive,
    price: values.price ?? 0,
    pricePerMonth: values.pricePerMonth ?? 0,
    priceCalcPerItem: values.priceCalcPerItem,
  };
}

/** The code the server will store: the name without whitespace (SPEC §3). */
function CodePreview() {
  const { values } = useFormikContext<AddonFormValues>();
  return (
    <Field label="Code" hint="Generated from the name, without spaces.">
      <Text aria-label="Code" role="status">
        {addonCode(values.name ?? '')}
      </Text>
    </Field>
  );
}

/** Clears the linked feature when the product changes: a feature belongs to one product. */
function AddonProductPicker({ productLabel }: { productLabel: string | undefined }) {
  const { values, setFieldValue } = useFormikContext<AddonFormValues>();
  return (
    <ProductPicker
      name="productId"
      required
      initialLabel={productLabel}
      onPick={(option) => {
        if ((option?.id ?? '') !== values.productId) void setFieldValue('featureId', '', false);
      }}
    />
  );
}

/** The linked feature: one of the picked product's features, or none. */
function AddonFeaturePicker({ featureLabel }: { featureLabel: string | undefined }) {
  const { values } = useFormikContext<AddonFormValues>();
  const productId = values.productId ? String(values.productId) : undefined;
  return (
    <FeaturePicker
      name="featureId"
      label="Feature"
      productId={productId}
      disabled={!productId}
      initialLabel={featureLabel}
    />
  );
}

type AddonFormProps = FormProps<AddonFormValues> & {
  /** The product's name when editing, shown before the picker loads. */
  productLabel?: string | undefined;
  /** The linked feature's label when editing. */
  featureLabel?: string | undefined;
};

/** Add-on add/edit: Product and Name are required; prices are 0 or more. */
export function AddonForm({ productLabel, featureLabel, ...form }: AddonFormProps) {
  return (
    <SchemaForm schema={addonSchema} aria-label="Add-on" {...form}>
      <AddonProductPicker productLabel={productLabel} />
      <FormTextField name="name" label="Name" required />
      <CodePreview />
      <AddonFeaturePicker featureLabel={featureLabel} />
      <FormNumberField name="price" label="Price" step={0.01} min={0} />
      <FormNumberField name="pricePerMonth" label="Price Per Month" step={0.01} min={0} />
      <FormSwitchField name="priceCalcPerItem" label="Price calculated per item" />
      <FormSwitchField name="isActive" label="Active" />
    </SchemaForm>
  );
}
