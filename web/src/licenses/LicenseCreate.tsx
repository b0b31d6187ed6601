// /license/add
import { resourceOf } from '../resources';
import { CreatePage } from '../shared/resource/CreatePage';
import { LicenseShow_license } from './fragments';
import { emptyLicense, LicenseForm, type LicenseFormValues, toLicenseInput } from './LicenseForm';

export function LicenseCreate() {
  return (
    <CreatePage<LicenseFormValues>
      resource={resourceOf('License')}
      result={LicenseShow_license}
      toInput={toLicenseInput}
    >
      {(form) => <LicenseForm initialValues={emptyLicense} {...form} />}
    </CreatePage>
  );
}
