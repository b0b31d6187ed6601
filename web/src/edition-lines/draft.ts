// An edition form's unsaved values, kept while the user adds a missing feature on /feature/add and
// restored when they come back (SPEC §2: '/feature/add … is opened from the edition edit screens').
const key = (path: string) => `edition-draft:${path}`;

export function saveDraft(path: string, values: unknown): void {
  sessionStorage.setItem(key(path), JSON.stringify(values));
}

/** The draft saved for `path`, removed as it is read; null when there is none. */
export function takeDraft<V>(path: string): V | null {
  const text = sessionStorage.getItem(key(path));
  if (text === null) return null;
  sessionStorage.removeItem(key(path));
  try {
    return JSON.parse(text) as V;
  } catch {
    return null;
  }
}
