import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router-dom';
import { sectionOf, sections } from './sections';

const useStyles = makeStyles({
  aside: {
    width: '220px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderRight('1px', 'solid', tokens.colorNeutralStroke2),
  },
  nav: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    boxSizing: 'border-box',
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  brand: {
    display: 'block',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    marginBottom: tokens.spacingVerticalS,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderLeft: `3px solid transparent`,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
});

/** The sections of SPEC §2; the current one is highlighted and marked aria-current="page". */
export function Sidebar({ isAdmin }: { isAdmin: boolean }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <aside className={styles.aside}>
      <nav className={styles.nav} aria-label="Sections">
        <span className={styles.brand}>Licensing</span>
        <ul className={styles.list}>
          {sections
            .filter((section) => isAdmin || !section.adminOnly)
            .map((section) => {
              const active = section === current;
              return (
                <li key={section.path}>
                  <Link
                    to={section.path}
                    className={mergeClasses(styles.link, active && styles.active)}
                    aria-current={active ? 'page' : undefined}
                  >
                    {section.label}
                  </Link>
                </li>
              );
            })}
        </ul>
      </nav>
    </aside>
  );
}
