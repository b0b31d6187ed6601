// Feature add/edit (SPEC §5: Product Name, Feature Code, Feature Label, Data Type).
import { useQuery } from '@apollo/client/react';
import { Select } from '@fluentui/react-select';
import { featureEntity } from '@licensing/domain';
import { useField } from 'formik';
import { graphql } from '../gql';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { FieldFrame } from '../shared/form/FieldFrame';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';

export const featureDataTypesQuery = graphql(`
  query FeatureDataTypes {
    featureDataTypes {
      id
      type
    }
  }
`);

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

export function FeatureForm(form: FormProps<FormValues>) {
  const field = (name: string) => <DeclaredField entity={featureEntity} name={name} />;
  return (
    <DeclaredForm entity={featureEntity} {...form}>
      {field('productId')}
      {field('name')}
      {field('label')}
      <DataTypeField />
      {field('isActive')}
    </DeclaredForm>
  );
}
