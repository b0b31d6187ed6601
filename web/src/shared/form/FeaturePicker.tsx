// Picking a feature in a form: the server-side combo-box over `features`, optionally only those of
// one product. `onPick` receives the feature, so a form can tell boolean features (switches) apart.
import { graphql } from '../../gql';
import type { FeaturePickerQuery } from '../../gql/graphql';
import { EntityCombobox, type EntityOption } from './EntityCombobox';

export const featurePickerQuery = graphql(`
  query FeaturePicker($page: Int, $pageSize: Int, $search: String, $filter: FeatureFilter) {
    features(page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
      totalCount
      items {
        id
        name
        label
        productName
        isBoolean
        isActive
      }
    }
  }
`);

export type FeaturePickerItem = FeaturePickerQuery['features']['items'][number];

const pageOf = (data: FeaturePickerQuery) => data.features;

export type FeaturePickerProps = {
  name: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only this product's features; all products' (labelled with the product) when omitted. */
  productId?: string | undefined;
  initialLabel?: string | undefined;
  onPick?: (option: EntityOption | null, feature: FeaturePickerItem | null) => void;
};

export function FeaturePicker({
  name,
  label = 'Feature',
  required,
  disabled,
  productId,
  initialLabel,
  onPick,
}: FeaturePickerProps) {
  const toOption = (feature: FeaturePickerItem): EntityOption => ({
    id: feature.id,
    label: productId
      ? `${feature.label} (${feature.name})`
      : `${feature.label} (${feature.name}, ${feature.productName})`,
  });
  return (
    <EntityCombobox
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      query={featurePickerQuery}
      variables={{ filter: productId ? { productId } : null }}
      pageOf={pageOf}
      toOption={toOption}
      initialLabel={initialLabel}
      onPick={onPick}
    />
  );
}
