import { deleteConfirmation, type Entity } from '@licensing/domain';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

// Loaded with the first question: most visits ask none.
const ConfirmDialog = lazy(() => import('./ConfirmDialogView').then((m) => ({ default: m.ConfirmDialog })));

export type ConfirmOptions = {
  message: string;
  title?: string;
  /** 'Yes' unless given. */
  confirmLabel?: string;
  /** 'No' unless given. */
  cancelLabel?: string;
};

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Asked = ConfirmOptions & { resolve: (answer: boolean) => void; open: boolean };

/** Hosts the one confirmation dialog of the app shell; screens ask through useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  // Once loaded the dialog stays mounted, closed between questions (it keeps the last question's
  // texts): a modal unmounted while open would leave the page hidden from assistive technology.
  const [asked, setAsked] = useState<Asked | null>(null);
  const confirm = useCallback<Confirm>(
    (options) => new Promise<boolean>((resolve) => setAsked({ ...options, resolve, open: true })),
    [],
  );
  const answer = (value: boolean) => {
    if (asked?.open) asked.resolve(value);
    setAsked((current) => current && { ...current, open: false });
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog {...asked} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `await confirm({ message })` resolves true when the user agrees. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>');
  return confirm;
}

/** What a delete button says: 'Delete', or the entity's own verb when it deletes nothing ('Deactivate'). */
export const deleteAction = (entity: Entity): string => entity.deactivates?.action ?? 'Delete';

/**
 * What a delete asks: 'Are you sure to delete this Product?' (Delete / Cancel), or, when it deletes
 * nothing (users are made inactive), the entity's own question over its own verb (Deactivate / Cancel).
 */
export const deleteQuestion = (entity: Entity): ConfirmOptions => ({
  message: entity.deactivates?.question ?? deleteConfirmation(entity.deleteLabel),
  confirmLabel: deleteAction(entity),
  cancelLabel: 'Cancel',
});
