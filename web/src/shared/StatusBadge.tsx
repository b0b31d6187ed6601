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

/** A license's displayed state (SPEC §4): Activated while its expiry is ahead, else Expired. */
export function LicenseStateBadge({ state }: { state: string }) {
  return (
    <Badge appearance="tint" color={state === 'Activated' ? 'success' : 'warning'}>
      {state}
    </Badge>
  );
}

const ORDER_STATE_COLORS = {
  declined: 'danger',
  generated: 'success',
  resolved: 'informative',
  pending: 'warning',
} as const;

/** An order's display state (SPEC §4): Declined, Generated, Resolved or Pending. */
export function OrderStateBadge({ state }: { state: string }) {
  return (
    <Badge appearance="tint" color={ORDER_STATE_COLORS[state as keyof typeof ORDER_STATE_COLORS] ?? 'subtle'}>
      {stateLabel(state)}
    </Badge>
  );
}

const TRIAL_STATE_COLORS = { pending: 'warning', complete: 'success', declined: 'danger' } as const;

/** A trial request's state (SPEC §4): Pending, Complete or Declined, as its list filter names them. */
export function TrialStateBadge({ state }: { state: string }) {
  return (
    <Badge appearance="tint" color={TRIAL_STATE_COLORS[state as keyof typeof TRIAL_STATE_COLORS] ?? 'subtle'}>
      {stateLabel(state)}
    </Badge>
  );
}
