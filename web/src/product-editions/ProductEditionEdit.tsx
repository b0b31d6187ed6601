// /productedition/edit/{id}
import { messages } from '@licensing/domain';
import { useRestoredDraft } from '../edition-lines/useEditionDraft';
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { ProductEditionShow_edition } from './fragments';
import { ProductEditionForm, toProductEditionFormValues, toProductEditionInput } from './ProductEditionForm';

export const productEditionEditQuery = graphql(`
  query ProductEditionEdit($id: ID!) {
    productEdition(id: $id) {
      id
      ...ProductEditionForm_edition
    }
  }
`);

export function ProductEditionEdit() {
  return (
    <EditPage
      query={productEditionEditQuery}
      pick={(data) => data.productEdition}
      toValues={toProductEditionFormValues}
      toInput={toProductEditionInput}
      result={ProductEditionShow_edition}
      failedText={messages.getProductEditionFailed}
      useInitialValues={useRestoredDraft}
    >
      {(form) => <ProductEditionForm mode="edit" {...form} />}
    </EditPage>
  );
}
