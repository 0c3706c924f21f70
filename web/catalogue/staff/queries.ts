import { graphql } from '../../graphql';

/** What the editor changes and the name it shows; unmasked, as the shop module's table reads it. */
export const EditableProductFragment = graphql(`
  fragment EditableProduct on Product @_unmask {
    id
    name
    price
    originalPrice
    stock
    sharedStock
    inStock
    archivedAt
    description
    sizes
    colors {
      name
      hex
    }
    category {
      id
    }
    condition
    grade
    batteryHealth
    details {
      display
      processor
      chip
      camera
      battery
      charging
      connectivity
      waterResistance
      resistance
      specialFeatures
      features
    }
  }
`);

export const UpdateProductMutation = graphql(
  `
    mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!, $seenStock: Int!) {
      adminUpdateProduct(id: $id, input: $input, seenStock: $seenStock) {
        ...EditableProduct
      }
    }
  `,
  [EditableProductFragment],
);

export const AdminProductsQuery = graphql(`
  query AdminProducts($page: Int, $search: String, $status: ProductSaleStatus) {
    adminProductPage(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        name
        brand
        images
        price
        originalPrice
        stock
        inStock
        archivedAt
      }
      waitingStockAlerts {
        productId
        waiting
        variants {
          variantId
          label
          waiting
        }
      }
    }
  }
`);

/** A product's variants as the staff's table edits them (docs/product.md#staff-and-variants). */
export const VariantsTableFragment = graphql(`
  fragment VariantsTable on Product @_unmask {
    id
    name
    sharedStock
    category {
      id
    }
    condition
    grade
    batteryHealth
    variants {
      id
      sku
      color
      size
      price
      stock
      sharesStock
      grade
      batteryHealth
      sharesGrade
    }
  }
`);

export const UpdateVariantsMutation = graphql(
  `
    mutation AdminUpdateProductVariants($productId: ID!, $variants: [AdminVariantInput!]!) {
      adminUpdateProductVariants(productId: $productId, variants: $variants) {
        ...VariantsTable
      }
    }
  `,
  [VariantsTableFragment],
);

/** One product for the editor, fresh from D1: a product number searched finds just that one. */
export const AdminProductQuery = graphql(
  `
    query AdminProduct($id: String!) {
      adminProductPage(search: $id, size: 1) {
        items {
          ...EditableProduct
          ...VariantsTable
        }
      }
    }
  `,
  [EditableProductFragment, VariantsTableFragment],
);

/** What the new product form offers: the shop's departments. */
export const ProductDepartmentsQuery = graphql(`
  query ProductDepartments {
    categories {
      id
      name
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation AdminCreateProduct($input: AdminProductCreateInput!) {
    adminCreateProduct(input: $input) {
      id
      name
    }
  }
`);

export const ArchiveProductMutation = graphql(`
  mutation AdminArchiveProduct($id: ID!) {
    adminArchiveProduct(id: $id) {
      id
      archivedAt
    }
  }
`);

export const RestoreProductMutation = graphql(`
  mutation AdminRestoreProduct($id: ID!) {
    adminRestoreProduct(id: $id) {
      id
      archivedAt
    }
  }
`);

/** A product's uploaded photos, for the staff's photo panel (docs/product.md#product-photos). */
export const AdminProductPhotosQuery = graphql(`
  query AdminProductPhotos($id: ID!) {
    product(id: $id) {
      id
      photos {
        key
        alt
        width
        height
        url(size: CARD)
      }
    }
  }
`);

export const ReorderProductPhotosMutation = graphql(`
  mutation AdminReorderProductPhotos($productId: ID!, $keys: [ID!]!) {
    adminReorderProductPhotos(productId: $productId, keys: $keys) {
      key
    }
  }
`);

export const RemoveProductPhotoMutation = graphql(`
  mutation AdminRemoveProductPhoto($productId: ID!, $key: ID!) {
    adminRemoveProductPhoto(productId: $productId, key: $key) {
      key
    }
  }
`);
