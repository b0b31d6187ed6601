// The frame of the screens shown without a session (sign-in, forgot password): a card centred on
// the page, with its form's styles.
import { Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export const usePublicCardStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  card: { width: '380px', maxWidth: '100%', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function PublicCard({ children }: { children: ReactNode }) {
  const styles = usePublicCardStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>{children}</Card>
    </main>
  );
}
