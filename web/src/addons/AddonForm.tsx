// Add-on add/edit: Product and Name are required; prices are 0 or more. The code the server makes
// shows as it is typed, and the feature is one of the picked product's.
import { Field } from '@fluentui/react-field';
import { Text } from '@fluentui/react-text';
import { addonCode, addonEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { ProductPicker } from '../shared/form/DeclaredPicker';
import { FeaturePicker } from '../shared/form/FeaturePicker';
import type { FormValues } from '../shared/resource/formValues';
import type { OwnFormProps } from '../shared/resource/resource';

function AddonFields() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const field = (name: string) => <DeclaredField key={name} entity={addonEntity} name={name} />;
  const productId = values.productId ? String(values.productId) : undefined;
  return (
    <>
      {/* A feature belongs to one product: another product clears it. */}
      <ProductPicker onChange={() => void setFieldValue('featureId', '', false)} />
      {field('name')}
      <Field label="Code" hint="Generated from the name, without spaces.">
        {/* The code the server will store: the name without whitespace (SPEC §3). */}
        <Text aria-label="Code" role="status">
          {addonCode(String(values.name ?? ''))}
        </Text>
      </Field>
      <FeaturePicker name="featureId" productId={productId} disabled={!productId} />
      {['price', 'pricePerMonth', 'priceCalcPerItem', 'isActive'].map((name) => field(name))}
    </>
  );
}

export function AddonForm(form: OwnFormProps<FormValues>) {
  return (
    <DeclaredForm entity={addonEntity} {...form}>
      <AddonFields />
    </DeclaredForm>
  );
}
