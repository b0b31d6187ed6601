// Fluent's DatePicker over a 'YYYY-MM-DD' value, typed or picked from its calendar, shown as
// MM/DD/YYYY (SPEC §2). A chunk of its own: the calendar loads with the first form that has a date.
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { formatDate, parseDisplayDate } from '@licensing/domain';
import { useMemo } from 'react';

/** 'YYYY-MM-DD' → that day at local midnight, as the calendar counts days. */
function toDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** A calendar day → 'YYYY-MM-DD'. */
const toValue = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

// Stable, so that the picker rewrites its text only when the value changes.
const display = (date?: Date) => (date ? formatDate(toValue(date)) : '');
const parse = (text: string) => {
  const value = parseDisplayDate(text);
  return value === null ? null : toDate(value);
};

type DatePickerInputProps = {
  name: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  disabled?: boolean | undefined;
  /** Every change: the new value ('' for none), or null while the text is no date. */
  onChange: (value: string | null) => void;
  onBlur: () => void;
};

export function DatePickerInput({ name, value, disabled, onChange, onBlur }: DatePickerInputProps) {
  const date = useMemo(() => toDate(value), [value]);
  return (
    <DatePicker
      name={name}
      value={date}
      allowTextInput
      disabled={disabled}
      placeholder="MM/DD/YYYY"
      formatDate={display}
      parseDateFromString={parse}
      contentAfter={{ 'aria-label': 'Open calendar', 'aria-labelledby': undefined }}
      onSelectDate={(picked) => onChange(picked ? toValue(picked) : '')}
      // Each keystroke, not only on blur: Save keeps the focus in the field (SchemaForm).
      onChange={(_, data) => onChange(data.value.trim() === '' ? '' : parseDisplayDate(data.value))}
      onBlur={onBlur}
    />
  );
}
