// Picking several customers in a form (a mail to many): each pick of the declared customer picker
// (searched by name, code or e-mail) adds a tag.

import { Tag, TagGroup } from '@fluentui/react-tags';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { customerEntity } from '@licensing/domain';
import { useField } from 'formik';
import { useState } from 'react';
import { DeclaredPicker } from './DeclaredPicker';
import type { EntityOption } from './EntityCombobox';

type CustomerPickerProps = { name: string; label?: string; required?: boolean };

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
      <DeclaredPicker
        entity={customerEntity}
        name={`${name}Pick`}
        label={label}
        required={required}
        placeholder="Search customers to add"
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
