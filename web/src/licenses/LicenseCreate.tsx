// /license/add
import { CreatePage } from '../shared/resource/CreatePage';
import { LicenseShow_license } from './fragments';
import { emptyLicense, LicenseForm, type LicenseFormValues, toLicenseInput } from './LicenseForm';

export function LicenseCreate() {
  return (
    <CreatePage<LicenseFormValues> result={LicenseShow_license} toInput={toLicenseInput}>
      {(form) => <LicenseForm initialValues={emptyLicense} {...form} />}
    </CreatePage>
  );
}
