import { Spinner } from '@fluentui/react-spinner';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXXL, display: 'flex', justifyContent: 'center' },
});

/** Shown while a screen's code or first data loads. */
export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner aria-label="Loading" />
    </div>
  );
}
