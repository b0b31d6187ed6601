// /addon/detail/{id}: the add-on with its generated code, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { formatPrice, messages, yesNo } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
import { graphql } from '../gql';
import type { AddonShow_AddonFragment } from '../gql/graphql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { useDeleteAddonMutation } from './useAddonMutations';

export const AddonShow_addon = graphql(`
  fragment AddonShow_addon on Addon {
    id
    name
    code
    isActive
    price
    pricePerMonth
    priceCalcPerItem
    productId
    product {
      id
      name
    }
    featureId
    feature {
      id
      name
      label
    }
  }
`);

export const addonShowQuery = graphql(`
  query AddonShow($id: ID!) {
    addon(id: $id) {
      id
      ...AddonShow_addon
    }
  }
`);

export function AddonDetails({ addon }: { addon: AddonShow_AddonFragment }) {
  const rows: [string, string][] = [
    ['Product', addon.product?.name ?? ''],
    ['Name', addon.name],
    ['Code', addon.code],
    ['Feature', addon.feature ? `${addon.feature.label} (${addon.feature.name})` : 'None'],
    ['Price', formatPrice(addon.price)],
    ['Price Per Month', formatPrice(addon.pricePerMonth)],
    ['Price calculated per item', yesNo(addon.priceCalcPerItem)],
    ['Active', yesNo(addon.isActive)],
  ];
  return <DetailList items={rows} />;
}

export function AddonShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteAddon = useDeleteAddonMutation();
  const { data, loading } = useQuery(addonShowQuery, { variables: { id } });
  const addon = data?.addon;

  const remove = async () => {
    if (!(await confirmDelete('Addon'))) return;
    try {
      await deleteAddon(id);
    } catch {
      return; // The error link has shown the server's message.
    }
    showToast(messages.addonDeleted, 'success');
    await navigate('/addons');
  };

  if (!addon) {
    return (
      <>
        <PageHeader title="Add-on Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getItemFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Add-on Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/addon/edit/${addon.id}`)}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <AddonDetails addon={addon} />
    </>
  );
}
