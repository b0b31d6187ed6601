import { messages } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { type RefObject, useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../confirm/ConfirmDialogView';

/**
 * While the surrounding Formik form is dirty, leaving the screen asks first (SPEC §2) and closing
 * the page triggers the browser's warning. `bypass` turns it off once a save has succeeded, so the
 * navigation that follows a save is not questioned.
 */
export function UnsavedChangesGuard({ bypass }: { bypass: RefObject<boolean> }) {
  const { dirty } = useFormikContext();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty, bypass],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, bypass]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      message={messages.unsavedChanges}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
