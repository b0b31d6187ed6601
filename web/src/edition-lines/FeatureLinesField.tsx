// The feature lines of an edition or license form: per line a feature (server-side picker, limited
// to the product when there is one) and its quantity — a switch (1 or 0) for boolean features, else
// a number or 'Unlimited' (-1, SPEC §3). 'New feature' opens /feature/add and comes back here.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Switch } from '@fluentui/react-switch';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { UNLIMITED_FEATURE_VALUE } from '@licensing/domain';
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useRef } from 'react';
import { FeaturePicker } from '../shared/form/FeaturePicker';
import { FormNumberField } from '../shared/form/FormNumberField';
import { emptyLine, type LineFormValues } from './lineValues';
import { useLeaveForNewFeature } from './useEditionDraft';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // One grid for all lines (each line's cells join it), so switch and number lines share columns.
  lines: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) minmax(120px, 1fr) auto auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'end',
    // Inputs shrink to their column instead of spilling over the next one (the remove button).
    '& > * > *': { minWidth: 0 },
    '& .fui-Input': { width: '100%', minWidth: 0 },
  },
  line: { display: 'contents' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The switch of a boolean feature: on is 1, off is 0. */
function SwitchQuantity({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<number | null>(name);
  return (
    <Field label={label}>
      <Switch
        checked={field.value === 1}
        onChange={(_, data) => void helpers.setValue(data.checked ? 1 : 0)}
      />
    </Field>
  );
}

/**
 * A line's number with its 'Unlimited' switch: on, the quantity is -1; off, the count it had. (A
 * switch, as boolean lines use: the license form's route stays within its size budget.)
 */
function CountQuantity({ name, label, n }: { name: string; label: string; n: number }) {
  const [field, , helpers] = useField<number | null>(name);
  const unlimited = field.value === UNLIMITED_FEATURE_VALUE;
  const count = useRef<number | null>(null);
  if (!unlimited) count.current = field.value;
  return (
    <>
      <FormNumberField name={name} label={`${label} ${n}`} required step={1} min={0} unlimited />
      <Switch
        label="Unlimited"
        aria-label={`Unlimited ${n}`}
        checked={unlimited}
        onChange={(_, data) => void helpers.setValue(data.checked ? UNLIMITED_FEATURE_VALUE : count.current)}
      />
    </>
  );
}

type FeatureLinesFieldProps = {
  /** Only this product's features may be picked; null before a product is chosen. */
  productId?: string | null;
  /** Whether the feature picker is limited to one product (product editions) or not (editions). */
  byProduct: boolean;
  /** The lines' field: an edition's 'lines', a license's 'features'. */
  name?: string;
  /** What a line's number is called: an edition's Quantity, a license's Value. */
  valueLabel?: string;
  /** Offer 'New feature' (edition forms, which keep their draft while it is added). */
  newFeature?: boolean;
};

export function FeatureLinesField({
  productId,
  byProduct,
  name = 'lines',
  valueLabel = 'Quantity',
  newFeature = true,
}: FeatureLinesFieldProps) {
  const styles = useStyles();
  const { values, setFieldValue } = useFormikContext<Record<string, LineFormValues[]>>();
  const rows = getIn(values, name) as LineFormValues[];
  const leave = useLeaveForNewFeature<typeof values>(productId ?? null);
  const waiting = byProduct && !productId;
  return (
    <FieldArray name={name}>
      {(lines) => (
        <section className={styles.section} aria-label="Features">
          <Text weight="semibold">Features</Text>
          {waiting && <Text>Choose a product to add its features.</Text>}
          {rows.length > 0 && (
            <div className={styles.lines}>
              {rows.map((line, index) => {
                const n = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the index is their identity here.
                  <div className={styles.line} key={index}>
                    <FeaturePicker
                      name={`${name}.${index}.featureId`}
                      label={`Feature ${n}`}
                      required
                      productId={byProduct ? (productId ?? undefined) : undefined}
                      initialLabel={line.featureLabel || undefined}
                      onPick={(_option, feature) => {
                        void setFieldValue(`${name}.${index}.isBoolean`, feature?.isBoolean ?? false, false);
                        void setFieldValue(`${name}.${index}.featureLabel`, feature?.label ?? '', false);
                        void setFieldValue(`${name}.${index}.featureName`, feature?.name ?? '', false);
                        if (feature?.isBoolean) void setFieldValue(`${name}.${index}.quantity`, 1, false);
                      }}
                    />
                    {line.isBoolean ? (
                      <>
                        <SwitchQuantity name={`${name}.${index}.quantity`} label={`Enabled ${n}`} />
                        <span />
                      </>
                    ) : (
                      <CountQuantity name={`${name}.${index}.quantity`} label={valueLabel} n={n} />
                    )}
                    <Button
                      icon={<DeleteRegular />}
                      aria-label={`Remove feature ${n}`}
                      onClick={() => lines.remove(index)}
                    />
                  </div>
                );
              })}
            </div>
          )}
          <div className={styles.actions}>
            <Button icon={<AddRegular />} disabled={waiting} onClick={() => lines.push({ ...emptyLine })}>
              Add feature line
            </Button>
            {newFeature && (
              <Button appearance="subtle" disabled={waiting} onClick={() => leave(values)}>
                New feature
              </Button>
            )}
          </div>
        </section>
      )}
    </FieldArray>
  );
}
