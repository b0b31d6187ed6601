// Downloads a list's CSV export from the gateway (/export/<plural>.csv, the session cookie goes
// with it), reading the stream as it comes so the screen can show rows received of the list's
// total, then saves it under the name the server gives.
import type { Entity } from '@licensing/domain';
import type { ListParams } from './types';

export type ExportRequest = {
  entity: Entity;
  /** The list's search, sort and filters (its page is ignored: every matching row is exported). */
  params: Pick<ListParams, 'search' | 'orderBy' | 'filter'>;
  /** The declared fields of the columns shown, in order. */
  columns: readonly string[];
  /** Only these rows (a selection). */
  ids?: readonly string[];
};

/** The export's address: the list's arguments as the GraphQL list field takes them. */
export function exportUrl({ entity, params, columns, ids }: ExportRequest): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.orderBy.length > 0) query.set('orderBy', JSON.stringify(params.orderBy));
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (columns.length > 0) query.set('columns', columns.join(','));
  if (ids && ids.length > 0) query.set('ids', ids.join(','));
  return `/export/${entity.plural}.csv?${query}`;
}

const LINE_FEED = 10;
const QUOTE = 34;

/**
 * Fetches the export, calling `onRows` with the rows received so far (the header not counted), and
 * saves the file. Rejects with the server's message when it refuses, or when `signal` aborts.
 */
export async function downloadExport(
  request: ExportRequest,
  onRows: (rows: number) => void,
  signal: AbortSignal,
): Promise<number> {
  const response = await fetch(exportUrl(request), { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(answer.message ?? `The export failed (${response.status}).`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  // A line break inside a quoted cell (a mail's body, an address) ends no row. UTF-8 continuation
  // bytes are never a quote or a line feed, so bytes are read one by one.
  let quoted = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) lines += 1;
    }
    onRows(Math.max(0, lines - 1));
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${request.entity.plural}.csv`;
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Math.max(0, lines - 1);
}
