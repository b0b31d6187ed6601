// The authenticated layout: sidebar, top bar, the current screen, back-to-top.

import { ProgressBar } from '@fluentui/react-progress';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, requireSession, useSession } from '../session/session';
import { ConfirmProvider } from '../shared/confirm/ConfirmDialog';
import { BackToTop } from './BackToTop';
import { DRAWER_TOP, NARROW, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Route loader: signed-out visitors go to /signin?returnTo=… (SPEC §2). */
export const loader = requireSession;

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  // Below the top bar, like the drawer: the Menu button that closes it stays in reach.
  scrim: {
    position: 'fixed',
    inset: 0,
    top: `var(${DRAWER_TOP}, 0px)`,
    zIndex: 25,
    backgroundColor: tokens.colorBackgroundOverlay,
  },
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

/** Whether the sidebar is a drawer now (narrow screens). */
const isDrawer = () => window.matchMedia(NARROW.replace('@media ', '')).matches;

/**
 * The open drawer is modal: it opens under the top bar (the Menu button closes it), takes the focus
 * (the current section's link), keeps Tab between its links and the Menu button, and closes on
 * Escape; closed, the focus is back on the Menu button. The page behind neither scrolls nor takes
 * focus meanwhile.
 */
function useModalDrawer(root: RefObject<HTMLDivElement | null>, open: boolean, close: () => void) {
  // Placed before it shows.
  useLayoutEffect(() => {
    const header = document.querySelector('[aria-controls="sidebar"]')?.closest('header');
    if (!open || !isDrawer() || !header) return;
    const place = () => {
      // Widened, the drawer is the sidebar again: nothing is modal any more.
      if (!isDrawer()) close();
      root.current?.style.setProperty(DRAWER_TOP, `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    };
    place();
    document.documentElement.style.overflow = 'hidden';
    window.addEventListener('resize', place);
    return () => {
      document.documentElement.style.overflow = '';
      window.removeEventListener('resize', place);
    };
  }, [root, open, close]);

  // Focus moves after the commit: React gives focus back to what had it during one.
  useEffect(() => {
    const drawer = document.getElementById('sidebar');
    const menu = document.querySelector<HTMLElement>('[aria-controls="sidebar"]');
    const content = document.querySelector('main');
    if (!open || !isDrawer() || !drawer || !menu || !content) return;
    const focusables = () => [
      menu,
      ...drawer.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'),
    ];
    // The drawer turns visible with its slide: try each frame until the link takes the focus.
    let frame = 0;
    const focusCurrent = (tries: number) => {
      const link = drawer.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables()[1];
      link?.focus();
      if (link && document.activeElement !== link && tries > 0)
        frame = requestAnimationFrame(() => focusCurrent(tries - 1));
    };
    frame = requestAnimationFrame(() => focusCurrent(30));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const items = focusables();
        const at = items.indexOf(document.activeElement as HTMLElement);
        const step = event.shiftKey ? -1 : 1;
        items[at === -1 ? 0 : (at + step + items.length) % items.length]?.focus();
      }
    };
    content.inert = true;
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      content.inert = false;
      document.removeEventListener('keydown', onKeyDown);
      // However it closed (Escape, the scrim, a link, Menu), focus does not stay in a hidden drawer.
      menu.focus();
    };
  }, [open, close]);
}

export function AppShell() {
  const styles = useStyles();
  const session = useSession();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  useModalDrawer(root, menuOpen, closeMenu);
  const { pathname } = useLocation();
  // The view starts at the top on every route change (not on a list's query-string change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Until a mailed password is changed, licensing-api refuses everything else: say so, don't fail.
  if (session?.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return (
    <ConfirmProvider>
      {/* Moves focus (and the view) to the screen itself, past the sidebar and the top bar. */}
      <a
        href={`#${CONTENT_ID}`}
        className={styles.skip}
        onClick={(event) => {
          // Not a navigation: the list's or form's URL stays as it is.
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && <ProgressBar className={styles.progress} aria-label="Loading" />}
      <div className={styles.root} ref={root}>
        <Sidebar isAdmin={session?.isAdmin ?? false} open={menuOpen} onNavigate={closeMenu} />
        {menuOpen && <div className={styles.scrim} aria-hidden="true" onClick={closeMenu} />}
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
