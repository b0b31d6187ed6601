// /features (SPEC §2): the feature list; `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { FeatureList_FeatureFragment } from '../gql/graphql';
import { resourceOf } from '../resources';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';
import { StatusBadge } from '../shared/StatusBadge';

export const FeatureList_feature = graphql(`
  fragment FeatureList_feature on Feature {
    id
    name
    label
    productName
    dataType
    isActive
  }
`);

export const featureListQuery = graphql(`
  query FeatureList($page: Int, $pageSize: Int, $search: String, $orderBy: [FeatureSort!], $filter: FeatureFilter) {
    features(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...FeatureList_feature
      }
    }
  }
`);

type FeatureRow = FeatureList_FeatureFragment;

const columns: ListColumn<FeatureRow>[] = [
  { key: 'name', label: 'Feature Code' },
  { key: 'label', label: 'Feature Label' },
  { key: 'productName', label: 'Product Name' },
  { key: 'dataType', label: 'Data Type', filterField: false },
  {
    key: 'isActive',
    label: 'Status',
    filterField: false,
    render: (row) => <StatusBadge isActive={row.isActive} />,
  },
];

export function FeatureList() {
  return (
    <EntityList
      resource={resourceOf('Feature')}
      columns={columns}
      query={featureListQuery}
      pick={(data) => data.features}
    />
  );
}
