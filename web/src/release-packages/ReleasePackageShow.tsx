// /releasepackage/detail/{id}: the release package, with Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Link } from '@fluentui/react-link';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { ReleasePackageShowQuery } from '../gql/graphql';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';

export const releasePackageShowQuery = graphql(`
  query ReleasePackageShow($id: ID!) {
    releasePackage(id: $id) {
      id
      name
      version
      url
      description
      product {
        id
        name
      }
    }
  }
`);

export function ReleasePackageDetails({
  item,
}: {
  item: NonNullable<ReleasePackageShowQuery['releasePackage']>;
}) {
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
  const { data, loading } = useQuery(releasePackageShowQuery, { variables: { id } });
  return (
    <DetailPage item={data?.releasePackage} loading={loading}>
      {(item) => <ReleasePackageDetails item={item} />}
    </DetailPage>
  );
}
