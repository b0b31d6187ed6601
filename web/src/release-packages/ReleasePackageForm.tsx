import { releasePackageSchema } from '@licensing/domain';
import type { ReleasePackageInput } from '../gql/graphql';
import { FormTextField } from '../shared/form/FormTextField';
import { ProductPicker } from '../shared/form/ProductPicker';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';

/** What the form holds: the product id as the picker's string ('' for none), texts as typed. */
export type ReleasePackageFormValues = {
  productId: string;
  name: string;
  version: string;
  url: string;
  description: string;
};

export const emptyReleasePackage: ReleasePackageFormValues = {
  productId: '',
  name: '',
  version: '',
  url: '',
  description: '',
};

/** The validated values (the schema casts the id to a number and blanks to null) as the GraphQL input. */
export function toReleasePackageInput(values: ReleasePackageFormValues): ReleasePackageInput {
  return {
    productId: String(values.productId),
    name: values.name,
    version: values.version,
    url: values.url || null,
    description: values.description || null,
  };
}

type ReleasePackageFormProps = FormProps<ReleasePackageFormValues> & {
  /** The product's name when editing, shown before the picker loads. */
  productLabel?: string | undefined;
};

/** Release package add/edit: Product, Name and Version are required; the URL must be http(s). */
export function ReleasePackageForm({ productLabel, ...form }: ReleasePackageFormProps) {
  return (
    <SchemaForm schema={releasePackageSchema} aria-label="Release Package" {...form}>
      <ProductPicker name="productId" required initialLabel={productLabel} />
      <FormTextField name="name" label="Name" required />
      <FormTextField name="version" label="Version" required hint="For example 1.10" />
      <FormTextField name="url" label="URL" type="url" />
      <FormTextField name="description" label="Description" />
    </SchemaForm>
  );
}
