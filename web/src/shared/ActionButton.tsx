// A detail screen's workflow button: it asks first when told to, runs once however often it is
// clicked, and says when it worked; a failure is the error link's to show (the mutation's errorText).
import { Button } from '@fluentui/react-button';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { type ConfirmOptions, useConfirm } from './confirm/ConfirmDialog';
import { showToast } from './toast';

type ActionButtonProps = {
  icon?: ReactElement;
  disabled?: boolean;
  /** Its accessible name when its text is one of many alike (a table's Deactivate per row). */
  'aria-label'?: string;
  /** A warning shown instead of running, if any (an order's license generated already). */
  refused?: () => string | null;
  /** The question to confirm first, if any: asked when clicked. */
  question?: () => string | ConfirmOptions | null;
  run: () => Promise<unknown>;
  /** The toast once it worked, if it says so (a download shows itself). */
  succeeded?: string;
  children: ReactNode;
};

export function ActionButton({
  icon,
  disabled,
  'aria-label': ariaLabel,
  refused,
  question,
  run,
  succeeded,
  children,
}: ActionButtonProps) {
  const confirm = useConfirm();
  // Focusable while it runs, so the confirm dialog can give focus back; the ref also stops a second
  // click that comes before the disabled state has rendered.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={icon}
      aria-label={ariaLabel}
      disabled={disabled}
      disabledFocusable={busy}
      onClick={async () => {
        if (running.current) return;
        const warning = refused?.();
        if (warning) {
          showToast(warning, 'warning');
          return;
        }
        running.current = true;
        setBusy(true);
        try {
          const asked = question?.();
          if (asked && !(await confirm(typeof asked === 'string' ? { message: asked } : asked))) return;
          await run();
          if (succeeded) showToast(succeeded, 'success');
        } catch {
          // Shown by the error link.
        } finally {
          running.current = false;
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
