// /emailtemplates (SPEC §2): sorted by name; the Template Type column filters on the type's name
// ('Order', 'New Update') as GetEmailTemplates does.
import { graphql } from '../gql';
import type { EmailTemplateList_EmailTemplateFragment } from '../gql/graphql';
import { EntityList } from '../shared/list/EntityList';
import type { ListColumn } from '../shared/list/types';

export const EmailTemplateList_emailTemplate = graphql(`
  fragment EmailTemplateList_emailTemplate on EmailTemplate {
    id
    name
    emailTemplateTypeName
    subject
    product {
      id
      name
    }
  }
`);

export const emailTemplateListQuery = graphql(`
  query EmailTemplateList(
    $page: Int
    $pageSize: Int
    $search: String
    $orderBy: [EmailTemplateSort!]
    $filter: EmailTemplateFilter
  ) {
    emailTemplates(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items {
        id
        ...EmailTemplateList_emailTemplate
      }
    }
  }
`);

const columns: ListColumn<EmailTemplateList_EmailTemplateFragment>[] = [
  'name',
  { key: 'product', label: 'Product Name', render: (item) => item.product?.name ?? '', sortField: false },
  'emailTemplateTypeName',
  'subject',
];

export function EmailTemplateList() {
  return <EntityList columns={columns} query={emailTemplateListQuery} pick={(data) => data.emailTemplates} />;
}
