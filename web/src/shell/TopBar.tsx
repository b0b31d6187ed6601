import { Button, makeStyles, shorthands, Text, tokens } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';

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
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The signed-in user's name and 'Sign out' (which goes to /signin, whose loader signs out). */
export function TopBar({ userName }: { userName: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
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
