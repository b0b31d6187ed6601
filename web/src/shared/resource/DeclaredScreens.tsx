// The screens of a simple entity, built from its declaration alone: the list's columns, the
// detail's fields and the form's inputs are its labelled fields (roles, products, e-mail types…).

import { useQuery } from '@apollo/client/react';
import type { Entity } from '@licensing/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { DetailList } from '../detail/DetailList';
import { DetailPage } from '../detail/DetailPage';
import { DeclaredFields } from '../form/DeclaredField';
import { SchemaForm } from '../form/SchemaForm';
import type { AnySchema } from '../form/validate';
import { EntityList } from '../list/EntityList';
import { CreatePage, type FormHandlers } from './CreatePage';
import { entityDocuments, pickItem, pickPage } from './documents';
import { EditPage } from './EditPage';
import { fieldValue } from './FieldValue';
import { emptyValues, type FormValues, toFormValues, toInput } from './formValues';
import { type Resource, type ScreenKind, shownFields } from './resource';

const fieldsOf = (entity: Entity) =>
  shownFields(entity).map((name) => ({ name, field: entity.fields[name] as Entity['fields'][string] }));

function DeclaredForm({
  entity,
  initialValues,
  onSubmit,
  onCancel,
}: FormHandlers<FormValues> & { entity: Entity; initialValues: FormValues }) {
  return (
    <SchemaForm
      schema={entity.schema as AnySchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      aria-label={entity.displayName}
      onCancel={onCancel}
    >
      <DeclaredFields entity={entity} />
    </SchemaForm>
  );
}

/** The four screens of a resource whose screens are 'declared'. */
export function declaredScreens(resource: Resource): Record<Exclude<ScreenKind, 'page'>, ComponentType> {
  const entity = resource.entity as Entity;
  const documents = entityDocuments(entity);
  const columns = resource.listFields ?? shownFields(entity);
  const valuesOf = (item: Record<string, unknown>) => toFormValues(entity, item);
  const inputOf = (values: FormValues) => toInput(entity, values);
  const load = resource.detailActions;
  const Actions = load ? lazy(() => load().then((Component) => ({ default: Component }))) : null;
  return {
    list: () => (
      <EntityList columns={columns} query={documents.list} pick={(data) => pickPage(entity, data)} />
    ),
    add: () => (
      <CreatePage<FormValues> toInput={inputOf}>
        {(form) => <DeclaredForm entity={entity} initialValues={emptyValues(entity)} {...form} />}
      </CreatePage>
    ),
    edit: () => (
      <EditPage
        query={documents.detail}
        pick={(data) => pickItem(entity, data)}
        toValues={valuesOf}
        toInput={inputOf}
      >
        {(form) => <DeclaredForm entity={entity} {...form} />}
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
