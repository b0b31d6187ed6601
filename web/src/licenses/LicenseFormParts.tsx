// What the forms of older licenses and product licenses share: the form itself (SPEC §5's
// 'Please fill in all required fields.'), the order number, customer and product, and the machine
// block (MAC, server, virtual machines, attributes) with the feature values.
import { customerEntity, type Entity, productLicenseMessages } from '@licensing/domain';
import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';
import { FeatureLinesField } from '../edition-lines/FeatureLinesField';
import { DeclaredForm } from '../shared/form/DeclaredForm';
import { DeclaredPicker, ProductPicker } from '../shared/form/DeclaredPicker';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { FieldRow } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import { type OwnForm, ownForm } from '../shared/resource/resource';

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

/**
 * A license's own form (SPEC §5: an invalid one says 'Please fill in all required fields.'): its
 * entity's schema and name, its fields, with its fragment and values as ownForm takes them.
 */
export function licenseOwnForm<V extends FormValues, T>(
  entity: Entity,
  Fields: ComponentType,
  result: DocumentNode,
  values: Omit<OwnForm<V, T>, 'Form' | 'result'>,
) {
  const Form = (form: FormProps<V>) => (
    <DeclaredForm
      entity={entity}
      width="medium"
      invalidMessage={productLicenseMessages.invalidForm}
      {...form}
    >
      <Fields />
    </DeclaredForm>
  );
  return ownForm<V, T>(Form, result, values);
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
