// The catalogue over REST (SPEC §7): api/Features, api/ProductEditions, api/Editions,
// api/LicenseTypes and api/ProductLicenses/GetProductLicensePlans. Wire shapes, their mapping to
// the resolvers' models (rest/models.ts), and one function per call.
import {
  defaultSorts,
  isBooleanFeatureType,
  isTrialEditionCode,
  type ListResult,
  messages,
} from '@licensing/domain';
import type {
  EditionInput,
  FeatureInput,
  LicensePlan,
  LicenseType,
  LicenseTypeInput,
  ProductEditionInput,
} from '../generated/graphql.js';
import { getAllByIds } from './batch.js';
import { nullIfNotFound, type RestClient } from './client.js';
import {
  type ListArgs,
  type ListSpec,
  listQuery,
  numericId,
  type Page,
  requireNumericId,
  toPage,
} from './lists.js';
import type {
  EditionLineModel,
  EditionModel,
  FeatureModel,
  ProductEditionLineModel,
  ProductEditionModel,
} from './models.js';

// ——— Features ———

export interface RestFeature {
  Id: number;
  Name: string;
  Label: string;
  ProductID: number;
  ProductName: string;
  IsActive: boolean;
  FeatureDataTypeID: number;
  FeatureDataType: string;
  Value: string | null;
}

const featureFields = {
  id: 'Id',
  name: 'Name',
  label: 'Label',
  productId: 'ProductID',
  productName: 'ProductName',
  isActive: 'IsActive',
  dataTypeId: 'FeatureDataTypeID',
  dataType: 'FeatureDataType',
} as const;

const featureList: ListSpec<typeof featureFields> = {
  fields: featureFields,
  sortable: ['id', 'name', 'label', 'productName', 'isActive', 'dataType'],
  filterable: ['productId', 'name', 'label', 'productName', 'isActive', 'dataTypeId'],
  defaultSort: defaultSorts.features,
};

const features = '/api/Features';

export function toFeature(row: RestFeature): FeatureModel {
  return {
    id: String(row.Id),
    name: row.Name,
    label: row.Label,
    productId: String(row.ProductID),
    productName: row.ProductName,
    isActive: row.IsActive,
    dataTypeId: String(row.FeatureDataTypeID),
    dataType: row.FeatureDataType,
    isBoolean: isBooleanFeatureType(row.FeatureDataType),
  };
}

export async function listFeatures(rest: RestClient, args: ListArgs): Promise<Page<FeatureModel>> {
  const result = await rest.get<ListResult<RestFeature>>(`${features}/GetFeatures`, {
    query: listQuery(args, featureList),
    failure: messages.getListFailed('Feature'),
  });
  return toPage(result, toFeature);
}

/** Features by id, or by product id (`field: 'ProductID'`), in one call per batch. */
export function getFeaturesBy(rest: RestClient, field: 'Id' | 'ProductID', ids: readonly number[]) {
  return getAllByIds<RestFeature>(rest, `${features}/GetFeatures`, field, ids, {
    failure: messages.getListFailed('Feature'),
    orders: defaultSorts.features,
  });
}

function featureBody(input: FeatureInput) {
  return {
    ProductID: requireNumericId(input.productId),
    Name: input.name,
    Label: input.label,
    FeatureDataTypeID: requireNumericId(input.dataTypeId),
    IsActive: input.isActive ?? true,
  };
}

export async function createFeature(rest: RestClient, input: FeatureInput): Promise<string> {
  const id = await rest.post<number>(`${features}/CreateFeature`, featureBody(input), {
    failure: messages.addFailed,
    fields: featureFields,
  });
  return String(id);
}

export async function updateFeature(rest: RestClient, id: string, input: FeatureInput): Promise<void> {
  const body = { Id: requireNumericId(id), ...featureBody(input) };
  await rest.put<boolean>(`${features}/UpdateFeature`, body, {
    failure: messages.updateFailed,
    fields: featureFields,
  });
}

export async function deleteFeature(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${features}/DeleteFeature/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}

export interface RestFeatureDataType {
  ID: number;
  Type: string;
}

export async function listFeatureDataTypes(rest: RestClient) {
  const result = await rest.get<ListResult<RestFeatureDataType>>(`${features}/GetFeatureDataTypes`, {
    failure: messages.getListFailed('Feature Data Type'),
  });
  return result.Data.map((row) => ({
    id: String(row.ID),
    type: row.Type,
    isBoolean: isBooleanFeatureType(row.Type),
  }));
}

// ——— Product editions ———

export interface RestProductEditionDetail {
  ProductsEditionDetailID: number;
  ProductEditionID: number;
  FeatureID: number;
  Quantity: number;
  Description: string | null;
  FeatureDataTypeID: number;
  FeatureName: string;
  FeatureLabel: string;
  IsFeatureActive: boolean;
}

export interface RestProductEdition {
  ProductEditionID: number;
  ProductID: number;
  ProductName: string;
  ProductEditionName: string;
  ProductEditionCode: string;
  Price: number;
  PricePerMonth: number;
  DisplayOrder: number;
  ActiveDate: string | null;
  InActiveDate: string | null;
  IsActive: boolean;
  ProductEditionDetail: RestProductEditionDetail[];
}

