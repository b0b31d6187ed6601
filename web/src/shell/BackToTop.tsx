import { Button } from '@fluentui/react-button';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { BACK_TO_TOP_AFTER_PX } from '@licensing/domain';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  button: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
    boxShadow: tokens.shadow8,
  },
});

/** Appears once the page is scrolled more than 300 px (SPEC §2). */
export function BackToTop() {
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      className={styles.button}
      shape="circular"
      aria-label="Back to top"
      icon={<ArrowUpRegular />}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
