// /addon/detail/{id}: the add-on with its generated code, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { ADDON_DELETED, messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { AddonShow_AddonFragment } from '../gql/graphql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { formatPrice, yesNo } from './format';
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

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
});

export function AddonDetails({ addon }: { addon: AddonShow_AddonFragment }) {
  const styles = useStyles();
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
  return (
    <dl className={styles.fields}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
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
    showToast(ADDON_DELETED, 'success');
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
