import { Button, makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { NavigationRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { NARROW } from './Sidebar';

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
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type TopBarProps = { userName: string; menuOpen: boolean; onMenu: () => void };

/** The signed-in user's name and 'Sign out'; on narrow screens the Menu button opens the sidebar. */
export function TopBar({ userName, menuOpen, onMenu }: TopBarProps) {
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
      <span className={styles.user}>
        <PersonRegular aria-hidden="true" />
        <Text weight="semibold">{userName}</Text>
      </span>
      <Button appearance="subtle" icon={<SignOutRegular />} onClick={() => navigate('/signin')}>
        Sign out
      </Button>
    </header>
  );
}
