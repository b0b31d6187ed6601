// Picking a feature in a form: the declared picker over `features`, optionally only those of one
// product. `onPick` receives the feature, so a form can tell boolean features (switches) apart.
import { featureEntity, isBooleanFeatureType } from '@licensing/domain';
import { DeclaredPicker, type PickedRow } from './DeclaredPicker';
import type { EntityOption } from './EntityCombobox';

type FeaturePickerItem = { id: string; name: string; label: string; isBoolean: boolean };

type FeaturePickerProps = {
  name: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** Only this product's features; all products' (labelled with the product) when omitted. */
  productId?: string | undefined;
  initialLabel?: string | undefined;
  onPick?: (option: EntityOption | null, feature: FeaturePickerItem | null) => void;
};

const featureOf = (row: PickedRow): FeaturePickerItem => ({
  id: row.id,
  name: String(row.name),
  label: String(row.label),
  isBoolean: isBooleanFeatureType(String(row.dataType)),
});

export function FeaturePicker({ productId, onPick, ...props }: FeaturePickerProps) {
  return (
    <DeclaredPicker
      entity={featureEntity}
      {...props}
      filter={productId ? { productId } : null}
      // One product's features need not say their product.
      {...(productId && { optionLabel: (row: PickedRow) => `${row.label} (${row.name})` })}
      onPick={onPick && ((option, row) => onPick(option, row && featureOf(row)))}
    />
  );
}
