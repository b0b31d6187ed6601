// Where focus goes when a dialog closes (focus.ts), once its surface has left the page: until then
// the closing motion still holds elements that could take focus back.
import { useEffect, useRef } from 'react';
import { returnFocus } from './focus';

/**
 * Placed inside a DialogSurface: when the surface leaves the page with the dialog closed, focus goes
 * back to `opener()`. (React's strict mode also unmounts it once at first; the dialog is open then.)
 */
export function ReturnFocusOnClose({ open, opener }: { open: boolean; opener: () => Element | null }) {
  const latest = useRef({ open, opener });
  latest.current = { open, opener };
  useEffect(
    () => () => {
      if (!latest.current.open) returnFocus(latest.current.opener());
    },
    [],
  );
  return null;
}
