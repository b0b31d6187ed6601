// Product license add/edit/clone (SPEC §4 edition and plan rules, all in domain/licenses.ts):
// picking an edition prefills its active features, scaled by the order Quantity; a trial edition
// makes a Trial license on the Monthly plan expiring two months ahead, with those locked; a paid
// plan's expiry is now plus its Unit × the Quantity months.
import { useQuery } from '@apollo/client/react';
import {
  isTrialEditionCode,
  LICENSE_PLAN_NAMES,
  licenseTerms,
  nameWithEmail,
  orderEntity,
  productEditionEntity,
  productLicenseEntity,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type LineFormValues, prefilledLines } from '../edition-lines/lineValues';
import { graphql } from '../gql';
import type { LicenseFormOrderFragment, ProductEditionShow_EditionFragment } from '../gql/graphql';
import { LicenseIdentityFields, LicenseMachineFields, licenseOwnForm } from '../licenses/LicenseFormParts';
import { ProductEditionShow_edition } from '../product-editions/fragments';
import { DeclaredField } from '../shared/form/DeclaredForm';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormDateField } from '../shared/form/FormDateField';
import { FormNumberField } from '../shared/form/FormNumberField';
import { FormSelectField } from '../shared/form/FormSelectField';
import { type FormLists, formListsOf, formListsQuery } from '../shared/form/licenseLists';
import { FieldRow } from '../shared/form/SchemaForm';
import { dayOf, emptyValues, type FormValues, REF_LABELS } from '../shared/resource/formValues';
import { licenseFormValues, ProductLicenseShow_productLicense } from './fragments';

const LicenseFormOrder = graphql(`
  fragment LicenseFormOrder on Order {
    id
    orderNumber
    companyName
    macAddress
    serverName
    quantity
    duration
    productId
    productName
    productLicensePlanId
    customer {
      ...CustomerLabel_customer
    }
    edition {
      id
      ...ProductEditionShow_edition
    }
  }
`);

type Edition = ProductEditionShow_EditionFragment;

/** What the form holds besides the declared fields: the order it was filled from and its Quantity (for the prefill only). */
export type ProductLicenseFormValues = FormValues & {
  /** The order the form was filled from, if any (not stored with the license). */
  orderId: string;
  editionCode: string;
  productLicensePlanId: string;
  quantity: number;
  features: LineFormValues[];
};

const emptyProductLicense = (): ProductLicenseFormValues => ({
  ...emptyValues<ProductLicenseFormValues>(productLicenseEntity),
  [REF_LABELS]: {},
  orderId: '',
  editionCode: '',
  quantity: 1,
});

/**
 * SPEC §4's terms (domain licenseTerms) for an edition code, plan and quantity, as the form's
 * values: the license type, and for a trial edition the Monthly plan; the expiry from now (two
 * months for a trial, the plan's Unit × quantity months otherwise), once the plan is known.
 */
function editionTermsValues(
  editionCode: string,
  planId: string,
  quantity: number,
  { plans, types }: FormLists,
  now = new Date(),
): Partial<ProductLicenseFormValues> {
  const plan = plans.find((candidate) => candidate.id === planId);
  const terms = licenseTerms(
    editionCode,
    plan ?? { name: LICENSE_PLAN_NAMES.monthly, unit: 1 },
    quantity,
    now,
  );
  const typeId = types.find((type) => type.name === terms.licenseType)?.id;
  return {
    ...(typeId && { licenseTypeId: typeId }),
    ...(terms.locked && {
      productLicensePlanId: plans.find((p) => p.name === LICENSE_PLAN_NAMES.monthly)?.id ?? '',
    }),
    ...((terms.locked || plan) && { expiredDate: dayOf(terms.expiredDate) }),
  };
}

