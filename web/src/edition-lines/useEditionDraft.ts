// Edition screens and /feature/add: before leaving for /feature/add the form's values are saved;
// coming back with ?addedFeature=<id> restores them and adds the new feature as a line.
import { useQuery } from '@apollo/client/react';
import { featureEntity } from '@licensing/domain';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDED_FEATURE_PARAM } from '../features/returnTo';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import { saveDraft, takeDraft } from './draft';
import type { LineFormValues } from './lineValues';

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

/** Opens /feature/add for the edition form at this path, keeping its values as a draft. */
export function useOpenNewFeature() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (values: unknown, productId: string | null) => {
      saveDraft(location.pathname, values);
      const query = new URLSearchParams({ returnTo: location.pathname });
      if (productId) query.set('productID', productId);
      void navigate(`${pathsOf(featureEntity).add}?${query.toString()}`);
    },
    [location.pathname, navigate],
  );
}
