import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { deleteConfirmation, type Entity } from '@licensing/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ConfirmOptions = {
  message: string;
  title?: string;
  /** 'Yes' unless given. */
  confirmLabel?: string;
  /** 'No' unless given. */
  cancelLabel?: string;
};

type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with two answers (role dialog, named by its title). */
export function ConfirmDialog({
  open,
  message,
  title = 'Confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
      </DialogSurface>
    </Dialog>
  );
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Pending = ConfirmOptions & { resolve: (answer: boolean) => void };

/** Hosts the one confirmation dialog of the app shell; screens ask through useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        {...(pending ?? { message: '' })}
        open={pending !== null}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
}

/** `await confirm({ message })` resolves true when the user agrees. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>');
  return confirm;
}

/**
 * `await confirmDelete(productEntity)` asks 'Are you sure to delete this Product?' (Delete / Cancel),
 * or the entity's own question when its delete deletes nothing (users are made inactive).
 */
export function useConfirmDelete(): (entity: Entity) => Promise<boolean> {
  const confirm = useConfirm();
  return useMemo(
    () => (entity: Entity) =>
      confirm({
        message: entity.deleteQuestion ?? deleteConfirmation(entity.deleteLabel),
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      }),
    [confirm],
  );
}
