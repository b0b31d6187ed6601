import { useSubscription } from '@apollo/client/react';
import { CounterBadge } from '@fluentui/react-badge';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, shorthands } from '@griffel/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { homeResource, resourceAt, resourceGroups } from '../resources';
import { visuallyHidden } from '../shared/focus';
import type { Resource } from '../shared/resource/resource';

/** Below this width the sidebar is a drawer the top bar's Menu button opens. */
export const NARROW = '@media (max-width: 1023px)';
/** Where the open drawer starts: under the top bar (set by the app shell). */
export const DRAWER_TOP = '--drawer-top';

const useStyles = makeStyles({
  aside: {
    width: '220px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
    [NARROW]: {
      position: 'fixed',
      top: `var(${DRAWER_TOP}, 0px)`,
      bottom: 0,
      left: 0,
      zIndex: 30,
      boxShadow: tokens.shadow16,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      transitionProperty: 'transform, visibility',
      transitionDuration: tokens.durationNormal,
    },
  },
  open: { [NARROW]: { transform: 'none', visibility: 'visible' } },
  nav: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    // Taller than a short window (Job Logs and Settings below 800 px): it scrolls on its own.
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    boxSizing: 'border-box',
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    [NARROW]: { height: '100%' },
  },
  brand: {
    display: 'block',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  group: {
    display: 'block',
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXXS}`,
    padding: `0 ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: tokens.colorNeutralForeground3,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderLeft: `3px solid transparent`,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  visuallyHidden,
  active: {
    // Foreground2: Foreground1 is a hair short of 4.5:1 on the dark theme's selected background.
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
});

/** SPEC §2, §4: pending trial requests and orders, live (the hub's NewRequestTrial and NewOrder). */
const countersSubscription = graphql(`
  subscription SidebarCounters {
    counters {
      pendingTrialRequests
      pendingOrders
    }
  }
`);

type SidebarProps = {
  isAdmin: boolean;
  /** Narrow screens: whether the drawer is open, and how a link closes it. */
  open: boolean;
  onNavigate: () => void;
};

/** Scrolls the sidebar (not the page) so its current entry is in sight. */
function revealCurrent(nav: HTMLElement | null) {
  const link = nav?.querySelector('[aria-current="page"]');
  if (!nav || !link) return;
  const area = nav.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  if (box.top < area.top) nav.scrollTop -= area.top - box.top;
  else if (box.bottom > area.bottom) nav.scrollTop += box.bottom - area.bottom;
}

/**
 * The entries of SPEC §2 in sections (Sales, Catalog, …); the current one is highlighted, marked
 * aria-current="page" and scrolled into sight. On narrow screens a drawer.
 */
export function Sidebar({ isAdmin, open, onNavigate }: SidebarProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const current = resourceAt(pathname);
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current entry changed.
  useEffect(() => revealCurrent(navRef.current), [current]);
  const { data } = useSubscription(countersSubscription, { context: { silentErrors: true } });
  const counts: Record<string, number | undefined> = {
    '/orders': data?.counters.pendingOrders,
    '/request-trial-emails': data?.counters.pendingTrialRequests,
  };
  const entry = (resource: Resource) => {
    const active = resource === current;
    const count = counts[resource.path];
    return (
      <li key={resource.path}>
        <Link
          to={resource.path}
          className={mergeClasses(styles.link, active && styles.active)}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {count ? (
            <>
              {/* Read as one phrase, 'Orders, 11 new' (SPEC §2: new orders), not 'Orders11'. */}
              <span className={styles.visuallyHidden}>{`${resource.label}, ${count} new`}</span>
              <span aria-hidden="true">{resource.label}</span>
              <CounterBadge count={count} overflowCount={999} size="small" appearance="filled" aria-hidden />
            </>
          ) : (
            resource.label
          )}
        </Link>
      </li>
    );
  };
  return (
    <aside className={mergeClasses(styles.aside, open && styles.open)} id="sidebar">
      <nav ref={navRef} className={styles.nav} aria-label="Sections">
        <span className={styles.brand}>Licensing</span>
        <ul className={styles.list}>{entry(homeResource)}</ul>
        {resourceGroups.map((group) => (
          <div key={group.label}>
            <h2 className={styles.group}>{group.label}</h2>
            <ul className={styles.list}>
              {group.resources.filter((resource) => isAdmin || !resource.adminOnly).map(entry)}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
