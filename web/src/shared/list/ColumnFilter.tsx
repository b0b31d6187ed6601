// A column's box in a list's filter row, by what the declaration says the field filters by: text
// (a substring), one of its choices (a license's state), or a range of days (an expiry).
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type Field, formatDayRange } from '@licensing/domain';

type FilterKind = 'text' | 'choice' | 'range';

/** How a declared field filters; null when lists do not filter by it. */
export function filterKindOf(field: Field | undefined): FilterKind | null {
  if (field?.filter === 'range') return 'range';
  if (field?.filter === true && field.type === 'text') return field.choices ? 'choice' : 'text';
  return null;
}

const useStyles = makeStyles({
  // Filter boxes take their column's width and never widen it: the column fits its content.
  box: { width: '100%', minWidth: '5em' },
  text: { width: '100%', minWidth: 0 },
  range: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  end: { width: '100%', minWidth: '9.5em' },
  endLabel: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, minWidth: '2.2em' },
});

/** A range as its two date boxes hold it, while one may still be empty: 'from..to'. */
export const endsOf = (value: string) => {
  const [from = '', to = ''] = value.split('..');
  return { from, to };
};

export function ColumnFilter({
  kind,
  label,
  choices,
  value,
  onChange,
}: {
  kind: FilterKind;
  /** The column's header: the boxes are named 'Filter {label}' ('… from', '… to' for a range). */
  label: string;
  choices?: readonly string[] | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  // What the text box and the choice box share.
  const box = {
    size: 'small',
    className: styles.box,
    'aria-label': `Filter ${label}`,
    value,
    onChange: (_: unknown, data: { value: string }) => onChange(data.value),
  } as const;
  if (kind === 'choice') {
    return (
      <Select {...box}>
        <option value="">All</option>
        {choices?.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
    );
  }
  if (kind === 'range') {
    const ends = endsOf(value);
    const end = (which: 'from' | 'to') => (
      <Input
        size="small"
        type="date"
        className={styles.end}
        aria-label={`Filter ${label} ${which}`}
        contentBefore={
          <span aria-hidden="true" className={styles.endLabel}>
            {which}
          </span>
        }
        value={ends[which]}
        onChange={(_, data) => onChange(formatDayRange({ ...ends, [which]: data.value }))}
      />
    );
    return (
      <div className={styles.range}>
        {end('from')}
        {end('to')}
      </div>
    );
  }
  return <Input {...box} input={{ className: styles.text }} />;
}
