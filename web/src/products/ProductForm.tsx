import { Button } from '@fluentui/react-components';
import { type ProductValues, productSchema } from '@licensing/domain';
import { graphql } from '../gql';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';

/** The product fields this form edits. */
export const ProductForm_product = graphql(`
  fragment ProductForm_product on Product {
    id
    name
    version
  }
`);

export const emptyProduct: ProductValues = { name: '', version: '' };

type ProductFormProps = {
  initialValues: ProductValues;
  onSubmit: (values: ProductValues) => Promise<void>;
  onCancel: () => void;
};

/** Product add/edit (SPEC §5: Product Name and Version are required). */
export function ProductForm({ initialValues, onSubmit, onCancel }: ProductFormProps) {
  return (
    <SchemaForm
      schema={productSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      actions={
        <Button appearance="secondary" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      <FormTextField name="name" label="Product Name" required />
      <FormTextField name="version" label="Version" required />
    </SchemaForm>
  );
}
