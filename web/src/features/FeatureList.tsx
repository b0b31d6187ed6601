// /features (SPEC §2): the feature list; `isFiltered` in the path is accepted and ignored.
import { graphql } from '../gql';
import type { FeatureList_FeatureFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { SortKey } from '../shared/list/listState';
import { type ListColumn, type ListParams, resourcePaths } from '../shared/list/types';
import { useListQuery } from '../shared/list/useListQuery';
import { useDeleteFeatureMutation } from './useFeatureMutations';

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
  query FeatureList($page: Int, $pageSize: Int, $search: String, $orderBy: [SortInput!], $filter: FeatureFilter) {
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
    render: (row) => (row.isActive ? 'Active' : 'Inactive'),
  },
];

/** SPEC §9: 'others by Name asc' — features sort by their code unless told otherwise. */
const defaultSort: SortKey[] = [{ field: 'name', direction: 'ASC' }];

const paths = resourcePaths<FeatureRow>('feature');

const useFeatureRows = (params: ListParams) =>
  useListQuery(featureListQuery, params, (data) => data.features);

export function FeatureList() {
  const deleteFeature = useDeleteFeatureMutation();
  return (
    <EntityList
      title="Features"
      entityLabel="Feature"
      columns={columns}
      useRows={useFeatureRows}
      defaultSort={defaultSort}
      paths={paths}
      onDelete={(feature) => deleteFeature(feature.id)}
    />
  );
}
