// /releasepackage/detail/{id}: the release package, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Button, Link, Text } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { messages } from '@licensing/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailList } from '../catalogShared/DetailList';
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

export function ReleasePackageDetails({ item }: { item: ReleasePackageShow_ReleasePackageFragment }) {
  return (
    <DetailList
      items={[
        ['Product', item.product?.name ?? ''],
        ['Name', item.name],
        ['Version', item.version],
        [
          'URL',
          item.url ? (
            <Link key="url" href={item.url} target="_blank" rel="noopener noreferrer">
              {item.url}
            </Link>
          ) : null,
        ],
        ['Description', item.description ?? ''],
      ]}
    />
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