const productEditionFields = {
  id: 'ProductEditionID',
  productId: 'ProductID',
  productName: 'ProductName',
  name: 'ProductEditionName',
  code: 'ProductEditionCode',
  price: 'Price',
  pricePerMonth: 'PricePerMonth',
  displayOrder: 'DisplayOrder',
  activeDate: 'ActiveDate',
  inactiveDate: 'InActiveDate',
  lines: 'ProductEditionDetail',
} as const;

const productEditionList: ListSpec<typeof productEditionFields> = {
  fields: productEditionFields,
  sortable: [
    'id',
    'productName',
    'name',
    'code',
    'price',
    'pricePerMonth',
    'displayOrder',
    'activeDate',
    'inactiveDate',
  ],
  filterable: ['productId', 'productName', 'name', 'code'],
  defaultSort: defaultSorts.productEditions,
};

const productEditions = '/api/ProductEditions';

const toProductEditionLine = (line: RestProductEditionDetail): ProductEditionLineModel => ({
  id: String(line.ProductsEditionDetailID),
  featureId: String(line.FeatureID),
  quantity: line.Quantity,
  description: line.Description,
  dataTypeId: String(line.FeatureDataTypeID),
  featureName: line.FeatureName,
  featureLabel: line.FeatureLabel,
  isFeatureActive: line.IsFeatureActive,
});

export function toProductEdition(row: RestProductEdition): ProductEditionModel {
  return {
    id: String(row.ProductEditionID),
    productId: String(row.ProductID),
    productName: row.ProductName,
    name: row.ProductEditionName,
    code: row.ProductEditionCode,
    price: row.Price,
    pricePerMonth: row.PricePerMonth,
    displayOrder: row.DisplayOrder,
    activeDate: row.ActiveDate,
    inactiveDate: row.InActiveDate,
    isActive: row.IsActive,
    isTrial: isTrialEditionCode(row.ProductEditionCode),
    lines: row.ProductEditionDetail.map(toProductEditionLine),
  };
}

export async function listProductEditions(
  rest: RestClient,
  args: ListArgs,
): Promise<Page<ProductEditionModel>> {
  const result = await rest.get<ListResult<RestProductEdition>>(`${productEditions}/GetProductEditions`, {
    query: listQuery(args, productEditionList),
    failure: messages.getListFailed('Product Edition'),
  });
  return toPage(result, toProductEdition);
}

/** Product editions by id, or by product id, in one call per batch. */
export function getProductEditionsBy(
  rest: RestClient,
  field: 'ProductEditionID' | 'ProductID',
  ids: readonly number[],
) {
  return getAllByIds<RestProductEdition>(rest, `${productEditions}/GetProductEditions`, field, ids, {
    failure: messages.getListFailed('Product Edition'),
    orders: defaultSorts.productEditions,
  });
}

const lineBody = (lines: ProductEditionInput['lines']) =>
  lines.map((line) => ({ FeatureID: requireNumericId(line.featureId), Quantity: line.quantity }));

function productEditionBody(input: ProductEditionInput) {
  return {
    ProductID: requireNumericId(input.productId),
    ProductEditionName: input.name,
    ProductEditionCode: input.code,
    Price: input.price,
    PricePerMonth: input.pricePerMonth,
    DisplayOrder: input.displayOrder ?? undefined,
    ActiveDate: input.activeDate ?? null,
    InActiveDate: input.inactiveDate ?? null,
    ProductEditionDetail: lineBody(input.lines),
  };
}

export async function createProductEdition(rest: RestClient, input: ProductEditionInput): Promise<string> {
  const id = await rest.post<number>(`${productEditions}/CreateProductEdition`, productEditionBody(input), {
    failure: messages.addFailed,
    fields: productEditionFields,
  });
  return String(id);
}

export async function updateProductEdition(
  rest: RestClient,
  id: string,
  input: ProductEditionInput,
): Promise<void> {
  const body = { ProductEditionID: requireNumericId(id), ...productEditionBody(input) };
  await rest.put<boolean>(`${productEditions}/UpdateProductEdition`, body, {
    failure: messages.updateFailed,
    fields: productEditionFields,
  });
}

export async function deleteProductEdition(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${productEditions}/DeleteProductEdition/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}

// ——— Editions (older entity) ———

export interface RestEdition {
  Id: number;
  Name: string;
  Code: string;
  ActiveDate: string | null;
  InActiveDate: string | null;
  IsActive: boolean;
  EditionDetail: {
    Id: number;
    FeatureID: number;
    Quantity: number;
    FeatureName: string;
    FeatureLabel: string;
    FeatureDataTypeID: number;
  }[];
}

const editionFields = {
  id: 'Id',
  name: 'Name',
  code: 'Code',
  activeDate: 'ActiveDate',
  inactiveDate: 'InActiveDate',
  lines: 'EditionDetail',
} as const;

