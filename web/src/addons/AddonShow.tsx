// /addon/detail/{id}: the add-on with its generated code, with Edit and Delete.

import { formatPrice, yesNo } from '@licensing/domain';
import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { AddonShow_AddonFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { StatusBadge } from '../shared/StatusBadge';

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

export function AddonDetails({ addon }: { addon: AddonShow_AddonFragment }) {
  const rows: [string, ReactNode][] = [
    ['Product', addon.product?.name ?? ''],
    ['Name', addon.name],
    ['Code', addon.code],
    ['Feature', addon.feature ? `${addon.feature.label} (${addon.feature.name})` : 'None'],
    ['Price', formatPrice(addon.price)],
    ['Price Per Month', formatPrice(addon.pricePerMonth)],
    ['Price calculated per item', yesNo(addon.priceCalcPerItem)],
    ['Status', <StatusBadge key="status" isActive={addon.isActive} />],
  ];
  return <DetailList items={rows} />;
}

export function AddonShow() {
  return (
    <DetailPage title="Add-on Detail" fragment={AddonShow_addon}>
      {(addon) => <AddonDetails addon={addon} />}
    </DetailPage>
  );
}
