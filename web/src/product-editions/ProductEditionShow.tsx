// /productedition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { formatDate, formatPrice, messages } from '@licensing/domain';
import { quantityText } from '../edition-lines/quantityText';
import type { ProductEditionShow_EditionFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { StatusBadge } from '../shared/StatusBadge';
import { ProductEditionShow_edition } from './fragments';

/** The product edition's fields, then its feature lines. */
export function ProductEditionDetails({ edition }: { edition: ProductEditionShow_EditionFragment }) {
  return (
    <>
      <DetailList
        items={[
          ['Product Name', edition.productName],
          ['Edition Name', edition.name],
          ['Edition Code', edition.isTrial ? `${edition.code} (trial)` : edition.code],
          ['Price Per Year', formatPrice(edition.price)],
          ['Price Per Month', formatPrice(edition.pricePerMonth)],
          ['Display Order', String(edition.displayOrder)],
          ['Active Date', formatDate(edition.activeDate)],
          ['Inactive Date', formatDate(edition.inactiveDate)],
          ['Status', <StatusBadge key="status" isActive={edition.isActive} />],
        ]}
      />
      <DetailTable
        label="Edition features"
        columns={['Feature', 'Feature Code', 'Quantity']}
        rows={edition.lines.map((line) => ({
          key: line.id,
          cells: [
            `${line.featureLabel}${line.isFeatureActive ? '' : ' (inactive)'}`,
            line.featureName,
            quantityText(line.quantity, line.feature?.isBoolean ?? false),
          ],
        }))}
      />
    </>
  );
}

export function ProductEditionShow() {
  return (
    <DetailPage fragment={ProductEditionShow_edition} failedText={messages.getProductEditionFailed}>
      {(edition) => <ProductEditionDetails edition={edition} />}
    </DetailPage>
  );
}
