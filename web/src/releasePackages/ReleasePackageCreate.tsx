// /releasepackage/add
import { messages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';
import {
  emptyReleasePackage,
  ReleasePackageForm,
  type ReleasePackageFormValues,
  toReleasePackageInput,
} from './ReleasePackageForm';
import { useCreateReleasePackageMutation } from './useReleasePackageMutations';

export function ReleasePackageCreate() {
  const navigate = useNavigate();
  const createReleasePackage = useCreateReleasePackageMutation();

  const submit = async (values: ReleasePackageFormValues) => {
    const created = await createReleasePackage(toReleasePackageInput(values));
    showToast(messages.addSucceeded, 'success');
    await navigate(`/releasepackage/detail/${created.id}`);
  };

  return (
    <>
      <PageHeader title="Add Release Package" />
      <ReleasePackageForm
        initialValues={emptyReleasePackage}
        onSubmit={submit}
        onCancel={() => navigate('/releasepackages')}
      />
    </>
  );
}
