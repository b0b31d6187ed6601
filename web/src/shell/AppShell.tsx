// The authenticated layout: sidebar, top bar, the current screen, back-to-top.

import { ProgressBar } from '@fluentui/react-progress';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, requireSession, useSession } from '../session/session';
import { ConfirmProvider } from '../shared/confirm/ConfirmDialog';
import { BackToTop } from './BackToTop';
import { NARROW, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Route loader: signed-out visitors go to /signin?returnTo=… (SPEC §2). */
export const loader = requireSession;

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  scrim: { position: 'fixed', inset: 0, zIndex: 25, backgroundColor: tokens.colorBackgroundOverlay },
  progress: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 20 },
  content: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    [NARROW]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The view starts at the top on every route change (not on a list's query-string change). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppShell() {
  const styles = useStyles();
  const session = useSession();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Until a mailed password is changed, licensing-api refuses everything else: say so, don't fail.
  if (session?.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return (
    <ConfirmProvider>
      <ScrollToTop />
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} aria-label="Loading" />}
      <div className={styles.root}>
        <Sidebar isAdmin={session?.isAdmin ?? false} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        {menuOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <div className={styles.main}>
          <TopBar session={session} menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} />
          <main className={styles.content}>
            <Outlet />
          </main>
        </div>
      </div>
      <BackToTop />
    </ConfirmProvider>
  );
}
