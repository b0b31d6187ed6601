// The toaster itself (Fluent's Toaster and its toasts), loaded with the first toast: see toast.tsx.
// SPEC §9: a toast stays 3 s, 1 s more once the pointer leaves it (none while it is over it), and
// fades out over 1 s.

import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-toast';
import { useId } from '@fluentui/react-utilities';
import { makeStyles } from '@griffel/react';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_FADE_OUT_MS, TOAST_TIMEOUT_MS } from '@licensing/domain';
import { useEffect, useRef, useState } from 'react';
import { attachToaster, toastGone } from './toast';

const useStyles = makeStyles({
  toast: {
    pointerEvents: 'auto',
    transitionProperty: 'opacity',
    transitionDuration: `${TOAST_FADE_OUT_MS}ms`,
    opacity: 1,
  },
  fading: { opacity: 0 },
});

/** A toast that times itself: shown, then fading, then gone; the pointer over it holds it. */
function TimedToast({ message, onGone }: { message: string; onGone: () => void }) {
  const styles = useStyles();
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stop = () => clearTimeout(timer.current);
  const fadeAfter = (ms: number) => {
    stop();
    timer.current = setTimeout(() => {
      setFading(true);
      timer.current = setTimeout(onGone, TOAST_FADE_OUT_MS);
    }, ms);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once, when shown.
  useEffect(() => {
    fadeAfter(TOAST_TIMEOUT_MS);
    return stop;
  }, []);
  return (
    <Toast
      className={fading ? `${styles.toast} ${styles.fading}` : styles.toast}
      onMouseEnter={() => {
        stop();
        setFading(false);
      }}
      onMouseLeave={() => fadeAfter(TOAST_EXTENDED_TIMEOUT_MS)}
    >
      <ToastTitle>{message}</ToastTitle>
    </Toast>
  );
}

const silentAnnounce = () => {};

export function AppToaster() {
  const toasterId = useId('toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);

  useEffect(() => {
    let next = 0;
    return attachToaster((message, intent) => {
      const toastId = `toast-${++next}`;
      const onGone = () => {
        toastGone(message);
        dismissToast(toastId);
      };
      dispatchToast(<TimedToast message={message} onGone={onGone} />, {
        toastId,
        intent,
        timeout: -1, // TimedToast dismisses itself.
        // Not labelled by its own text: getByLabel('Product Name') must find the field, not
        // a toast naming it. The live region around the toaster announces the text.
        root: { 'aria-labelledby': undefined, 'aria-describedby': undefined },
      });
    });
  }, [dispatchToast, dismissToast]);

  // Top centre: clear of the header actions (Add, Edit, Delete) and the top bar's Sign out.
  return <Toaster toasterId={toasterId} position="top" inline announce={silentAnnounce} />;
}
