// /edition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { editionEntity, messages, shownFields } from '@licensing/domain';
import { quantityText } from '../edition-lines/quantityText';
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
              quantityText(line.quantity, line.feature?.isBoolean ?? false),
            ],
          }))}
        />
      )}
    </DetailPage>
  );
}
