// The values of both edition forms (an edition's, a product edition's): the declared fields, then
// the feature lines.
import type { Entity } from '@licensing/domain';
import { dayOf, emptyValues, type FormValues, toFormValues } from '../shared/resource/formValues';
import { type LineFormValues, type LoadedLine, lineValues } from './lineValues';
import { useRestoredDraft } from './useEditionDraft';

export type EditionFormValues = FormValues & { lines: LineFormValues[] };

/** How an edition form of `entity` makes its values, for its ownForm. */
export const editionFormValues = (entity: Entity) => ({
  /** A new edition: active from today, no lines, the schema's defaults (SPEC §9: display order 1). */
  empty: (): EditionFormValues => ({ ...emptyValues<EditionFormValues>(entity), activeDate: dayOf() }),
  toValues: (edition: { lines: readonly LoadedLine[] }): EditionFormValues => ({
    ...toFormValues(entity, edition),
    lines: edition.lines.map(lineValues),
  }),
  /** Back from /feature/add: the saved draft, with the added feature. */
  useInitialValues: useRestoredDraft<EditionFormValues>,
});
