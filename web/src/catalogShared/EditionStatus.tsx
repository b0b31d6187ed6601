import { Badge } from '@fluentui/react-components';

/** SPEC §3: an edition past its InActiveDate (or before its ActiveDate) is labelled inactive. */
export function EditionStatus({ isActive }: { isActive: boolean }) {
  return (
    <Badge appearance="tint" color={isActive ? 'success' : 'subtle'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
