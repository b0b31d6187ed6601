// One toast helper for the whole client: `showToast(text, intent)` works from components, hooks
// and the Apollo error link alike. <AppToaster /> (mounted once, in main.tsx) renders them.
// SPEC §9: a toast stays 3 s, 1 s more once the pointer leaves it (none while it is over it), and
// fades out over 1 s.
import {
  makeStyles,
  Toast,
  Toaster,
  type ToastIntent,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_FADE_OUT_MS, TOAST_TIMEOUT_MS } from '@licensing/domain';
import { useEffect, useRef, useState } from 'react';

type Dispatch = (message: string, intent: ToastIntent) => void;

let dispatch: Dispatch | null = null;
const pending: [string, ToastIntent][] = [];
/** Messages on screen now: the same text is not stacked twice. */
const visible = new Set<string>();

export function showToast(message: string, intent: ToastIntent = 'info'): void {
  if (visible.has(message)) return;
  visible.add(message);
  if (dispatch) dispatch(message, intent);
  else pending.push([message, intent]);
}

const useStyles = makeStyles({
  // A persistent live region: toasts inserted into it are announced once, and no hidden copy of
  // their text exists elsewhere in the page.
  layer: { position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1000000 },
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
  const styles = useStyles();

  useEffect(() => {
    let next = 0;
    dispatch = (message, intent) => {
      const toastId = `toast-${++next}`;
      const onGone = () => {
        visible.delete(message);
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
    };
    for (const [message, intent] of pending.splice(0)) dispatch(message, intent);
    return () => {
      dispatch = null;
    };
  }, [dispatchToast, dismissToast]);

  return (
    <div className={styles.layer} aria-live="polite">
      {/* Top centre: clear of the header actions (Add, Edit, Delete) and the top bar's Sign out. */}
      <Toaster toasterId={toasterId} position="top" inline announce={silentAnnounce} />
    </div>
  );
}