const editionList: ListSpec<typeof editionFields> = {
  fields: editionFields,
  sortable: ['id', 'name', 'code', 'activeDate', 'inactiveDate'],
  filterable: ['name', 'code'],
  defaultSort: defaultSorts.editions,
};

const editions = '/api/Editions';

function toEdition(row: RestEdition): EditionModel {
  return {
    id: String(row.Id),
    name: row.Name,
    code: row.Code,
    activeDate: row.ActiveDate,
    inactiveDate: row.InActiveDate,
    isActive: row.IsActive,
    isTrial: isTrialEditionCode(row.Code),
    lines: row.EditionDetail.map(
      (line): EditionLineModel => ({
        id: String(line.Id),
        featureId: String(line.FeatureID),
        quantity: line.Quantity,
        featureName: line.FeatureName,
        featureLabel: line.FeatureLabel,
        dataTypeId: String(line.FeatureDataTypeID),
      }),
    ),
  };
}

export async function listEditions(rest: RestClient, args: ListArgs): Promise<Page<EditionModel>> {
  const result = await rest.get<ListResult<RestEdition>>(`${editions}/GetEditions`, {
    query: listQuery(args, editionList),
    failure: messages.getListFailed('Edition'),
  });
  return toPage(result, toEdition);
}

export async function getEdition(rest: RestClient, id: string): Promise<EditionModel | null> {
  const editionId = numericId(id);
  if (editionId === null) return null;
  const row = await nullIfNotFound(
    rest.get<RestEdition>(`${editions}/GetEdition/${editionId}`, { failure: messages.getEditionFailed }),
  );
  return row && toEdition(row);
}

function editionBody(input: EditionInput) {
  return {
    Name: input.name,
    Code: input.code,
    ActiveDate: input.activeDate ?? null,
    InActiveDate: input.inactiveDate ?? null,
    EditionDetail: lineBody(input.lines),
  };
}

export async function createEdition(rest: RestClient, input: EditionInput): Promise<string> {
  const id = await rest.post<number>(`${editions}/CreateEdition`, editionBody(input), {
    failure: messages.addFailed,
    fields: editionFields,
  });
  return String(id);
}

export async function updateEdition(rest: RestClient, id: string, input: EditionInput): Promise<void> {
  const body = { Id: requireNumericId(id), ...editionBody(input) };
  await rest.put<boolean>(`${editions}/UpdateEdition`, body, {
    failure: messages.updateFailed,
    fields: editionFields,
  });
}

export async function deleteEdition(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${editions}/DeleteEdition/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}

// ——— License types and plans ———

interface RestLicenseType {
  Id: number;
  TypeName: string;
}

const licenseTypeFields = { id: 'Id', typeName: 'TypeName' } as const;

const licenseTypeList: ListSpec<typeof licenseTypeFields> = {
  fields: licenseTypeFields,
  sortable: ['id', 'typeName'],
  filterable: ['typeName'],
  defaultSort: defaultSorts.licenseTypes,
};

const licenseTypes = '/api/LicenseTypes';

const toLicenseType = (row: RestLicenseType): LicenseType => ({ id: String(row.Id), typeName: row.TypeName });

export async function listLicenseTypes(rest: RestClient, args: ListArgs): Promise<Page<LicenseType>> {
  const result = await rest.get<ListResult<RestLicenseType>>(`${licenseTypes}/GetLicenseTypes`, {
    query: listQuery(args, licenseTypeList),
    failure: messages.getListFailed('License Type'),
  });
  return toPage(result, toLicenseType);
}

export async function getLicenseType(rest: RestClient, id: string): Promise<LicenseType | null> {
  const typeId = numericId(id);
  if (typeId === null) return null;
  const row = await nullIfNotFound(
    rest.get<RestLicenseType>(`${licenseTypes}/GetLicenseType/${typeId}`, {
      failure: messages.getItemFailed,
    }),
  );
  return row && toLicenseType(row);
}

export async function createLicenseType(rest: RestClient, input: LicenseTypeInput): Promise<string> {
  const id = await rest.post<number>(
    `${licenseTypes}/CreateLicenseType`,
    { TypeName: input.typeName },
    { failure: messages.addFailed, fields: licenseTypeFields },
  );
  return String(id);
}

export async function updateLicenseType(
  rest: RestClient,
  id: string,
  input: LicenseTypeInput,
): Promise<void> {
  await rest.put<boolean>(
    `${licenseTypes}/UpdateLicenseType`,
    { Id: requireNumericId(id), TypeName: input.typeName },
    { failure: messages.updateFailed, fields: licenseTypeFields },
  );
}

export async function deleteLicenseType(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${licenseTypes}/DeleteLicenseType/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}

export async function listLicensePlans(rest: RestClient): Promise<LicensePlan[]> {
  const result = await rest.get<ListResult<{ ID: number; Name: string; Unit: number }>>(
    '/api/ProductLicenses/GetProductLicensePlans',
    { failure: messages.getListFailed('License Plan') },
  );
  return result.Data.map((row) => ({ id: String(row.ID), name: row.Name, unit: row.Unit }));
}
