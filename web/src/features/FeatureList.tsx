// /features (SPEC §2): the feature list; `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { FeatureList_FeatureFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

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
  'name',
  'label',
  'productName',
  { key: 'dataType', filterField: false },
  { key: 'isActive', label: 'Status' },
];

export function FeatureList() {
  return <EntityList columns={columns} query={featureListQuery} pick={(data) => data.features} />;
}
