// The confirmation dialog itself, loaded when a question is first asked (ConfirmDialog.tsx).
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { ReturnFocusOnClose } from '../ReturnFocusOnClose';
import type { ConfirmOptions } from './ConfirmDialog';

type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question with two answers (role dialog, named by its title). However it closes (an
 * answer, Escape), focus goes back to the element that had it when the dialog opened.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const opener = useRef<Element | null>(null);
  // Before the dialog's own effects move focus into it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
        <ReturnFocusOnClose open={open} opener={() => opener.current} />
      </DialogSurface>
    </Dialog>
  );
}
