// Release packages over REST (SPEC §7 api/ReleasePackage): the wire shape, its mapping to the
// GraphQL type, and one function per call.
import { defaultSorts, type ListResult, messages } from '@licensing/domain';
import type { ReleasePackage, ReleasePackageInput } from '../generated/graphql.js';
import { getAllByIds } from './batch.js';
import type { RestClient } from './client.js';
import { type ListArgs, type ListSpec, listQuery, type Page, requireNumericId, toPage } from './lists.js';

export interface RestReleasePackage {
  Id: number;
  ProductID: number;
  Name: string;
  Version: string;
  URL: string | null;
  Description: string | null;
}

/** GraphQL field → REST field. */
const fields = {
  id: 'Id',
  productId: 'ProductID',
  name: 'Name',
  version: 'Version',
  url: 'URL',
  description: 'Description',
} as const;

const list: ListSpec<typeof fields> = {
  fields,
  sortable: ['id', 'productId', 'name', 'version', 'url'],
  filterable: ['productId', 'name', 'version', 'url', 'description'],
  defaultSort: defaultSorts.releasePackages,
};

const path = '/api/ReleasePackage';
const failure = messages.getListFailed('Release Package');

export function toReleasePackage(row: RestReleasePackage): ReleasePackage {
  return {
    id: String(row.Id),
    productId: String(row.ProductID),
    name: row.Name,
    version: row.Version,
    url: row.URL,
    description: row.Description,
  };
}

export async function listReleasePackages(rest: RestClient, args: ListArgs): Promise<Page<ReleasePackage>> {
  const query = listQuery(args, list);
  const result = await rest.get<ListResult<RestReleasePackage>>(`${path}/GetReleasePackages`, {
    query,
    failure,
  });
  return toPage(result, toReleasePackage);
}

/** The release packages with these ids, in one call (the loaders' batch). */
export function getReleasePackagesByIds(
  rest: RestClient,
  ids: readonly number[],
): Promise<RestReleasePackage[]> {
  return getAllByIds<RestReleasePackage>(rest, `${path}/GetReleasePackages`, 'Id', ids, { failure });
}

/** Every release package of these products, newest version first, in one call. */
export function getReleasePackagesOfProducts(
  rest: RestClient,
  productIds: readonly number[],
): Promise<RestReleasePackage[]> {
  return getAllByIds<RestReleasePackage>(rest, `${path}/GetReleasePackages`, 'ProductID', productIds, {
    failure,
    orders: defaultSorts.releasePackages,
  });
}

function toBody(input: ReleasePackageInput) {
  return {
    ProductID: requireNumericId(input.productId),
    Name: input.name,
    Version: input.version,
    URL: input.url ?? null,
    Description: input.description ?? null,
  };
}

/** Creates a release package and answers its id. */
export async function createReleasePackage(rest: RestClient, input: ReleasePackageInput): Promise<string> {
  const id = await rest.post<number>(`${path}/Createreleasepackage`, toBody(input), {
    failure: messages.addFailed,
    fields,
  });
  return String(id);
}

export async function updateReleasePackage(
  rest: RestClient,
  id: string,
  input: ReleasePackageInput,
): Promise<void> {
  const body = { Id: requireNumericId(id), ...toBody(input) };
  await rest.put<boolean>(`${path}/UpdateReleasePackage`, body, { failure: messages.updateFailed, fields });
}

export async function deleteReleasePackage(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${path}/DeleteReleasePackage/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}
