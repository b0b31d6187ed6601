import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { messages } from '@licensing/domain';

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

/** A screen's data not there yet: the spinner while it loads, then the text saying it could not be read. */
export function LoadingOrFailed({
  loading,
  failedText = messages.getDataFailed,
}: {
  loading: boolean;
  failedText?: string;
}) {
  return loading ? <PageSpinner /> : <Text as="p">{failedText}</Text>;
}
