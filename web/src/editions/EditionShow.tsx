// /edition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { formatDate, messages } from '@licensing/domain';
import { quantityText } from '../edition-lines/quantityText';
import type { EditionShow_EditionFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { StatusBadge } from '../shared/StatusBadge';
import { EditionShow_edition } from './fragments';

/** The edition's fields, then its feature lines. */
export function EditionDetails({ edition }: { edition: EditionShow_EditionFragment }) {
  return (
    <>
      <DetailList
        items={[
          ['Edition Name', edition.name],
          ['Edition Code', edition.code],
          ['Active Date', formatDate(edition.activeDate)],
          ['Inactive Date', formatDate(edition.inactiveDate)],
          ['Status', <StatusBadge key="status" isActive={edition.isActive} />],
        ]}
      />
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
    </>
  );
}

export function EditionShow() {
  return (
    <DetailPage fragment={EditionShow_edition} failedText={messages.getEditionFailed}>
      {(edition) => <EditionDetails edition={edition} />}
    </DetailPage>
  );
}
