import { Button } from '@fluentui/react-button';
import { HistoryRegular, NavigationRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, shorthands } from '@griffel/react';
import { personName } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../session/session';
import { lazyMenu } from './LazyMenu';
import { NARROW } from './Sidebar';

const RecentVisitsMenu = lazyMenu(() => import('./TopBarMenus').then((m) => m.RecentVisitsMenu));
const ProfileMenu = lazyMenu(() => import('./TopBarMenus').then((m) => m.ProfileMenu));

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom('1px', 'solid', tokens.colorNeutralStroke2),
  },
  menu: { display: 'none', marginRight: 'auto', [NARROW]: { display: 'inline-flex' } },
  role: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

type TopBarProps = { session: Session | null; menuOpen: boolean; onMenu: () => void };

const displayName = (session: Session | null) =>
  personName(session?.firstName, session?.lastName) || session?.userName || '';

/**
 * The signed-in user's name and role, with their profile menu (change password, integrator tokens)
 * and 'Sign out'; on narrow screens the Menu button opens the sidebar.
 */
export function TopBar({ session, menuOpen, onMenu }: TopBarProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
      <Button
        className={styles.menu}
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenu}
      >
        Menu
      </Button>
      <RecentVisitsMenu
        trigger={
          <Button appearance="subtle" icon={<HistoryRegular />}>
            Recent
          </Button>
        }
      />
      <ProfileMenu
        trigger={
          // Named by what it shows (the name and role), so speech input can say what it sees.
          <Button appearance="subtle" icon={<PersonRegular />}>
            <Text weight="semibold">{displayName(session)}</Text>
            {session?.role && <Text className={styles.role}>&nbsp;· {session.role}</Text>}
          </Button>
        }
      />
      <Button appearance="subtle" icon={<SignOutRegular />} onClick={() => navigate('/signin')}>
        Sign out
      </Button>
    </header>
  );
}
