// Add-on add/edit: Product and Name are required; prices are 0 or more. The code the server makes
// shows as it is typed, and the feature is one of the picked product's.
import { Field } from '@fluentui/react-field';
import { Text } from '@fluentui/react-text';
import { addonCode, addonEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { ProductPicker } from '../shared/form/DeclaredPicker';
import { FeaturePicker } from '../shared/form/FeaturePicker';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';

/** The code the server will store: the name without whitespace (SPEC §3). */
function CodePreview() {
  const { values } = useFormikContext<FormValues>();
  return (
    <Field label="Code" hint="Generated from the name, without spaces.">
      <Text aria-label="Code" role="status">
        {addonCode(String(values.name ?? ''))}
      </Text>
    </Field>
  );
}

/** The product, clearing the linked feature when it changes: a feature belongs to one product. */
function AddonProductPicker() {
  const { setFieldValue } = useFormikContext<FormValues>();
  return <ProductPicker onChange={() => void setFieldValue('featureId', '', false)} />;
}

/** The linked feature: one of the picked product's features, or none. */
function AddonFeaturePicker() {
  const { values } = useFormikContext<FormValues>();
  const productId = values.productId ? String(values.productId) : undefined;
  return <FeaturePicker name="featureId" label="Feature" productId={productId} disabled={!productId} />;
}

export function AddonForm(form: FormProps<FormValues>) {
  const field = (name: string) => <DeclaredField entity={addonEntity} name={name} />;
  return (
    <DeclaredForm entity={addonEntity} {...form}>
      <AddonProductPicker />
      {field('name')}
      <CodePreview />
      <AddonFeaturePicker />
      {field('price')}
      {field('pricePerMonth')}
      {field('priceCalcPerItem')}
      {field('isActive')}
    </DeclaredForm>
  );
}
