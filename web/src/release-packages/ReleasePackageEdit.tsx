// /releasepackage/edit/{id}
import { graphql } from '../gql';
import type { ReleasePackageShow_ReleasePackageFragment } from '../gql/graphql';
import { EditPage } from '../shared/resource/EditPage';
import { ReleasePackageShow_releasePackage } from './fragments';
import {
  ReleasePackageForm,
  type ReleasePackageFormValues,
  toReleasePackageInput,
} from './ReleasePackageForm';

export const releasePackageEditQuery = graphql(`
  query ReleasePackageEdit($id: ID!) {
    releasePackage(id: $id) {
      id
      ...ReleasePackageShow_releasePackage
    }
  }
`);

const toValues = (item: ReleasePackageShow_ReleasePackageFragment): ReleasePackageFormValues => ({
  productId: item.productId,
  name: item.name,
  version: item.version,
  url: item.url ?? '',
  description: item.description ?? '',
});

export function ReleasePackageEdit() {
  return (
    <EditPage
      query={releasePackageEditQuery}
      pick={(data) => data.releasePackage}
      toValues={toValues}
      toInput={toReleasePackageInput}
      result={ReleasePackageShow_releasePackage}
    >
      {(form, item) => <ReleasePackageForm {...form} productLabel={item.product?.name} />}
    </EditPage>
  );
}
