// Picking a release package in a form: the server-side combo-box over `releasePackages`, newest
// version first, optionally of one product.
import { releasePackageLabel } from '@licensing/domain';
import { graphql } from '../../gql';
import type { ReleasePackagePickerQuery } from '../../gql/graphql';
import { EntityCombobox, type EntityOption } from './EntityCombobox';

export const releasePackagePickerQuery = graphql(`
  query ReleasePackagePicker($page: Int, $pageSize: Int, $search: String, $filter: ReleasePackageFilter) {
    releasePackages(page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
      totalCount
      items {
        id
        name
        version
        product {
          id
          name
        }
      }
    }
  }
`);

export type ReleasePackageItem = ReleasePackagePickerQuery['releasePackages']['items'][number];

const pageOf = (data: ReleasePackagePickerQuery) => data.releasePackages;
const toOption = (item: ReleasePackageItem): EntityOption => ({
  id: item.id,
  label: releasePackageLabel({
    productName: item.product?.name ?? '',
    name: item.name,
    version: item.version,
  }),
});

export type ReleasePackagePickerProps = {
  name: string;
  label?: string;
  required?: boolean;
  /** Only the packages of this product. */
  productId?: string | undefined;
  onPick?: (option: EntityOption | null, item: ReleasePackageItem | null) => void;
};

export function ReleasePackagePicker({
  name,
  label = 'Release Package',
  required,
  productId,
  onPick,
}: ReleasePackagePickerProps) {
  return (
    <EntityCombobox
      name={name}
      label={label}
      required={required}
      query={releasePackagePickerQuery}
      variables={{ filter: productId ? { productId } : null }}
      pageOf={pageOf}
      toOption={toOption}
      onPick={onPick}
    />
  );
}
