// Feature add/edit (SPEC §5: Product Name, Feature Code, Feature Label, Data Type).
import { useQuery } from '@apollo/client/react';
import { featureEntity } from '@licensing/domain';
import { graphql } from '../gql';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { FormSelectField } from '../shared/form/FormSelectField';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';

const featureDataTypesQuery = graphql(`
  query FeatureDataTypes {
    featureDataTypes {
      id
      type
    }
  }
`);

/** The data types are a short reference list: a plain select. */
function DataTypeField() {
  const { data } = useQuery(featureDataTypesQuery);
  const options = (data?.featureDataTypes ?? []).map((type) => ({ id: type.id, name: type.type }));
  return <FormSelectField name="dataTypeId" label="Data Type" options={options} empty="Select a data type" />;
}

export function FeatureForm(form: FormProps<FormValues>) {
  const field = (name: string) => <DeclaredField key={name} entity={featureEntity} name={name} />;
  return (
    <DeclaredForm entity={featureEntity} {...form}>
      {['productId', 'name', 'label'].map((name) => field(name))}
      <DataTypeField />
      {field('isActive')}
    </DeclaredForm>
  );
}
