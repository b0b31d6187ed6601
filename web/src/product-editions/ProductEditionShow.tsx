// /productedition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { featureQuantityText, messages } from '@licensing/domain';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { ProductEditionShow_edition } from './fragments';

/** The product edition's fields, then its feature lines. */
export function ProductEditionShow() {
  return (
    <DetailPage
      fragment={ProductEditionShow_edition}
      failedText={messages.getProductEditionFailed}
      fields={[
        'productName',
        'name',
        { key: 'code', render: (edition) => (edition.isTrial ? `${edition.code} (trial)` : edition.code) },
        'price',
        'pricePerMonth',
        'displayOrder',
        'activeDate',
        'inactiveDate',
        'isActive',
        { key: 'maxMachines', render: (edition) => edition.maxMachines ?? 'no limit' },
      ]}
    >
      {(edition) => (
        <DetailTable
          label="Edition features"
          columns={['Feature', 'Feature Code', 'Quantity']}
          rows={edition.lines.map((line) => ({
            key: line.id,
            cells: [
              `${line.featureLabel}${line.isFeatureActive ? '' : ' (inactive)'}`,
              line.featureName,
              featureQuantityText(line.quantity, line.feature?.isBoolean ?? false),
            ],
          }))}
        />
      )}
    </DetailPage>
  );
}
