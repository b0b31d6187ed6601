// /releasepackage/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import {
  ReleasePackageForm,
  type ReleasePackageFormValues,
  toReleasePackageInput,
} from './ReleasePackageForm';
import { useUpdateReleasePackageMutation } from './useReleasePackageMutations';

export const releasePackageEditQuery = graphql(`
  query ReleasePackageEdit($id: ID!) {
    releasePackage(id: $id) {
      id
      ...ReleasePackageForm_releasePackage
    }
  }
`);

export function ReleasePackageEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateReleasePackage = useUpdateReleasePackageMutation();
  const { data, loading } = useQuery(releasePackageEditQuery, { variables: { id } });
  const item = data?.releasePackage;
  const initialValues = useMemo<ReleasePackageFormValues | null>(
    () =>
      item
        ? {
            productId: item.productId,
            name: item.name,
            version: item.version,
            url: item.url ?? '',
            description: item.description ?? '',
          }
        : null,
    [item],
  );

  const submit = async (values: ReleasePackageFormValues) => {
    await updateReleasePackage(id, toReleasePackageInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/releasepackage/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Release Package" />
      {initialValues ? (
        <ReleasePackageForm
          initialValues={initialValues}
          productLabel={item?.product?.name}
          onSubmit={submit}
          onCancel={() => navigate(`/releasepackage/detail/${id}`)}
        />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getItemFailed}</Text>
      )}
    </>
  );
}
