// Older license add/edit: an order number, customer, product, older edition, type, expiry and the
// feature values, named by feature code (the ProductFeatures map). Picking an edition prefills the
// values of its active lines on the license's product (SPEC §4; -1 stays unlimited).
import { useQuery } from '@apollo/client/react';
import { licenseSchema, nameWithEmail, prefilledFeatureValues } from '@licensing/domain';
import { useFormikContext } from 'formik';
import type { LineFormValues } from '../edition-lines/FeatureLinesField';
import { graphql } from '../gql';
import type {
  LicenseEditionPickerOlderQuery,
  LicenseInput,
  LicenseShow_LicenseFragment,
} from '../gql/graphql';
import { EntityCombobox } from '../shared/form/EntityCombobox';
import { FormDateField } from '../shared/form/FormDateField';
import { FormSelectField } from '../shared/form/FormSelectField';
import type { FormProps } from '../shared/resource/CreatePage';
import { ownForm } from '../shared/resource/resource';
import { LicenseShow_license } from './fragments';
import {
  LicenseIdentityFields,
  LicenseMachineFields,
  LicenseSchemaForm,
  useLicenseFormStyles,
} from './LicenseFormParts';

const licenseTypesQuery = graphql(`
  query OlderLicenseFormLists {
    licenseTypes(pageSize: 0) {
      items {
        id
        typeName
      }
    }
  }
`);

const editionPickerQuery = graphql(`
  query LicenseEditionPickerOlder($page: Int, $pageSize: Int, $search: String) {
    editions(page: $page, pageSize: $pageSize, search: $search) {
      totalCount
      items {
        id
        name
        code
        lines {
          id
          featureId
          featureName
          featureLabel
          quantity
          feature {
            id
            productId
            isActive
            isBoolean
          }
        }
      }
    }
  }
`);

type Edition = LicenseEditionPickerOlderQuery['editions']['items'][number];

type LicenseFormValues = {
  orderNumber: string;
  customerId: string;
  customerLabel: string;
  productId: string;
  productLabel: string;
  editionId: string;
  editionLabel: string;
  licenseTypeId: string;
  expiredDate: string;
  macAddress: string;
  serverName: string;
  allowVirtualMachine: boolean;
  additionalAttributes: string;
  features: LineFormValues[];
};

const emptyLicense: LicenseFormValues = {
  orderNumber: '',
  customerId: '',
  customerLabel: '',
  productId: '',
  productLabel: '',
  editionId: '',
  editionLabel: '',
  licenseTypeId: '',
  expiredDate: '',
  macAddress: '',
  serverName: '',
  allowVirtualMachine: true,
  additionalAttributes: '',
  features: [],
};

function toLicenseInput(values: LicenseFormValues): LicenseInput {
  return {
    orderNumber: values.orderNumber,
    customerId: String(values.customerId),
    productId: String(values.productId),
    editionId: String(values.editionId),
    licenseTypeId: String(values.licenseTypeId),
    expiredDate: new Date(`${values.expiredDate}T00:00:00.000Z`).toISOString(),
    macAddress: values.macAddress || null,
    serverName: values.serverName || null,
    allowVirtualMachine: values.allowVirtualMachine,
    additionalAttributes: values.additionalAttributes || null,
    features: values.features.map((line) => ({
      featureName: line.featureName ?? '',
      quantity: Number(line.quantity),
    })),
  };
}

function toLicenseFormValues(license: LicenseShow_LicenseFragment): LicenseFormValues {
  return {
    orderNumber: license.orderNumber,
    customerId: license.customerId,
    customerLabel: license.customer ? nameWithEmail(license.customer) : license.customerName,
    productId: license.productId,
    productLabel: license.productName,
    editionId: license.editionId,
    editionLabel: license.editionName,
    licenseTypeId: license.licenseTypeId,
    expiredDate: new Date(license.expiredDate).toISOString().slice(0, 10),
    macAddress: license.macAddress ?? '',
    serverName: license.serverName ?? '',
    allowVirtualMachine: license.allowVirtualMachine,
    additionalAttributes: license.additionalAttributes ?? '',
    features: license.features.map((line) => ({
      featureId: line.feature?.id ?? '',
      featureName: line.featureName,
      featureLabel: line.feature?.label ?? line.featureName,
      quantity: line.quantity,
      isBoolean: line.feature?.isBoolean ?? false,
    })),
  };
}

function LicenseFields() {
  const styles = useLicenseFormStyles();
  const { values, setFieldValue } = useFormikContext<LicenseFormValues>();
  const { data } = useQuery(licenseTypesQuery);
  const types = (data?.licenseTypes.items ?? []).map((type) => ({ id: type.id, name: type.typeName }));
  const set = (field: keyof LicenseFormValues, value: unknown) => void setFieldValue(field, value, false);

  /** The edition's active lines on the license's product; an unlimited one (-1) stays unlimited. */
  const prefill = (edition: Edition | null) => {
    const lines = (edition?.lines ?? [])
      .filter((line) => line.feature?.productId === values.productId)
      .map((line) => ({
        ...line,
        isFeatureActive: line.feature?.isActive,
        isBoolean: !!line.feature?.isBoolean,
      }));
    set(
      'features',
      prefilledFeatureValues(lines, 1, edition?.code).map((value) => {
        const line = lines.find((candidate) => candidate.featureId === value.featureId)!;
        return {
          featureId: line.featureId,
          featureName: line.featureName,
          featureLabel: line.featureLabel,
          isBoolean: line.isBoolean,
          quantity: value.value,
        };
      }),
    );
  };

  return (
    <>
      {/* Another product: the feature values name its features, not these. */}
      <LicenseIdentityFields onProductChange={() => set('features', [])} />
      <EntityCombobox
        name="editionId"
        label="Edition"
        required
        disabled={!values.productId}
        query={editionPickerQuery}
        variables={{}}
        pageOf={(result) => result.editions}
        toOption={(edition: Edition) => ({ id: edition.id, label: `${edition.name} (${edition.code})` })}
        initialLabel={values.editionLabel || undefined}
        onPick={(option, edition) => {
          set('editionLabel', option?.label ?? '');
          prefill(edition);
        }}
      />
      <div className={styles.pair}>
        <FormSelectField name="licenseTypeId" label="License Type" options={types} />
        <FormDateField name="expiredDate" label="Expired Date" required />
      </div>
      <LicenseMachineFields productId={values.productId} />
    </>
  );
}

/** SPEC §5: an invalid license form says 'Please fill in all required fields.'. */
export function LicenseForm(form: FormProps<LicenseFormValues>) {
  return (
    <LicenseSchemaForm schema={licenseSchema} label="License" {...form}>
      <LicenseFields />
    </LicenseSchemaForm>
  );
}

export const licenseForm = ownForm(LicenseForm, LicenseShow_license, {
  empty: () => emptyLicense,
  toValues: toLicenseFormValues,
  toInput: toLicenseInput,
});
