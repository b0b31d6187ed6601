import { Title2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type ReactNode, useEffect } from 'react';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalL,
  },
  // Many workflows (a license's) wrap rather than widen the page on a narrow screen.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The screen's one heading (h1) and its actions; also the document title. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  useEffect(() => {
    document.title = `${title} - Licensing Back Office`;
  }, [title]);
  return (
    <header className={styles.header}>
      <Title2 as="h1">{title}</Title2>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
