// /edition/detail/{id}: the edition with its feature lines, Edit and Delete.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { formatDate, messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
import { EditionStatus } from '../catalogShared/EditionStatus';
import { quantityText } from '../catalogShared/quantityText';
import { graphql } from '../gql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { useDeleteEditionMutation } from './useEditionMutations';

export const EditionShow_edition = graphql(`
  fragment EditionShow_edition on Edition {
    id
    name
    code
    activeDate
    inactiveDate
    isActive
    lines {
      id
      featureId
      quantity
      featureName
      featureLabel
      feature {
        id
        isBoolean
        productName
      }
    }
  }
`);

export const editionShowQuery = graphql(`
  query EditionShow($id: ID!) {
    edition(id: $id) {
      id
      ...EditionShow_edition
    }
  }
`);

export function EditionShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteEdition = useDeleteEditionMutation();
  const { data, loading } = useQuery(editionShowQuery, { variables: { id } });
  const edition = data?.edition;

  const remove = async () => {
    if (!(await confirmDelete('Edition'))) return;
    try {
      await deleteEdition(id);
    } catch {
      return;
    }
    await navigate('/editions');
  };

  if (!edition) {
    return (
      <>
        <PageHeader title="Edition Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getEditionFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Edition Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/edition/edit/${edition.id}`)}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <DetailList
        items={[
          ['Edition Name', edition.name],
          ['Edition Code', edition.code],
          ['Active Date', formatDate(edition.activeDate)],
          ['Inactive Date', formatDate(edition.inactiveDate)],
          ['Status', <EditionStatus key="status" isActive={edition.isActive} />],
        ]}
      />
      <Table aria-label="Edition features" style={{ marginTop: 24, maxWidth: 720 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Feature</TableHeaderCell>
            <TableHeaderCell>Product</TableHeaderCell>
            <TableHeaderCell>Quantity</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {edition.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{`${line.featureLabel} (${line.featureName})`}</TableCell>
              <TableCell>{line.feature?.productName ?? ''}</TableCell>
              <TableCell>{quantityText(line.quantity, line.feature?.isBoolean ?? false)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
