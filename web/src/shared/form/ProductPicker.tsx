// Picking a product in a form: the server-side combo-box over `products`, sorted by name.
import { graphql } from '../../gql';
import type { ProductPickerQuery } from '../../gql/graphql';
import { EntityCombobox, type EntityOption } from './EntityCombobox';

export const productPickerQuery = graphql(`
  query ProductPicker($page: Int, $pageSize: Int, $search: String) {
    products(page: $page, pageSize: $pageSize, search: $search) {
      totalCount
      items {
        id
        name
        version
      }
    }
  }
`);

type ProductItem = ProductPickerQuery['products']['items'][number];

const pageOf = (data: ProductPickerQuery) => data.products;
const toOption = (product: ProductItem): EntityOption => ({ id: product.id, label: product.name });

export type ProductPickerProps = {
  name: string;
  /** 'Product' unless given (SPEC §5 names it 'Product' or 'Product Name'). */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** The current product's name, when the form edits an existing value. */
  initialLabel?: string | undefined;
  onPick?: (option: EntityOption | null, product: ProductItem | null) => void;
};

export function ProductPicker({
  name,
  label = 'Product',
  required,
  disabled,
  initialLabel,
  onPick,
}: ProductPickerProps) {
  return (
    <EntityCombobox
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      query={productPickerQuery}
      pageOf={pageOf}
      toOption={toOption}
      initialLabel={initialLabel}
      onPick={onPick}
    />
  );
}
