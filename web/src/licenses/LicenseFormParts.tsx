// What the forms of older licenses and product licenses share: the form itself (SPEC §5's
// 'Please fill in all required fields.'), the order number, customer and product, and the machine
// block (MAC, server, virtual machines, attributes) with the feature values.
import { customerEntity, productLicenseMessages } from '@licensing/domain';
import type { ReactNode } from 'react';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { DeclaredPicker, ProductPicker } from '../shared/form/DeclaredPicker';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { FieldRow, SchemaForm } from '../shared/form/SchemaForm';
import type { AnySchema } from '../shared/form/validate';
import type { FormProps } from '../shared/resource/CreatePage';

/** Order Number, Customer and Product; `onProductChange` when another product is picked. */
export function LicenseIdentityFields({ onProductChange }: { onProductChange: () => void }) {
  return (
    <>
      <FormTextField name="orderNumber" label="Order Number" required />
      <DeclaredPicker entity={customerEntity} name="customerId" required />
      <ProductPicker onChange={onProductChange} />
    </>
  );
}

type LicenseSchemaFormProps<V extends object> = FormProps<V> & {
  schema: AnySchema;
  label: string;
  children: ReactNode;
};

export function LicenseSchemaForm<V extends object>({
  schema,
  label,
  children,
  ...form
}: LicenseSchemaFormProps<V>) {
  return (
    <SchemaForm
      schema={schema}
      aria-label={label}
      width="medium"
      invalidMessage={productLicenseMessages.invalidForm}
      {...form}
    >
      {children}
    </SchemaForm>
  );
}

/** The machine the license is bound to, what else it records, and its feature values. */
export function LicenseMachineFields({ productId }: { productId: string }) {
  return (
    <>
      <FieldRow>
        <FormTextField name="macAddress" label="MAC Address" />
        <FormTextField name="serverName" label="Server Name" />
      </FieldRow>
      <FormSwitchField name="allowVirtualMachine" label="Allow Virtual Machine" />
      <FormTextField name="additionalAttributes" label="Additional Attributes" />
      <FeatureLinesField
        name="features"
        productId={productId || null}
        byProduct
        valueLabel="Value"
        newFeature={false}
      />
    </>
  );
}
