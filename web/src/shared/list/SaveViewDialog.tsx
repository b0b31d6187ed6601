// 'Save view as…' of the list toolbar's Views menu (SavedViews.tsx): the view's name and, for an
// administrator, whether everyone sees it. Loaded when first opened. A refusal (a name taken, too
// long) shows under the name and keeps the dialog open.
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { SAVED_VIEW_NAME_MAX } from '@licensing/domain';
import { type FormEvent, useState } from 'react';
import { ReturnFocusOnClose } from '../ReturnFocusOnClose';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0 },
});

export function SaveViewDialog({
  open,
  canShare,
  onSave,
  onClose,
  returnTo,
}: {
  open: boolean;
  canShare: boolean;
  /** Where focus goes once it closes: the menu item that opened it is gone by then. */
  returnTo: () => Element | null;
  /** Saves; answers the problem to show, or null when saved. */
  onSave: (name: string, shared: boolean) => Promise<string | null>;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Name is required.');
      return;
    }
    setSaving(true);
    const refused = await onSave(name.trim(), shared).finally(() => setSaving(false));
    setProblem(refused);
    if (!refused) {
      setName('');
      setShared(false);
    }
  };

  return (
    <Dialog
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) {
          setProblem(null);
          onClose();
        }
      }}
    >
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>Save view</DialogTitle>
            <DialogContent className={styles.content}>
              <p className={styles.intro}>
                Saves this list's search, filters, sort, columns and page size under a name.
              </p>
              <Field
                label="Name"
                required
                validationState={problem ? 'error' : 'none'}
                validationMessage={problem ?? undefined}
              >
                <Input
                  value={name}
                  maxLength={SAVED_VIEW_NAME_MAX}
                  onChange={(_, data) => setName(data.value)}
                />
              </Field>
              {canShare && (
                <Checkbox
                  label="Share with everyone"
                  checked={shared}
                  onChange={(_, data) => setShared(data.checked === true)}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={saving}>
                Save
              </Button>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        <ReturnFocusOnClose open={open} opener={returnTo} />
      </DialogSurface>
    </Dialog>
  );
}
