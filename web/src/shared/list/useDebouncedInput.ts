import { useEffect, useRef, useState } from 'react';

/**
 * Local state for an input whose committed value lives elsewhere (the URL): typing updates the
 * input at once and commits after `delayMs` of quiet; a change of the committed value (back
 * button, link) replaces what is typed. `commitNow` skips the wait.
 */
export function useDebouncedInput<T>(
  committed: T,
  delayMs: number,
  commit: (value: T) => void,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (value: T) => void, (value: T) => void] {
  const [value, setValue] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (!same(seen, committed)) {
    setSeen(committed);
    setValue(committed);
  }
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const sameRef = useRef(same);
  sameRef.current = same;

  useEffect(() => {
    if (sameRef.current(value, seen)) return;
    const timer = setTimeout(() => commitRef.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, seen, delayMs]);

  const commitNow = (next: T) => {
    setValue(next);
    commitRef.current(next);
  };
  return [value, setValue, commitNow];
}
