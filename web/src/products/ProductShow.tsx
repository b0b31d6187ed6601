// /product/detail/{id}: the product, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductShow_ProductFragment } from '../gql/graphql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { useDeleteProductMutation } from './useDeleteProductMutation';

export const ProductShow_product = graphql(`
  fragment ProductShow_product on Product {
    id
    name
    version
  }
`);

export const productShowQuery = graphql(`
  query ProductShow($id: ID!) {
    product(id: $id) {
      id
      ...ProductShow_product
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

/** The product's fields as a definition list. */
export function ProductDetails({ product }: { product: ProductShow_ProductFragment }) {
  const styles = useStyles();
  return (
    <dl className={styles.fields}>
      <dt className={styles.term}>Product Name</dt>
      <dd className={styles.value}>{product.name}</dd>
      <dt className={styles.term}>Version</dt>
      <dd className={styles.value}>{product.version}</dd>
    </dl>
  );
}

export function ProductShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteProduct = useDeleteProductMutation();
  const { data, loading } = useQuery(productShowQuery, { variables: { id } });
  const product = data?.product;

  const remove = async () => {
    if (!(await confirmDelete('Product'))) return;
    try {
      await deleteProduct(id);
    } catch {
      return; // The error link has shown the server's message.
    }
    await navigate('/products');
  };

  if (!product) {
    return (
      <>
        <PageHeader title="Product Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getItemFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Product Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/product/edit/${product.id}`)}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <ProductDetails product={product} />
    </>
  );
}
