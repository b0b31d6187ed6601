// The server-side combo-box of SPEC §2/§9: 10 items a page with 'Load more', searched on the server
// (debounced), never the whole table. Bound to a Formik field holding the picked id ('' for none).
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Combobox, Option } from '@fluentui/react-combobox';
import { Spinner } from '@fluentui/react-spinner';
import { COMBO_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@licensing/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FieldFrame, useFormField } from './FieldFrame';

export type EntityOption = { id: string; label: string };

/** The list arguments the combo-box sets; an entity's list query takes at least these. */
type ComboVariables = { page?: number | null; pageSize?: number | null; search?: string | null };

export type EntityComboboxProps<TData, TVars extends ComboVariables, TItem> = {
  /** The Formik field path; its value is the picked id, '' when none. */
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** A list query: `items(page, pageSize, search, …) { totalCount items { … } }`. */
  query: TypedDocumentNode<TData, TVars>;
  /** More variables of `query` (a filter by product…); a change reloads the options. */
  variables?: Omit<TVars, keyof ComboVariables>;
  pageOf: (data: TData) => { items: readonly TItem[]; totalCount: number };
  toOption: (item: TItem) => EntityOption;
  /** The label of the value the form starts with (an edit form), shown before any page loads. */
  initialLabel?: string | undefined;
  /**
   * Called after the user picks (or clears) an option, with the picked option and its item. Set
   * other fields here with setFieldValue(path, value, false): Formik would validate them against
   * the values of before the pick and flash messages that move the form under the pointer.
   */
  onPick?: (option: EntityOption | null, item: TItem | null) => void;
  /** The message to show instead of the field's own (a picker feeding another field). */
  error?: string | undefined;
};

const LOAD_MORE = '__load_more__';

/** A Fluent Combobox over a paged GraphQL list, bound to Formik. */
export function EntityCombobox<TData, TVars extends ComboVariables, TItem>({
  name,
  label,
  required,
  disabled,
  placeholder,
  query,
  variables,
  pageOf,
  toOption,
  initialLabel,
  onPick,
  error: shownError,
}: EntityComboboxProps<TData, TVars, TItem>) {
  const client = useApolloClient();
  const { field, helpers, error: message } = useFormField(name);
  const id = field.value ?? '';
  const error = shownError ?? message;

  const [open, setOpen] = useState(false);
  // Read when the list closes, which follows a pick in the same event: state would still be stale.
  const selectedLabel = useRef(initialLabel ?? '');
  const [text, setText] = useState(initialLabel ?? '');
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<{ option: EntityOption; item: TItem }[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const keepOpen = useRef(false);
  const picked = useRef(false);
  // Read through refs: callers may pass new functions every render without reloading the options.
  const mapping = useRef({ pageOf, toOption });
  mapping.current = { pageOf, toOption };
  const variablesKey = JSON.stringify(variables ?? {});

  // The edited entity's label arrives with its query; the form may also reset the value.
  useEffect(() => {
    if (initialLabel !== undefined) {
      selectedLabel.current = initialLabel;
      setText(initialLabel);
    }
  }, [initialLabel]);
  useEffect(() => {
    if (id === '') {
      selectedLabel.current = '';
      setText('');
    }
  }, [id]);

  const load = useCallback(
    async (pageNumber: number, searchText: string) => {
      const ticket = ++request.current;
      setLoading(true);
      try {
        const result = await client.query({
          query,
          variables: {
            ...JSON.parse(variablesKey),
            page: pageNumber,
            pageSize: COMBO_PAGE_SIZE,
            search: searchText || null,
          } as TVars,
          fetchPolicy: 'network-only',
        });
        if (ticket !== request.current || !result.data) return;
        const found = mapping.current.pageOf(result.data as TData);
        const next = found.items.map((item) => ({ option: mapping.current.toOption(item), item }));
        setEntries((previous) => (pageNumber === 1 ? next : [...previous, ...next]));
        setTotal(found.totalCount);
        setPage(pageNumber);
      } catch {
        // The error link has shown the message; keep what is listed.
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [client, query, variablesKey],
  );

  // Search on the server after the user pauses typing (SPEC §9: 500 ms), from page 1; opening
  // without a search loads at once.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(1, search), search === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, search, load]);

  // Other variables (another product…) make the loaded options stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: variablesKey is the trigger.
  useEffect(() => {
    setEntries([]);
    setPage(0);
  }, [variablesKey]);

  const hasMore = entries.length < total;
  return (
    <FieldFrame label={label} required={required} error={error}>
      <Combobox
        name={name}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        open={open}
        clearable={!required}
        selectedOptions={id ? [id] : []}
        onOpenChange={(_, data) => {
          // Picking 'Load more' closes the list like any option: keep it open instead.
          if (!data.open && keepOpen.current) {
            keepOpen.current = false;
            return;
          }
          setOpen(data.open);
          if (!data.open) {
            setText(selectedLabel.current);
            setSearch('');
            // After a pick, setValue has validated the new value; validating here again would
            // run on the old one and flash its message, moving the fields below under the pointer.
            void helpers.setTouched(true, !picked.current);
            picked.current = false;
          }
        }}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value.trim());
          setOpen(true);
        }}
        onOptionSelect={(_, data) => {
          if (data.optionValue === LOAD_MORE) {
            keepOpen.current = true;
            void load(page + 1, search);
            return;
          }
          const entry = entries.find((candidate) => candidate.option.id === data.optionValue);
          const option = entry?.option ?? null;
          void helpers.setValue(option?.id ?? '');
          selectedLabel.current = option?.label ?? '';
          setText(option?.label ?? '');
          setSearch('');
          picked.current = true;
          onPick?.(option, entry?.item ?? null);
          setOpen(false);
        }}
        onBlur={field.onBlur}
      >
        {entries.map(({ option }) => (
          <Option key={option.id} value={option.id} text={option.label}>
            {option.label}
          </Option>
        ))}
        {!loading && page > 0 && entries.length === 0 && (
          <Option key="none" value="" text="" disabled>
            No matches
          </Option>
        )}
        {hasMore && !loading && (
          <Option key={LOAD_MORE} value={LOAD_MORE} text={text}>
            Load more
          </Option>
        )}
        {loading && (
          <Option key="loading" value="" text="" disabled>
            <Spinner size="tiny" label="Loading" />
          </Option>
        )}
      </Combobox>
    </FieldFrame>
  );
}
