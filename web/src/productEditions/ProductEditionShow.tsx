// /productedition/detail/{id}: the edition with its feature lines, Edit and Delete.
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
import { formatDate, formatPrice, messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
import { EditionStatus } from '../catalogShared/EditionStatus';
import { quantityText } from '../catalogShared/quantityText';
import { graphql } from '../gql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { useDeleteProductEditionMutation } from './useProductEditionMutations';

export const ProductEditionShow_edition = graphql(`
  fragment ProductEditionShow_edition on ProductEdition {
    id
    name
    code
    productId
    productName
    price
    pricePerMonth
    displayOrder
    activeDate
    inactiveDate
    isActive
    isTrial
    lines {
      id
      featureId
      quantity
      featureName
      featureLabel
      isFeatureActive
      feature {
        id
        isBoolean
      }
    }
  }
`);

export const productEditionShowQuery = graphql(`
  query ProductEditionShow($id: ID!) {
    productEdition(id: $id) {
      id
      ...ProductEditionShow_edition
    }
  }
`);

export function ProductEditionShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteEdition = useDeleteProductEditionMutation();
  const { data, loading } = useQuery(productEditionShowQuery, { variables: { id } });
  const edition = data?.productEdition;

  const remove = async () => {
    if (!(await confirmDelete('Product Edition'))) return;
    try {
      await deleteEdition(id);
    } catch {
      return; // The error link has shown the server's message.
    }
    await navigate('/producteditions');
  };

  if (!edition) {
    return (
      <>
        <PageHeader title="Product Edition Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getProductEditionFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Product Edition Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/productedition/edit/${edition.id}`)}>
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
          ['Product Name', edition.productName],
          ['Edition Name', edition.name],
          ['Edition Code', edition.isTrial ? `${edition.code} (trial)` : edition.code],
          ['Price Per Year', formatPrice(edition.price)],
          ['Price Per Month', formatPrice(edition.pricePerMonth)],
          ['Display Order', String(edition.displayOrder)],
          ['Active Date', formatDate(edition.activeDate)],
          ['Inactive Date', formatDate(edition.inactiveDate)],
          ['Status', <EditionStatus key="status" isActive={edition.isActive} />],
        ]}
      />
      <Table aria-label="Edition features" style={{ marginTop: 24, maxWidth: 720 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Feature</TableHeaderCell>
            <TableHeaderCell>Feature Code</TableHeaderCell>
            <TableHeaderCell>Quantity</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {edition.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.featureLabel}
                {line.isFeatureActive ? '' : ' (inactive)'}
              </TableCell>
              <TableCell>{line.featureName}</TableCell>
              <TableCell>{quantityText(line.quantity, line.feature?.isBoolean ?? false)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
