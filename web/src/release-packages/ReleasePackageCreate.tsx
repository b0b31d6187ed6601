// /releasepackage/add
import { resourceOf } from '../resources';
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
      resource={resourceOf('ReleasePackage')}
      result={ReleasePackageShow_releasePackage}
      toInput={toReleasePackageInput}
    >
      {(form) => <ReleasePackageForm initialValues={emptyReleasePackage} {...form} />}
    </CreatePage>
  );
}
