// Where focus goes when a dialog or drawer closes: back to what opened it, and never the page body.

/** The screen's heading (its h1), else its main region; made focusable by script only. */
function focusScreen(): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Gives focus back to `opener` (the button that opened a dialog), unless the screen has already put
 * it somewhere. Should the opener be gone, or leave the page while it holds focus (the Delete
 * button of a row just deleted, a screen left after a delete), the screen's heading gets it.
 */
export function returnFocus(opener: Element | null): void {
  if (!focusLost()) return;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  if (focusLost()) {
    focusScreen();
    return;
  }
  if (!(opener instanceof HTMLElement) || document.activeElement !== opener) return;
  // A removed element takes focus with it without any event: watch for it until focus moves on.
  const watch = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (focusLost()) focusScreen();
  });
  const stop = () => {
    watch.disconnect();
    document.removeEventListener('focusin', stop);
  };
  watch.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
}

/** A makeStyles rule for text read by screen readers but not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
