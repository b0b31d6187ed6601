// How add-on values read on screen.

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '1,234.50'. */
export function formatPrice(value: number): string {
  return money.format(value);
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
