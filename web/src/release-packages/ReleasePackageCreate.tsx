// /releasepackage/add
import { CreatePage } from '../shared/resource/CreatePage';
import { ReleasePackageShow_releasePackage } from './fragments';
import {
  emptyReleasePackage,
  ReleasePackageForm,
  type ReleasePackageFormValues,
  toReleasePackageInput,
} from './ReleasePackageForm';

export function ReleasePackageCreate() {
  return (
    <CreatePage<ReleasePackageFormValues>
      result={ReleasePackageShow_releasePackage}
      toInput={toReleasePackageInput}
    >
      {(form) => <ReleasePackageForm initialValues={emptyReleasePackage} {...form} />}
    </CreatePage>
  );
}
