import { Button } from '@fluentui/react-button';
import { Text, Title2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { messages } from '@licensing/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorMessage } from '../apollo/errors';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingVerticalXXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** A screen that failed to load (its code, or its loader's data, e.g. the gateway is down). */
export function RouteError() {
  const error = useRouteError();
  const styles = useStyles();
  const text = isRouteErrorResponse(error)
    ? error.statusText || messages.error
    : errorMessage(error, messages.error);
  return (
    <div className={styles.root} role="alert">
      <Title2 as="h1">{messages.error}</Title2>
      <Text>{text}</Text>
      <div>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </div>
  );
}
