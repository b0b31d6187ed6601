// The buttons of a list row: View, and Edit and Delete for those who may write.
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';

export type RowActionsProps = {
  onView: () => void;
  /** None: the user may not write. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** What delete does, when it does not delete (users: 'Deactivate'). */
  deleteLabel?: string | undefined;
};

export function RowActions({ onView, onEdit, onDelete, deleteLabel = 'Delete' }: RowActionsProps) {
  return (
    <>
      <Button appearance="subtle" aria-label="View" icon={<EyeRegular />} onClick={onView} />
      {onEdit && <Button appearance="subtle" aria-label="Edit" icon={<EditRegular />} onClick={onEdit} />}
      {onDelete && (
        <Button appearance="subtle" aria-label={deleteLabel} icon={<DeleteRegular />} onClick={onDelete} />
      )}
    </>
  );
}
