// Order add/edit (SPEC §4, §5, §9): product, edition (by code), plan, quantity and duration, add-ons
// with their quantities, the customer's and the tech service's contact. A new product clears the
// edition and offers its own add-ons; a trial edition is Monthly for twice the duration, without
// Annually. The total is shown as the domain computes it; licensing-api computes it again.
import { useQuery } from '@apollo/client/react';
import { Checkbox } from '@fluentui/react-checkbox';
import { Subtitle2, Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  formatPrice,
  LICENSE_PLAN_NAMES,
  ORDER_DEFAULTS,
  offersPlan,
  orderEntity,
  orderTotal,
  trialOrderTerms,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { graphql } from '../gql';
import type { OrderShow_OrderFragment } from '../gql/graphql';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { ProductPicker } from '../shared/form/DeclaredPicker';
import { EntityCombobox } from '../shared/form/EntityCombobox';
import { FormNumberField } from '../shared/form/FormNumberField';
import { FormSelectField } from '../shared/form/FormSelectField';
import { formListsOf, formListsQuery } from '../shared/form/licenseLists';
import { FieldRow } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { emptyValues, type FormValues, toFormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { OrderShow_order } from './fragments';

const editionPickerQuery = graphql(`
  query OrderEditionPicker($page: Int, $pageSize: Int, $search: String, $filter: ProductEditionFilter) {
    productEditions(page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
      totalCount
      items {
        id
        name
        code
        isTrial
        price
        pricePerMonth
      }
    }
  }
`);

const productAddonsQuery = graphql(`
  query OrderFormAddons($productId: ID) {
    addons(filter: { productId: $productId }, pageSize: 0) {
      items {
        id
        name
        isActive
        price
        pricePerMonth
        priceCalcPerItem
      }
    }
  }
`);

/** The declared fields, and what steers the screen: the picked edition's name, prices and trial flag. */
type OrderFormValues = FormValues & {
  productId: string;
  licenseEditionCode: string;
  editionLabel: string;
  edition: { price: number; pricePerMonth: number; isTrial: boolean } | null;
  productLicensePlanId: string;
  duration: number | null;
  quantity: number | null;
  lines: { addonId: string; quantity: number | null }[];
  /** The total shown, sent so that licensing-api refuses it if the prices changed meanwhile. */
  totalPrice: number | null;
};

const emptyOrder = (): OrderFormValues => ({
  ...emptyValues<OrderFormValues>(orderEntity),
  duration: ORDER_DEFAULTS.duration,
  quantity: ORDER_DEFAULTS.quantity,
  editionLabel: '',
  edition: null,
});

const toOrderFormValues = (order: OrderShow_OrderFragment): OrderFormValues => ({
  ...toFormValues<OrderFormValues>(orderEntity, order),
  editionLabel: order.editionName ?? order.licenseEditionCode,
  edition: order.edition ?? null,
  lines: order.lines.map((line) => ({ addonId: line.addonId, quantity: line.quantity })),
});

const useStyles = makeStyles({
  addon: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) minmax(120px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
  },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function OrderFields() {
  const styles = useStyles();
  const { values, setFieldValue } = useFormikContext<OrderFormValues>();
  const addonsAnswer = useQuery(productAddonsQuery, {
    variables: { productId: values.productId || null },
    skip: !values.productId,
  });
  const set = (name: string, value: unknown) => void setFieldValue(name, value, false);
  const field = (name: string) => <DeclaredField entity={orderEntity} name={name} />;
  /** Two declared fields side by side. */
  const pair = (first: string, second: string) => (
    <FieldRow>
      {field(first)}
      {field(second)}
    </FieldRow>
  );
  const { plans } = formListsOf(useQuery(formListsQuery).data);
  const addons = (addonsAnswer.data?.addons.items ?? []).filter(
    (addon) => addon.isActive || values.lines.some((line) => line.addonId === addon.id),
  );
  const trial = values.edition?.isTrial ?? false;
  const monthly = plans.find((plan) => plan.name === LICENSE_PLAN_NAMES.monthly);
  const planName = plans.find((plan) => plan.id === values.productLicensePlanId)?.name ?? '';

  // SPEC §9: the plan defaults to Monthly.
  useEffect(() => {
    if (!values.productLicensePlanId && monthly) set('productLicensePlanId', monthly.id);
  });

  const total =
    values.edition && planName
      ? orderTotal(
          { planName, quantity: Number(values.quantity) || 0, duration: Number(values.duration) || 0 },
          values.edition,
          values.lines.flatMap((line) => {
            const addon = addons.find((candidate) => candidate.id === line.addonId);
            return addon ? [{ ...addon, quantity: Number(line.quantity) || 0 }] : [];
          }),
        )
      : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new total is written back.
  useEffect(() => {
    if (total !== values.totalPrice) set('totalPrice', total);
  }, [total]);

  return (
    <>
      <ProductPicker
        onChange={() => {
          // SPEC §4: another product clears the edition and offers its own add-ons.
          set('licenseEditionCode', '');
          set('editionLabel', '');
          set('edition', null);
          set('lines', []);
        }}
      />
      <EntityCombobox
        name="licenseEditionCode"
        label="Edition"
        required
        disabled={!values.productId}
        query={editionPickerQuery}
        variables={{ filter: values.productId ? { productId: values.productId } : null }}
        pageOf={(result) => result.productEditions}
        toOption={(edition) => ({ id: edition.code, label: edition.name })}
        initialLabel={values.editionLabel || undefined}
        onPick={(option, edition) => {
          set('editionLabel', option?.label ?? '');
          set('edition', edition);
          if (edition?.isTrial && !trial) {
            // SPEC §4: Monthly, for twice the duration.
            const terms = trialOrderTerms(Number(values.duration) || 1);
            if (monthly) set('productLicensePlanId', monthly.id);
            set('duration', terms.duration);
          }
        }}
      />
      <FieldRow>
        <FormSelectField
          name="productLicensePlanId"
          label="License Plan"
          options={plans.filter((plan) => offersPlan(plan.name, trial ? 'trial' : ''))}
        />
        <FormNumberField name="quantity" label="Quantity" required min={1} step={1} />
        <FormNumberField
          name="duration"
          label="Plan Duration"
          required
          min={1}
          step={1}
          hint={planName === LICENSE_PLAN_NAMES.annually ? 'Years' : 'Months'}
        />
      </FieldRow>
      <section aria-label="Add-ons" className={styles.section}>
        <Subtitle2 as="h2">Add-ons</Subtitle2>
        {!values.productId && <Text as="p">Choose a product to see its add-ons.</Text>}
        {addons.map((addon) => {
          const index = values.lines.findIndex((line) => line.addonId === addon.id);
          const picked = index >= 0;
          return (
            <div className={styles.addon} key={addon.id}>
              <Checkbox
                label={`${addon.name} (${formatPrice(planName === LICENSE_PLAN_NAMES.annually ? addon.price : addon.pricePerMonth)}${addon.priceCalcPerItem ? ' per item' : ''})`}
                checked={picked}
                onChange={(_, data) =>
                  set(
                    'lines',
                    data.checked
                      ? [...values.lines, { addonId: addon.id, quantity: 1 }]
                      : values.lines.filter((line) => line.addonId !== addon.id),
                  )
                }
              />
              {picked && (
                <FormNumberField
                  name={`lines.${index}.quantity`}
                  label={`${addon.name} Quantity`}
                  required
                  min={1}
                  step={1}
                />
              )}
            </div>
          );
        })}
      </section>
      <Text className={styles.total} aria-label="Total">
        Total: {total === null ? '—' : formatPrice(total)}
      </Text>
      <Subtitle2 as="h2">Customer</Subtitle2>
      {pair('firstName', 'lastName')}
      {pair('companyName', 'email')}
      {pair('phoneNumber', 'address')}
      {pair('macAddress', 'serverName')}
      <Subtitle2 as="h2">Tech Service</Subtitle2>
      {pair('techServiceLastName', 'techServiceEmail')}
      {field('techServiceCompanyName')}
      {field('requestContent')}
      {field('isResolved')}
    </>
  );
}

export function OrderForm(form: FormProps<OrderFormValues>) {
  return (
    <DeclaredForm entity={orderEntity} width="medium" {...form}>
      <OrderFields />
    </DeclaredForm>
  );
}

export const orderForm = ownForm(OrderForm, OrderShow_order, {
  empty: emptyOrder,
  toValues: toOrderFormValues,
});
