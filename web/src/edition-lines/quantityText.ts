import { UNLIMITED_FEATURE_VALUE, yesNo } from '@licensing/domain';

/** An edition line's quantity as read: -1 is 'Unlimited'; a switch reads Yes or No. */
export function quantityText(quantity: number, isBoolean: boolean): string {
  if (isBoolean) return yesNo(quantity === 1);
  return quantity === UNLIMITED_FEATURE_VALUE ? 'Unlimited' : String(quantity);
}
