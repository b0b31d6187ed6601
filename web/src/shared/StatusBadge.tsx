import { Badge } from '@fluentui/react-components';

/** Active or inactive, the same badge in every list and detail screen. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge appearance="tint" color={isActive ? 'success' : 'subtle'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
