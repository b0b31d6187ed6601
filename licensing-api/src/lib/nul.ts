// PostgreSQL text cannot hold NUL ('\u0000'): input holding one is refused with a 400 naming where
// it is (plugins/infrastructure/body-parsers.ts, and the JSON list parameters of crud/list-query.ts).

/**
 * The path of the first string holding NUL in `value` ('ProductEditionDetail.0.Description'), if
 * any. Walks with a stack of its own: input nested thousands deep must not overflow the call stack.
 */
export function nulAt(value: unknown, path = ''): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (typeof item === 'object' && item !== null) {
      // Reversed, so that the first key is looked at first.
      const entries = Object.entries(item).reverse();
      for (const [key, nested] of entries) pending.push([nested, at ? `${at}.${key}` : key]);
    }
  }
  return undefined;
}
