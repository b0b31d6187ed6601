// Release packages (SPEC §3 ReleasePackage): the add/edit rules shared by the web form and the
// REST API. The list sorts by Version descending, version-aware (SPEC §9), on the server.
import { object, string } from 'yup';
import { requiredId } from './schema-fields.js';

/** An optional text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null));

/** http(s) addresses only: the URL goes into e-mails to customers. */
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const releasePackageSchema = object({
  productId: requiredId('Product'),
  name: string().trim().required('Name').max(200, 'Name must be at most 200 characters'),
  version: string().trim().required('Version').max(50, 'Version must be at most 50 characters'),
  url: optionalText('URL', 2000).matches(URL_PATTERN, {
    message: 'URL must be a valid http or https address',
    excludeEmptyString: true,
  }),
  description: optionalText('Description', 4000),
});

export type ReleasePackageValues = {
  productId: number;
  name: string;
  version: string;
  url?: string | null | undefined;
  description?: string | null | undefined;
};