function LicenseFields() {
  const { values, setFieldValue } = useFormikContext<ProductLicenseFormValues>();
  const { data } = useQuery(formListsQuery);
  const lists = formListsOf(data);
  const { plans, types } = lists;
  const locked = isTrialEditionCode(values.editionCode);
  const productId = String(values.productId ?? '');
  const set = (field: string, value: unknown) => void setFieldValue(field, value, false);

  /** SPEC §4's terms for the edition, plan and quantity now chosen. */
  const applyTerms = (code: string, planId: string, quantity: number) => {
    for (const [field, value] of Object.entries(editionTermsValues(code, planId, quantity, lists)))
      set(field, value);
  };

  // The picked edition, so that a new Quantity scales its features again.
  const picked = useRef<Edition | null>(null);
  const prefill = (edition: Edition | null, quantity: number) => {
    picked.current = edition;
    set('features', prefilledLines(edition?.lines ?? [], quantity, edition?.code));
  };

  // A new order Quantity re-applies SPEC §4: the picked edition's features and the plan's months.
  const quantity = useRef(values.quantity);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of Quantity re-applies the terms.
  useEffect(() => {
    if (values.quantity === quantity.current || !values.quantity || values.quantity < 1) return;
    quantity.current = values.quantity;
    if (picked.current) prefill(picked.current, values.quantity);
    if (values.productEditionId) applyTerms(values.editionCode, values.productLicensePlanId, values.quantity);
  }, [values.quantity]);

  /** SPEC §4: an order prefills MAC, server, customer, product and edition, and the terms. */
  const fillFromOrder = (order: LicenseFormOrderFragment | null) => {
    if (!order) return;
    set('orderNumber', order.orderNumber);
    set('macAddress', order.macAddress ?? '');
    set('serverName', order.serverName ?? '');
    if (order.customer) {
      set('customerId', order.customer.id);
      set(`${REF_LABELS}.customerId`, nameWithEmail(order.customer));
    }
    set('productId', order.productId);
    set(`${REF_LABELS}.productId`, order.productName);
    set('productEditionId', order.edition?.id ?? '');
    set(`${REF_LABELS}.productEditionId`, order.edition?.name ?? '');
    set('editionCode', order.edition?.code ?? '');
    set('productLicensePlanId', order.productLicensePlanId);
    quantity.current = order.quantity;
    set('quantity', order.quantity);
    prefill(order.edition ?? null, order.quantity);
    // The plan's months are the order's duration (SPEC §9).
    applyTerms(order.edition?.code ?? '', order.productLicensePlanId, order.duration);
  };

  return (
    <>
      <DeclaredPicker
        entity={orderEntity}
        fragment={LicenseFormOrder}
        name="orderId"
        label="From Order"
        optionLabel={(order) => `${order.orderNumber} · ${order.companyName}`}
        onPick={(_option, order) => fillFromOrder(order)}
      />
      <LicenseIdentityFields
        onProductChange={() => {
          // Another product: its editions and features are others.
          set('productEditionId', '');
          set(`${REF_LABELS}.productEditionId`, '');
          set('editionCode', '');
          set('features', []);
        }}
      />
      <DeclaredPicker
        entity={productEditionEntity}
        fragment={ProductEditionShow_edition}
        name="productEditionId"
        label="Edition"
        required
        disabled={!productId}
        filter={productId ? { productId } : null}
        onPick={(_option, edition) => {
          set('editionCode', edition?.code ?? '');
          prefill(edition, values.quantity);
          applyTerms(edition?.code ?? '', values.productLicensePlanId, values.quantity);
        }}
      />
      <FieldRow>
        <FormSelectField name="licenseTypeId" label="License Type" options={types} disabled={locked} />
        <FormSelectField
          name="productLicensePlanId"
          label="License Plan"
          options={plans}
          disabled={locked}
          onPick={(planId) => applyTerms(values.editionCode, planId, values.quantity)}
        />
      </FieldRow>
      <FieldRow>
        <FormNumberField
          name="quantity"
          label="Quantity"
          min={1}
          step={1}
          hint="The order's quantity: scales the edition's features and the plan's months"
        />
        <FormDateField name="expiredDate" label="Expired Date" required disabled={locked} />
      </FieldRow>
      <LicenseMachineFields productId={productId} />
      <DeclaredField
        entity={productLicenseEntity}
        name="maxMachines"
        hint="Machines this license may activate; empty: its edition's maximum."
      />
    </>
  );
}

/** The copied license's values over the empty form, with a new order number; anything unreadable is left out. */
function clonedValues(empty: ProductLicenseFormValues, data: string): ProductLicenseFormValues | null {
  try {
    const copied = JSON.parse(data) as Partial<ProductLicenseFormValues>;
    const known = Object.fromEntries(
      Object.entries(copied).filter(([key]) => key in empty && key !== 'orderNumber'),
    );
    return { ...empty, ...known, orderNumber: '' };
  } catch {
    return null;
  }
}

/**
 * SPEC §2's clone, /productlicense/add?dataclone=…&data=<URL-encoded JSON>: the form prefilled from
 * the copied license, with a new order number, no activation code and no history, and its terms
 * settled anew from now by its edition and plan (SPEC §4): a clone never starts expired.
 */
function useClonedValues(values: ProductLicenseFormValues | null): ProductLicenseFormValues | null {
  const [params] = useSearchParams();
  const data = params.get('dataclone') !== null ? params.get('data') : null;
  const cloned = useMemo(() => (data && values ? clonedValues(values, data) : null), [data, values]);
  // A clone's terms need the plans (their Unit): the form waits for them.
  const lists = useQuery(formListsQuery, { skip: !cloned });
  return useMemo(() => {
    if (!cloned) return values;
    // Without the lists (their failure is shown), the copy as it is.
    if (!lists.data) return lists.error ? cloned : null;
    const { editionCode, productLicensePlanId, quantity } = cloned;
    return {
      ...cloned,
      ...editionTermsValues(editionCode, productLicensePlanId, quantity, formListsOf(lists.data)),
    };
  }, [values, cloned, lists.data, lists.error]);
}

export const productLicenseForm = licenseOwnForm(
  productLicenseEntity,
  LicenseFields,
  ProductLicenseShow_productLicense,
  { empty: emptyProductLicense, toValues: licenseFormValues, useInitialValues: useClonedValues },
);
