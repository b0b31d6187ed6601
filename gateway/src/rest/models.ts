// The shapes resolvers pass between each other for catalogue types (codegen.ts `mappers`): the
// scalar fields plus the ids nested fields resolve from. Nested fields (Product.editions,
// ProductEdition.product, lines' feature…) are left to their resolvers, which load them in batches.

export interface ProductModel {
  id: string;
  name: string;
  version: string;
}

export interface FeatureModel {
  id: string;
  name: string;
  label: string;
  productId: string;
  productName: string;
  isActive: boolean;
  dataTypeId: string;
  dataType: string;
  isBoolean: boolean;
}

export interface ProductEditionLineModel {
  id: string;
  featureId: string;
  quantity: number;
  description: string | null;
  dataTypeId: string;
  featureName: string;
  featureLabel: string;
  isFeatureActive: boolean;
}

export interface ProductEditionModel {
  id: string;
  productId: string;
  productName: string;
  name: string;
  code: string;
  price: number;
  pricePerMonth: number;
  displayOrder: number;
  activeDate: string | null;
  inactiveDate: string | null;
  isActive: boolean;
  isTrial: boolean;
  lines: ProductEditionLineModel[];
}

export interface EditionLineModel {
  id: string;
  featureId: string;
  quantity: number;
  featureName: string;
  featureLabel: string;
  dataTypeId: string;
}

export interface EditionModel {
  id: string;
  name: string;
  code: string;
  activeDate: string | null;
  inactiveDate: string | null;
  isActive: boolean;
  isTrial: boolean;
  lines: EditionLineModel[];
}
