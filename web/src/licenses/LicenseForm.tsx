// Older license add/edit: an order number, customer, product, older edition, type, expiry and the
// feature values, named by feature code (the ProductFeatures map). Picking an edition prefills the
// values of its active lines on the license's product (SPEC §4; -1 stays unlimited).
import { useQuery } from '@apollo/client/react';
import { editionEntity, licenseEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { type LineFormValues, lineValues, prefilledLines } from '../edition-lines/lineValues';
import { graphql } from '../gql';
import type { LicenseFormOlderEditionFragment, LicenseShow_LicenseFragment } from '../gql/graphql';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormDateField } from '../shared/form/FormDateField';
import { FormSelectField } from '../shared/form/FormSelectField';
import { formListsOf, formListsQuery } from '../shared/form/licenseLists';
import { FieldRow } from '../shared/form/SchemaForm';
import type { FormValues } from '../shared/resource/formValues';
import { LicenseShow_license, storedLicenseValues } from './fragments';
import { LicenseIdentityFields, LicenseMachineFields, licenseOwnForm } from './LicenseFormParts';

// The edition as its detail screen reads it, with what the prefill asks of its features.
const LicenseFormOlderEdition = graphql(`
  fragment LicenseFormOlderEdition on Edition {
    ...EditionShow_edition
    lines {
      id
      feature {
        id
        productId
        isActive
      }
    }
  }
`);

type LicenseFormValues = FormValues & {
  features: LineFormValues[];
};

/** A loaded license as the form's values, its feature values labelled by their product's features. */
const toLicenseFormValues = (license: LicenseShow_LicenseFragment): LicenseFormValues => ({
  ...storedLicenseValues<LicenseFormValues>(licenseEntity, license),
  features: license.features.map((line) =>
    lineValues({
      ...line,
      featureId: line.feature?.id ?? '',
      featureLabel: line.feature?.label ?? line.featureName,
    }),
  ),
});

function LicenseFields() {
  const { values, setFieldValue } = useFormikContext<LicenseFormValues>();
  const { types } = formListsOf(useQuery(formListsQuery).data);
  const productId = String(values.productId ?? '');
  const set = (field: string, value: unknown) => void setFieldValue(field, value, false);

  /** The edition's active lines on the license's product. */
  const prefill = (edition: LicenseFormOlderEditionFragment | null) =>
    set(
      'features',
      prefilledLines(
        (edition?.lines ?? [])
          .filter((line) => line.feature?.productId === productId)
          .map((line) => ({ ...line, isFeatureActive: line.feature?.isActive })),
        1,
        edition?.code,
      ),
    );

  return (
    <>
      {/* Another product: the feature values name its features, not these. */}
      <LicenseIdentityFields onProductChange={() => set('features', [])} />
      <DeclaredPicker
        entity={editionEntity}
        fragment={LicenseFormOlderEdition}
        name="editionId"
        label="Edition"
        required
        disabled={!productId}
        optionLabel={(edition) => `${edition.name} (${edition.code})`}
        onPick={(_option, edition) => prefill(edition)}
      />
      <FieldRow>
        <FormSelectField name="licenseTypeId" label="License Type" options={types} />
        <FormDateField name="expiredDate" label="Expired Date" required />
      </FieldRow>
      <LicenseMachineFields productId={productId} />
    </>
  );
}

export const licenseForm = licenseOwnForm(licenseEntity, LicenseFields, LicenseShow_license, {
  toValues: toLicenseFormValues,
});
