// The pager under every list: the item count, the page size and previous / next page.
import { Button, type ButtonProps } from '@fluentui/react-button';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Label } from '@fluentui/react-label';
import { Select } from '@fluentui/react-select';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { useId } from '@fluentui/react-utilities';
import { makeStyles } from '@griffel/react';
import { PAGE_SIZE_OPTIONS } from './listState';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  pageSize: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
});

/** A list's button shown by its icon alone, named by `label`: a row's actions, the pager's arrows. */
export const iconButton = (
  label: string,
  icon: ButtonProps['icon'],
  onClick: () => void,
  disabled = false,
) => <Button appearance="subtle" aria-label={label} icon={icon} disabled={disabled} onClick={onClick} />;

export type ListPagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  totalCount: number;
  onChange: (patch: { page: number; pageSize?: number }) => void;
};

export function ListPager({ page, pageCount, pageSize, totalCount, onChange }: ListPagerProps) {
  const styles = useStyles();
  const pageSizeId = useId('page-size');
  // A page size from the URL that is not an option is listed too, in order.
  const pageSizes = [...new Set([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <Text>{totalCount === 1 ? '1 item' : `${totalCount} items`}</Text>
      <span className={styles.pageSize}>
        <Label htmlFor={pageSizeId}>Page size</Label>
        <Select
          id={pageSizeId}
          value={String(pageSize)}
          onChange={(_, data) => onChange({ pageSize: Number(data.value), page: 1 })}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </span>
      {iconButton('Previous page', <ChevronLeftRegular />, () => onChange({ page: page - 1 }), page <= 1)}
      <Text aria-live="polite">
        Page {Math.min(page, pageCount)} of {pageCount}
      </Text>
      {iconButton(
        'Next page',
        <ChevronRightRegular />,
        () => onChange({ page: page + 1 }),
        page >= pageCount,
      )}
    </nav>
  );
}
