import { useQuery } from '@apollo/client/react';
import { Select } from '@fluentui/react-select';
import { featureSchema } from '@licensing/domain';
import { useField } from 'formik';
import { graphql } from '../gql';
import type { FeatureInput } from '../gql/graphql';
import { FieldFrame } from '../shared/form/FieldFrame';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { ProductPicker } from '../shared/form/ProductPicker';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';

export const featureDataTypesQuery = graphql(`
  query FeatureDataTypes {
    featureDataTypes {
      id
      type
    }
  }
`);

/** What the form holds: ids as strings ('' for none). */
export type FeatureFormValues = {
  productId: string;
  name: string;
  label: string;
  dataTypeId: string;
  isActive: boolean;
};

export const emptyFeature = (productId = ''): FeatureFormValues => ({
  productId,
  name: '',
  label: '',
  dataTypeId: '',
  isActive: true,
});

/** The validated values (ids cast to numbers by the schema) as the GraphQL input. */
export function toFeatureInput(values: FeatureFormValues): FeatureInput {
  return {
    productId: String(values.productId),
    name: values.name,
    label: values.label,
    dataTypeId: String(values.dataTypeId),
    isActive: values.isActive,
  };
}

/** The data types are a short reference list: a plain select. */
function DataTypeField() {
  const [field, meta, helpers] = useField<string>('dataTypeId');
  const { data } = useQuery(featureDataTypesQuery);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame label="Data Type" required error={error}>
      <Select
        name="dataTypeId"
        value={String(field.value ?? '')}
        onChange={(_, option) => void helpers.setValue(option.value)}
        onBlur={field.onBlur}
      >
        <option value="">Select a data type</option>
        {data?.featureDataTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.type}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

type FeatureFormProps = FormProps<FeatureFormValues> & {
  productLabel?: string | undefined;
};

/** Feature add/edit (SPEC §5: Product Name, Feature Code, Feature Label, Data Type). */
export function FeatureForm({ productLabel, ...form }: FeatureFormProps) {
  return (
    <SchemaForm schema={featureSchema} aria-label="Feature" {...form}>
      <ProductPicker name="productId" label="Product Name" required initialLabel={productLabel} />
      <FormTextField name="name" label="Feature Code" required />
      <FormTextField name="label" label="Feature Label" required />
      <DataTypeField />
      <FormSwitchField name="isActive" label="Active" />
    </SchemaForm>
  );
}
