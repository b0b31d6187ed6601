// A list's status filter (SPEC §4: orders and trial requests, Pending / Complete / Declined), kept in
// the URL with the list's other filters as `filter.status`.
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { useSearchParams } from 'react-router-dom';
import { parseListState, withListState } from './listState';

/** The chosen status (one of `statuses`, or null for all) and how to choose another. */
export function useStatusFilter<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const status = (statuses as readonly string[]).includes(state.filters.status ?? '')
    ? (state.filters.status as S)
    : null;
  const choose = (next: string) =>
    setParams(withListState(params, { filters: { ...state.filters, status: next }, page: 1 }));
  return [status, choose] as const;
}

export function StatusFilter<S extends string>({ statuses }: { statuses: readonly S[] }) {
  const [status, choose] = useStatusFilter(statuses);
  return (
    <Field label="Status" orientation="horizontal" style={{ maxWidth: '320px' }}>
      <Select value={status ?? ''} onChange={(_, data) => choose(data.value)}>
        <option value="">All</option>
        {statuses.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
