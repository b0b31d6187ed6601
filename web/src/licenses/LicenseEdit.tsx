// /license/edit/{id}
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { LicenseShow_license } from './fragments';
import { LicenseForm, toLicenseFormValues, toLicenseInput } from './LicenseForm';

export const licenseEditQuery = graphql(`
  query LicenseEdit($id: ID!) {
    license(id: $id) {
      id
      ...LicenseShow_license
    }
  }
`);

export function LicenseEdit() {
  return (
    <EditPage
      query={licenseEditQuery}
      pick={(data) => data.license}
      toValues={toLicenseFormValues}
      toInput={toLicenseInput}
      result={LicenseShow_license}
    >
      {(form) => <LicenseForm {...form} />}
    </EditPage>
  );
}
