// The screens of an entity built from its declaration: the list's columns, the detail's fields and
// the form's inputs are its labelled fields (roles, products, e-mail types…). An entity may give its
// add and edit screens a form of its own (Resource.form: its layout, and what of its values the
// declaration cannot make); the pages, queries and mutations stay these.

import type { Entity } from '@licensing/domain';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { DetailPage } from '../detail/DetailPage';
import { EntityList } from '../list/EntityList';
import { PageSpinner } from '../PageSpinner';
import { CreatePage, type FormProps } from './CreatePage';
import { EditPage, same } from './EditPage';
import { emptyValues, type FormValues } from './formValues';
import { type OwnForm, type Resource, type ScreenKind, shownFields } from './resource';

/** The add and edit screens of an entity, with its own form (loaded with them) or the declared one. */
function formScreens(entity: Entity, load: () => Promise<OwnForm>) {
  const screen = (Screen: ComponentType<{ own: OwnForm }>) => {
    const Loaded = lazy(() => load().then((own) => ({ default: () => <Screen own={own} /> })));
    return () => (
      <Suspense fallback={<PageSpinner />}>
        <Loaded />
      </Suspense>
    );
  };
  return { add: screen(({ own }) => <AddScreen entity={entity} own={own} />), edit: screen(EditPage) };
}

function AddScreen({ entity, own }: { entity: Entity; own: OwnForm }) {
  const { Form, useInitialValues = same } = own;
  const empty = useMemo(() => (own.empty ?? (() => emptyValues(entity)))(), [own, entity]);
  const initialValues = useInitialValues(empty);
  return (
    <CreatePage<FormValues> result={own.result} toInput={own.toInput}>
      {(form) =>
        initialValues ? <Form mode="add" initialValues={initialValues} {...form} /> : <PageSpinner />
      }
    </CreatePage>
  );
}

/** The declared form, its inputs (pickers, dates, the editor) loaded with the add and edit screens only. */
const declaredForm = (entity: Entity) => () =>
  import('../form/DeclaredForm').then(({ DeclaredForm }) => ({
    Form: (form: FormProps<FormValues>) => <DeclaredForm entity={entity} {...form} />,
  }));

/** The four screens of an entity's resource, built from its declaration. */
export function declaredScreens(resource: Resource): Record<Exclude<ScreenKind, 'page'>, ComponentType> {
  const entity = resource.entity as Entity;
  const columns = resource.listColumns ?? shownFields(entity);
  const details = resource.detailFields ?? shownFields(entity);
  const load = resource.detailActions;
  const Actions = load ? lazy(() => load().then((Component) => ({ default: Component }))) : null;
  return {
    list: () => <EntityList columns={columns} />,
    ...formScreens(entity, resource.form ?? declaredForm(entity)),
    detail: () => (
      <DetailPage
        fields={details}
        extraActions={
          Actions
            ? (item) => (
                <Suspense fallback={null}>
                  <Actions item={item} />
                </Suspense>
              )
            : undefined
        }
      />
    ),
  };
}
