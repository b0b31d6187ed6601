// One toast helper for the whole client: `showToast(text, intent)` works from components, hooks
// and the Apollo error link alike. <Toasts /> (mounted once, in main.tsx) holds the live region and
// loads the toaster (Toaster.tsx) with the first toast, so screens that show none never load it.

import type { ToastIntent } from '@fluentui/react-toast';
import { makeStyles } from '@griffel/react';
import { lazy, Suspense, useEffect, useState } from 'react';

type Dispatch = (message: string, intent: ToastIntent) => void;

let dispatch: Dispatch | null = null;
const pending: [string, ToastIntent][] = [];
/** Messages on screen now, with their intents: the same text is not stacked twice. */
const visible = new Map<string, ToastIntent>();
/** Tells <Toasts /> a toast waits for the toaster. */
let wake: (() => void) | null = null;

/** Where the toasts on screen wait while the page loads anew (see keepToastsOverLoad). */
const KEPT = 'toasts-kept';

/** The toasts on screen show again on the page that loads next (going to /signin loads it anew). */
export function keepToastsOverLoad(): void {
  sessionStorage.setItem(KEPT, JSON.stringify([...visible]));
}

function showKeptToasts(): void {
  const kept = sessionStorage.getItem(KEPT);
  if (!kept) return;
  sessionStorage.removeItem(KEPT);
  try {
    for (const [message, intent] of JSON.parse(kept) as [string, ToastIntent][]) showToast(message, intent);
  } catch {
    // Not ours (sessionStorage is the user's to edit): no toasts, rather than no page.
  }
}

export function showToast(message: string, intent: ToastIntent = 'info'): void {
  if (visible.has(message)) return;
  visible.set(message, intent);
  if (dispatch) {
    dispatch(message, intent);
  } else {
    pending.push([message, intent]);
    wake?.();
  }
}

/** The toaster takes over dispatching, beginning with the toasts that waited; answers its release. */
export function attachToaster(next: Dispatch): () => void {
  dispatch = next;
  for (const [message, intent] of pending.splice(0)) next(message, intent);
  return () => {
    dispatch = null;
  };
}

export function toastGone(message: string): void {
  visible.delete(message);
}

const AppToaster = lazy(() => import('./Toaster').then((m) => ({ default: m.AppToaster })));

const useStyles = makeStyles({
  // A persistent live region: toasts inserted into it are announced once, and no hidden copy of
  // their text exists elsewhere in the page.
  layer: { position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1000000 },
});

export function Toasts() {
  const styles = useStyles();
  const [needed, setNeeded] = useState(pending.length > 0);
  useEffect(showKeptToasts, []);
  useEffect(() => {
    wake = () => setNeeded(true);
    if (pending.length > 0) setNeeded(true);
    return () => {
      wake = null;
    };
  }, []);
  return (
    <div className={styles.layer} aria-live="polite">
      {needed && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
