// /openapi.json names its shared schemas (`Customer`, `Error`) in components and refers to them by
// `$ref`; tests that read a route's shapes inline read them through `dereferenced`.

/** The document with every local `$ref` replaced by (a copy of) the schema it names. */
export function dereferenced<T>(document: T): T {
  const at = (pointer: string): unknown =>
    pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  const resolve = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === 'string') {
      if (seen.includes($ref)) throw new Error(`${$ref} refers to itself`);
      return resolve({ ...(at($ref) as object), ...rest }, [...seen, $ref]);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]));
  };
  return resolve(document, []) as T;
}
