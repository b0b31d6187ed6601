// /addon/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { AddonForm, type AddonFormValues, toAddonInput } from './AddonForm';
import { useUpdateAddonMutation } from './useAddonMutations';

export const addonEditQuery = graphql(`
  query AddonEdit($id: ID!) {
    addon(id: $id) {
      id
      ...AddonForm_addon
    }
  }
`);

export function AddonEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateAddon = useUpdateAddonMutation();
  const { data, loading } = useQuery(addonEditQuery, { variables: { id } });
  const addon = data?.addon;
  const initialValues = useMemo<AddonFormValues | null>(
    () =>
      addon
        ? {
            productId: addon.productId,
            name: addon.name,
            featureId: addon.featureId ?? '',
            isActive: addon.isActive,
            price: addon.price,
            pricePerMonth: addon.pricePerMonth,
            priceCalcPerItem: addon.priceCalcPerItem,
          }
        : null,
    [addon],
  );

  const submit = async (values: AddonFormValues) => {
    await updateAddon(id, toAddonInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/addon/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Add-on" />
      {initialValues ? (
        <AddonForm
          initialValues={initialValues}
          productLabel={addon?.product?.name}
          featureLabel={addon?.feature ? `${addon.feature.label} (${addon.feature.name})` : undefined}
          onSubmit={submit}
          onCancel={() => navigate(`/addon/detail/${id}`)}
        />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
