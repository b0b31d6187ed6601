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
  // Off screen until focused: the first stop of the page, before the sidebar's thirty links.
  skip: {
    position: 'absolute',
    zIndex: 40,
    left: tokens.spacingHorizontalM,
    top: '-100px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalM },
  },
  content: {
    flexGrow: 1,
    ':focus': { outlineStyle: 'none' },
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    [NARROW]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}` },
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const CONTENT_ID = 'content';

/** Moves focus (and the view) to the screen itself, past the sidebar and the top bar. */
function SkipToContent({ className }: { className: string }) {
  return (
    <a
      href={`#${CONTENT_ID}`}
      className={className}
      onClick={(event) => {
        // Not a navigation: the list's or form's URL stays as it is.
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

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
      <SkipToContent className={styles.skip} />
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} aria-label="Loading" />}
      <div className={styles.root}>
        <Sidebar isAdmin={session?.isAdmin ?? false} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        {menuOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <div className={styles.main}>
          <TopBar session={session} menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} />
          <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
            <Outlet />
          </main>
        </div>
      </div>
      <BackToTop />
    </ConfirmProvider>
  );
}
