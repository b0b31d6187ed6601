// The row above a list: its search box (with clear), the list's menus (saved views, columns, export), the
// loading spinner, and which columns a narrow screen does not show.
import { Button } from '@fluentui/react-button';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../focus';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '320px', maxWidth: '100%' },
  steppedAside: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  visuallyHidden,
});

export function ListToolbar({
  search,
  onSearch,
  onClear,
  loading,
  steppedAside,
  menus,
}: {
  search: string;
  onSearch: (text: string) => void;
  onClear: () => void;
  loading: boolean;
  /** The labels of the columns stepped aside (useFittingColumns). */
  steppedAside: readonly string[];
  /** The list's menus after the search box: its saved views, column chooser and export. */
  menus?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar}>
      <Input
        className={styles.search}
        aria-label="Search"
        placeholder="Search"
        value={search}
        onChange={(_, data) => onSearch(data.value)}
        contentBefore={<SearchRegular />}
        contentAfter={
          search ? (
            <Button appearance="transparent" size="small" icon={<DismissRegular />} onClick={onClear}>
              {/* Named by content, not aria-label, so getByLabel('Search') keeps one match. */}
              <span className={styles.visuallyHidden}>Clear search</span>
            </Button>
          ) : null
        }
      />
      {menus}
      {loading && <Spinner size="tiny" aria-label="Loading" />}
      {steppedAside.length > 0 && (
        <Text size={200} className={styles.steppedAside}>
          Not shown at this width: {steppedAside.join(', ')}
        </Text>
      )}
    </div>
  );
}
