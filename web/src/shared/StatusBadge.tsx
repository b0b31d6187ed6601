import { Badge } from '@fluentui/react-badge';
import { stateLabel } from '@licensing/domain';

/** Active or inactive, the same badge in every list and detail screen. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge appearance="tint" color={isActive ? 'success' : 'subtle'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

const STATE_COLORS = {
  // A license's displayed state (SPEC §4): Activated while its expiry is ahead, else Expired.
  Activated: 'success',
  Expired: 'warning',
  // An order's (Declined, Generated, Resolved or Pending) and a trial request's (Pending, Complete
  // or Declined, as its list filter names them): SPEC §4.
  declined: 'danger',
  generated: 'success',
  resolved: 'informative',
  pending: 'warning',
  complete: 'success',
} as const;

/** The state of a license, an order or a trial request, the same badge in its list and detail screens. */
export function StateBadge({ state }: { state: string }) {
  return (
    <Badge appearance="tint" color={STATE_COLORS[state as keyof typeof STATE_COLORS] ?? 'subtle'}>
      {stateLabel(state)}
    </Badge>
  );
}
