// Edition screens and /feature/add: before leaving for /feature/add the form's values are saved
// as a draft (SPEC §2: '/feature/add … is opened from the edition edit screens'); coming back with
// ?addedFeature=<id> restores them and adds the new feature as a line.
import { useQuery } from '@apollo/client/react';
import { featureEntity } from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDED_FEATURE_PARAM } from '../features/returnTo';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import type { LineFormValues } from './lineValues';

const draftKey = (path: string) => `edition-draft:${path}`;

/** The draft saved for `path`, removed as it is read; null when there is none. */
function takeDraft<V>(path: string): V | null {
  const text = sessionStorage.getItem(draftKey(path));
  if (text === null) return null;
  sessionStorage.removeItem(draftKey(path));
  try {
    return JSON.parse(text) as V;
  } catch {
    return null;
  }
}

const addedFeatureQuery = graphql(`
  query AddedFeature($id: ID!) {
    feature(id: $id) {
      id
      label
      isBoolean
    }
  }
`);

/**
 * The form's initial values: `loaded` (null while loading), or, coming back from /feature/add,
 * the saved draft plus the added feature (none when the user came back by Cancel).
 */
export function useRestoredDraft<V extends { lines: LineFormValues[] }>(loaded: V | null): V | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const addedId = params.get(ADDED_FEATURE_PARAM);
  const { data, loading } = useQuery(addedFeatureQuery, { variables: { id: addedId ?? '' }, skip: !addedId });
  const [restored, setRestored] = useState<V | null>(null);
  const [done, setDone] = useState(false);

  if (!done && addedId !== null && !loading && loaded) {
    const draft = takeDraft<V>(location.pathname) ?? loaded;
    const feature = data?.feature;
    const line: LineFormValues | null = feature
      ? {
          featureId: feature.id,
          quantity: feature.isBoolean ? 1 : null,
          isBoolean: feature.isBoolean,
          featureLabel: feature.label,
        }
      : null;
    const known = line && draft.lines.some((existing) => existing.featureId === line.featureId);
    setRestored(line && !known ? { ...draft, lines: [...draft.lines, line] } : draft);
    setDone(true);
  }

  return addedId !== null ? (done ? restored : null) : loaded;
}

/**
 * Opens /feature/add for the edition form at this path (its features limited to `productId`),
 * keeping its values as a draft. The form is marked clean first, so the unsaved-changes guard need
 * not ask: `leave(values)` resets it, and once the clean form has rendered and the guard has taken
 * it in (the next task), leaves.
 */
export function useLeaveForNewFeature<V>(productId: string | null) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { dirty, resetForm } = useFormikContext<V>();
  const [leaving, setLeaving] = useState<{ values: V } | null>(null);
  useEffect(() => {
    if (!leaving || dirty) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(draftKey(pathname), JSON.stringify(leaving.values));
      const query = new URLSearchParams({ returnTo: pathname });
      if (productId) query.set('productID', productId);
      void navigate(`${pathsOf(featureEntity).add}?${query.toString()}`);
    }, 0);
    return () => clearTimeout(timer);
  }, [leaving, dirty, pathname, navigate, productId]);
  return (values: V) => {
    resetForm({ values });
    setLeaving({ values });
  };
}
