import { UNLIMITED_QUANTITY } from '@licensing/domain';

/** An edition line's quantity as read: -1 is 'Unlimited'; a switch reads Yes or No. */
export function quantityText(quantity: number, isBoolean: boolean): string {
  if (isBoolean) return quantity === 1 ? 'Yes' : 'No';
  return quantity === UNLIMITED_QUANTITY ? 'Unlimited' : String(quantity);
}
