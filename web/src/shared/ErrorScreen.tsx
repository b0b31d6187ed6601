import { Button } from '@fluentui/react-button';
import { Text, Title2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { messages } from '@licensing/domain';
import { Component, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingVerticalXXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** A page or screen that could not show: why, and a reload. */
export function ErrorScreen({ text }: { text: string }) {
  const styles = useStyles();
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

/** The page's own code failing to load or render (the router's routes have their own boundary). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen text={messages.error} /> : this.props.children;
  }
}
