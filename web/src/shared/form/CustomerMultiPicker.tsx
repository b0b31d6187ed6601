// Picking customers in a form: the server-side combo-box over `customers`, searched by name, code
// or e-mail; one customer, or several shown as tags (a mail to many customers).

import { Tag, TagGroup } from '@fluentui/react-tags';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { nameWithEmail } from '@licensing/domain';
import { useField } from 'formik';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { CustomerPickerQuery } from '../../gql/graphql';
import { EntityCombobox, type EntityOption } from './EntityCombobox';

export const customerPickerQuery = graphql(`
  query CustomerPicker($page: Int, $pageSize: Int, $search: String) {
    customers(page: $page, pageSize: $pageSize, search: $search) {
      totalCount
      items {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

type CustomerItem = CustomerPickerQuery['customers']['items'][number];

const pageOf = (data: CustomerPickerQuery) => data.customers;
const toOption = (customer: CustomerItem): EntityOption => ({
  id: customer.id,
  label: nameWithEmail(customer),
});

export type CustomerPickerProps = {
  name: string;
  label?: string;
  required?: boolean;
  /** The current customer's label when editing (domain nameWithEmail), shown before any page loads. */
  initialLabel?: string | undefined;
};

/** One customer: the field holds its id ('' for none). */
export function CustomerPicker({ name, label = 'Customer', required, initialLabel }: CustomerPickerProps) {
  return (
    <EntityCombobox
      name={name}
      label={label}
      required={required}
      initialLabel={initialLabel}
      query={customerPickerQuery}
      pageOf={pageOf}
      toOption={toOption}
    />
  );
}

const useStyles = makeStyles({
  picked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/**
 * Several customers: the field holds their ids. Each pick in the combo-box (bound to a scratch
 * field beside it) adds a tag; a tag's dismiss button removes it.
 */
export function CustomerMultiPicker({ name, label = 'Customer', required }: CustomerPickerProps) {
  const styles = useStyles();
  const [field, meta, helpers] = useField<string[]>(name);
  const [, , pickHelpers] = useField<string>(`${name}Pick`);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const ids = field.value ?? [];
  const error = meta.touched ? (meta.error as string | undefined) : undefined;

  const add = (option: EntityOption | null) => {
    void pickHelpers.setValue('', false);
    if (!option || ids.includes(option.id)) return;
    setLabels((known) => ({ ...known, [option.id]: option.label }));
    void helpers.setValue([...ids, option.id]);
  };

  return (
    <div className={styles.picked}>
      <EntityCombobox
        name={`${name}Pick`}
        label={label}
        required={required}
        placeholder="Search customers to add"
        query={customerPickerQuery}
        pageOf={pageOf}
        toOption={toOption}
        onPick={add}
        error={error}
      />
      {ids.length > 0 && (
        <TagGroup
          aria-label={`Picked ${label.toLowerCase()}s`}
          className={styles.tags}
          onDismiss={(_, data) => void helpers.setValue(ids.filter((id) => id !== data.value))}
        >
          {ids.map((id) => (
            <Tag key={id} value={id} size="small" dismissible dismissIcon={{ 'aria-label': 'Remove' }}>
              {labels[id] ?? id}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
