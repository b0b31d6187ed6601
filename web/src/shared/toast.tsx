// One toast helper for the whole client: `showToast(text, intent)` works from components, hooks
// and the Apollo error link alike. <AppToaster /> (mounted once, in main.tsx) renders them.
import {
  makeStyles,
  Toast,
  Toaster,
  type ToastIntent,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { TOAST_TIMEOUT_MS } from '@licensing/domain';
import { useEffect } from 'react';

type Dispatch = (message: string, intent: ToastIntent) => void;

let dispatch: Dispatch | null = null;
const pending: [string, ToastIntent][] = [];
/** Messages on screen now: the same text is not stacked twice. */
const visible = new Set<string>();

export function showToast(message: string, intent: ToastIntent = 'info'): void {
  if (visible.has(message)) return;
  visible.add(message);
  setTimeout(() => visible.delete(message), TOAST_TIMEOUT_MS);
  if (dispatch) dispatch(message, intent);
  else pending.push([message, intent]);
}

const useStyles = makeStyles({
  // A persistent live region: toasts inserted into it are announced once, and no hidden copy of
  // their text exists elsewhere in the page.
  layer: { position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1000000 },
});

const silentAnnounce = () => {};

export function AppToaster() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const styles = useStyles();

  useEffect(() => {
    dispatch = (message, intent) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        {
          intent,
          timeout: TOAST_TIMEOUT_MS,
          // Not labelled by its own text: getByLabel('Product Name') must find the field, not
          // a toast naming it. The live region around the toaster announces the text.
          root: { 'aria-labelledby': undefined, 'aria-describedby': undefined },
        },
      );
    for (const [message, intent] of pending.splice(0)) dispatch(message, intent);
    return () => {
      dispatch = null;
    };
  }, [dispatchToast]);

  return (
    <div className={styles.layer} aria-live="polite">
      {/* Top centre: clear of the header actions (Add, Edit, Delete) and the top bar's Sign out. */}
      <Toaster toasterId={toasterId} position="top" inline announce={silentAnnounce} />
    </div>
  );
}
