// /edition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { editionEntity, featureQuantityText, messages, shownFields } from '@licensing/domain';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { EditionShow_edition } from './fragments';

/** The edition's declared fields, then its feature lines. */
export function EditionShow() {
  return (
    <DetailPage
      fragment={EditionShow_edition}
      failedText={messages.getEditionFailed}
      fields={shownFields(editionEntity)}
    >
      {(edition) => (
        <DetailTable
          label="Edition features"
          columns={['Feature', 'Product', 'Quantity']}
          rows={edition.lines.map((line) => ({
            key: line.id,
            cells: [
              `${line.featureLabel} (${line.featureName})`,
              line.feature?.productName ?? '',
              featureQuantityText(line.quantity, line.feature?.isBoolean ?? false),
            ],
          }))}
        />
      )}
    </DetailPage>
  );
}
