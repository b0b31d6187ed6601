// /addon/edit/{id}
import { graphql } from '../gql';
import type { AddonShow_AddonFragment } from '../gql/graphql';
import { EditPage } from '../shared/resource/EditPage';
import { AddonForm, type AddonFormValues, toAddonInput } from './AddonForm';
import { AddonShow_addon } from './fragments';

export const addonEditQuery = graphql(`
  query AddonEdit($id: ID!) {
    addon(id: $id) {
      id
      ...AddonShow_addon
    }
  }
`);

const toValues = (addon: AddonShow_AddonFragment): AddonFormValues => ({
  productId: addon.productId,
  name: addon.name,
  featureId: addon.featureId ?? '',
  isActive: addon.isActive,
  price: addon.price,
  pricePerMonth: addon.pricePerMonth,
  priceCalcPerItem: addon.priceCalcPerItem,
});

export function AddonEdit() {
  return (
    <EditPage
      query={addonEditQuery}
      pick={(data) => data.addon}
      toValues={toValues}
      toInput={toAddonInput}
      result={AddonShow_addon}
    >
      {(form, addon) => (
        <AddonForm
          {...form}
          productLabel={addon.product?.name}
          featureLabel={addon.feature ? `${addon.feature.label} (${addon.feature.name})` : undefined}
        />
      )}
    </EditPage>
  );
}
