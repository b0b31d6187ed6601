// Orders (SPEC §4 Order, §9): the states and their display priority, the list's status filters,
// the form's defaults and trial rule, and the total, which the form shows and licensing-api
// recomputes (a client total that disagrees is refused).
import { isTrialEditionCode, withProductName } from './catalog.js';
import { LICENSE_PLAN_NAMES, TRIAL_MONTHS } from './licenses.js';

/** SPEC §9: plan Monthly, duration 1, quantity 1. */
export const ORDER_DEFAULTS = { planName: LICENSE_PLAN_NAMES.monthly, duration: 1, quantity: 1 } as const;

export const ORDER_STATES = ['pending', 'resolved', 'generated', 'declined'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type OrderFlags = { isDeclined: boolean; isGenerated: boolean; isResolved: boolean };

/** SPEC §4: declined, then generated, then resolved, else pending. */
export function orderState(order: OrderFlags): OrderState {
  if (order.isDeclined) return 'declined';
  if (order.isGenerated) return 'generated';
  if (order.isResolved) return 'resolved';
  return 'pending';
}

/** SPEC §4's list filters: Pending (not declined, not resolved), Complete (resolved), Declined. */
export const ORDER_STATUS_FILTERS = ['Pending', 'Complete', 'Declined'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** SPEC §2: 'Orders Dashboard', with ' - Pending' or ' - Complete' when that filter is applied. */
export function ordersTitle(filter: OrderStatusFilter | null | undefined): string {
  return filter === 'Pending' || filter === 'Complete' ? `Orders Dashboard - ${filter}` : 'Orders Dashboard';
}

export const PAYMENT_STATUS = { paid: 'Paid', unpaid: 'Unpaid' } as const;

export const orderMessages = {
  alreadyGenerated: 'License already generated',
  notPaid: 'This order payment is not completed yet.',
  generateFailed: 'Generate license failed',
  generateAndSendSucceeded: 'Generate and send license mail successfully',
  declineQuestion: 'Are you sure you want to decline this order?',
  declined: 'Order declined successfully',
  declineFailed: 'Failed to decline order',
  invoiceCreated: 'QBO Invoice created successfully',
  invoiceFailed: 'Create QBO Invoice failed',
  invoiceRefreshed: 'Invoice status refreshed successfully',
  invoiceRefreshFailed: 'Refresh invoice status failed',
  alreadyDeclined: 'This order is declined.',
  notGenerated: 'Generate the license of this order first.',
  generatedStays: 'A generated order cannot be deleted: its license stays with it.',
  totalMismatch: 'The Total Price does not match the order: reload the prices and try again.',
  annuallyForTrial: 'A trial edition is sold on the Monthly plan only.',
  addonQuantity: 'Enter a quantity for each selected add-on',
} as const;

/** SPEC §4: a trial edition on an order is Monthly, for twice the duration (two months by default). */
export function trialOrderTerms(duration: number): { planName: string; duration: number } {
  return { planName: LICENSE_PLAN_NAMES.monthly, duration: Math.max(TRIAL_MONTHS, duration * 2) };
}

/** Whether the plan choice offers Annually: not for a trial edition (SPEC §4). */
export const offersPlan = (planName: string, editionCode: string | null | undefined): boolean =>
  !(isTrialEditionCode(editionCode) && planName === LICENSE_PLAN_NAMES.annually);

export type PricedEdition = { name?: string; price: number; pricePerMonth: number };
export type PricedAddon = PricedEdition & { priceCalcPerItem: boolean; quantity: number };

const cents = (amount: number) => Math.round(amount * 100);

/** The unit price of the plan: the monthly price for Monthly, else the plan's (yearly) price. */
export const unitPrice = (item: { price: number; pricePerMonth: number }, planName: string): number =>
  planName === LICENSE_PLAN_NAMES.monthly ? item.pricePerMonth : item.price;

/** A line of a quote: what is sold, its unit price, how many, for how many plan periods, and the amount. */
export type QuoteLine = {
  item: string;
  unitPrice: number;
  quantity: number;
  periods: number;
  amount: number;
};

/**
 * SPEC §9: the edition at its unit price × quantity × duration, then each add-on at its unit price
 * × its quantity, times the duration unless it is priced per item. Amounts are exact to the cent.
 */
export function orderLines(
  order: { planName: string; quantity: number; duration: number },
  edition: PricedEdition,
  addons: readonly PricedAddon[],
): QuoteLine[] {
  const line = (item: string, price: number, quantity: number, periods: number): QuoteLine => ({
    item,
    unitPrice: price,
    quantity,
    periods,
    amount: (cents(price) * quantity * periods) / 100,
  });
  return [
    line(edition.name ?? 'Edition', unitPrice(edition, order.planName), order.quantity, order.duration),
    ...addons.map((addon) =>
      line(
        addon.name ?? 'Add-on',
        unitPrice(addon, order.planName),
        addon.quantity,
        addon.priceCalcPerItem ? 1 : order.duration,
      ),
    ),
  ];
}

/** The order's total: the sum of its lines (SPEC §9). */
export const orderTotal = (...args: Parameters<typeof orderLines>): number =>
  orderLines(...args).reduce((sum, line) => sum + cents(line.amount), 0) / 100;

/** Totals that agree to the cent. */
export const sameTotal = (a: number, b: number): boolean => cents(a) === cents(b);

/** A stored order as its quote reads it: the prices as sold. */
export type SoldOrder = {
  planName: string;
  quantity: number;
  duration: number;
  productName: string;
  /** The edition's name; null when no edition of the product has the code any more. */
  editionName: string | null;
  editionCode: string;
  unitPrice: number;
  lines: readonly { orderItem: string; unitPrice: number; quantity: number; priceCalcPerItem: boolean }[];
};

/** The quote's lines of a stored order (print and PDF alike); they add up to its total. */
export const quoteLines = (order: SoldOrder): QuoteLine[] =>
  orderLines(
    order,
    {
      name: order.editionName ?? withProductName(order.productName, order.editionCode),
      price: order.unitPrice,
      pricePerMonth: order.unitPrice,
    },
    order.lines.map((line) => ({
      name: line.orderItem,
      price: line.unitPrice,
      pricePerMonth: line.unitPrice,
      priceCalcPerItem: line.priceCalcPerItem,
      quantity: line.quantity,
    })),
  );
