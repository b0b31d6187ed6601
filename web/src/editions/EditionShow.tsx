// /edition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { formatDate, messages } from '@licensing/domain';
import { useParams } from 'react-router-dom';
import { quantityText } from '../edition-lines/quantityText';
import { graphql } from '../gql';
import type { EditionShow_EditionFragment } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { DetailTable } from '../shared/detail/DetailTable';
import { StatusBadge } from '../shared/StatusBadge';

export const editionShowQuery = graphql(`
  query EditionShow($id: ID!) {
    edition(id: $id) {
      id
      ...EditionShow_edition
    }
  }
`);

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
  const { id = '' } = useParams();
  const { data, loading } = useQuery(editionShowQuery, { variables: { id } });
  return (
    <DetailPage item={data?.edition} loading={loading} failedText={messages.getEditionFailed}>
      {(edition) => <EditionDetails edition={edition} />}
    </DetailPage>
  );
}
