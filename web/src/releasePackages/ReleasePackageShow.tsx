// /releasepackage/detail/{id}: the release package, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { ReleasePackageShow_ReleasePackageFragment } from '../gql/graphql';
import { useConfirmDelete } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { useDeleteReleasePackageMutation } from './useReleasePackageMutations';

export const ReleasePackageShow_releasePackage = graphql(`
  fragment ReleasePackageShow_releasePackage on ReleasePackage {
    id
    name
    version
    url
    description
    productId
    product {
      id
      name
    }
  }
`);

export const releasePackageShowQuery = graphql(`
  query ReleasePackageShow($id: ID!) {
    releasePackage(id: $id) {
      id
      ...ReleasePackageShow_releasePackage
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
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function ReleasePackageDetails({ item }: { item: ReleasePackageShow_ReleasePackageFragment }) {
  const styles = useStyles();
  return (
    <dl className={styles.fields}>
      <dt className={styles.term}>Product</dt>
      <dd className={styles.value}>{item.product?.name ?? ''}</dd>
      <dt className={styles.term}>Name</dt>
      <dd className={styles.value}>{item.name}</dd>
      <dt className={styles.term}>Version</dt>
      <dd className={styles.value}>{item.version}</dd>
      <dt className={styles.term}>URL</dt>
      <dd className={styles.value}>
        {item.url ? (
          <Link href={item.url} target="_blank" rel="noopener noreferrer">
            {item.url}
          </Link>
        ) : null}
      </dd>
      <dt className={styles.term}>Description</dt>
      <dd className={styles.value}>{item.description ?? ''}</dd>
    </dl>
  );
}

export function ReleasePackageShow() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const deleteReleasePackage = useDeleteReleasePackageMutation();
  const { data, loading } = useQuery(releasePackageShowQuery, { variables: { id } });
  const item = data?.releasePackage;

  const remove = async () => {
    if (!(await confirmDelete('Release Package'))) return;
    try {
      await deleteReleasePackage(id);
    } catch {
      return; // The error link has shown the server's message.
    }
    await navigate('/releasepackages');
  };

  if (!item) {
    return (
      <>
        <PageHeader title="Release Package Detail" />
        {loading ? <PageSpinner /> : <Text as="p">{messages.getItemFailed}</Text>}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Release Package Detail"
        actions={
          <>
            <Button icon={<EditRegular />} onClick={() => navigate(`/releasepackage/edit/${item.id}`)}>
              Edit
            </Button>
            <Button icon={<DeleteRegular />} onClick={() => void remove()}>
              Delete
            </Button>
          </>
        }
      />
      <ReleasePackageDetails item={item} />
    </>
  );
}
