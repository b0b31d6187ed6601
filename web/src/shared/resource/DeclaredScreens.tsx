// The screens of an entity built from its declaration: the list's columns, the detail's fields and
// the form's inputs are its labelled fields (roles, products, e-mail types…); an entity may give
// its form a layout of its own (Resource.form) and still take its values from the declaration.

import { useQuery } from '@apollo/client/react';
import type { Entity } from '@licensing/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { DetailList } from '../detail/DetailList';
import { DetailPage } from '../detail/DetailPage';
import { EntityList } from '../list/EntityList';
import { PageSpinner } from '../PageSpinner';
import { CreatePage, type FormProps } from './CreatePage';
import { entityDocuments, pickItem, pickPage } from './documents';
import { EditPage } from './EditPage';
import { fieldValue } from './FieldValue';
import { emptyValues, type FormValues, toFormValues } from './formValues';
import { type Resource, type ScreenKind, shownFields } from './resource';

const fieldsOf = (entity: Entity) =>
  shownFields(entity).map((name) => ({ name, field: entity.fields[name] as Entity['fields'][string] }));

/** The four screens of a resource whose screens are 'declared'. */
export function declaredScreens(resource: Resource): Record<Exclude<ScreenKind, 'page'>, ComponentType> {
  const entity = resource.entity as Entity;
  const documents = entityDocuments(entity);
  const columns = resource.listFields ?? shownFields(entity);
  const valuesOf = (item: Record<string, unknown>) => toFormValues(entity, item);
  // The form's inputs (pickers, dates, the editor) load with the add and edit screens only.
  const loadForm =
    resource.form ??
    (() =>
      import('../form/DeclaredForm').then(({ DeclaredForm }) => (form: FormProps<FormValues>) => (
        <DeclaredForm entity={entity} {...form} />
      )));
  const Form = lazy(() => loadForm().then((Component) => ({ default: Component })));
  const load = resource.detailActions;
  const Actions = load ? lazy(() => load().then((Component) => ({ default: Component }))) : null;
  return {
    list: () => (
      <EntityList columns={columns} query={documents.list} pick={(data) => pickPage(entity, data)} />
    ),
    add: () => (
      <CreatePage<FormValues>>
        {(form) => (
          <Suspense fallback={<PageSpinner />}>
            <Form initialValues={emptyValues(entity)} {...form} />
          </Suspense>
        )}
      </CreatePage>
    ),
    edit: () => (
      <EditPage query={documents.detail} pick={(data) => pickItem(entity, data)} toValues={valuesOf}>
        {(form) => (
          <Suspense fallback={<PageSpinner />}>
            <Form {...form} />
          </Suspense>
        )}
      </EditPage>
    ),
    detail: function DeclaredDetail() {
      const { id = '' } = useParams();
      const { data, loading } = useQuery(documents.detail, { variables: { id } });
      return (
        <DetailPage
          item={data ? pickItem(entity, data) : null}
          loading={loading}
          extraActions={
            Actions
              ? (item) => (
                  <Suspense fallback={null}>
                    <Actions item={item} />
                  </Suspense>
                )
              : undefined
          }
        >
          {(item) => (
            <DetailList
              items={fieldsOf(entity).map(({ name, field }) => [
                field.label ?? name,
                fieldValue(name, field, item),
              ])}
            />
          )}
        </DetailPage>
      );
    },
  };
}
