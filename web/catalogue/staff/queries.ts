import { graphql } from '../../graphql';

/** What the editor changes and the name it shows; unmasked, as the shop module's table reads it. */
export const EditableProductFragment = graphql(`
  fragment EditableProduct on Product @_unmask {
    id
    name
    price
    originalPrice
    stock
    inStock
    description
    sizes
    colors {
      name
      hex
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
  query AdminProducts($page: Int, $search: String) {
    adminProductPage(page: $page, size: 20, search: $search) {
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
      }
      waitingStockAlerts {
        productId
        waiting
      }
    }
  }
`);

/** One product for the editor, fresh from D1: a product number searched finds just that one. */
export const AdminProductQuery = graphql(
  `
    query AdminProduct($id: String!) {
      adminProductPage(search: $id, size: 1) {
        items {
          ...EditableProduct
        }
      }
    }
  `,
  [EditableProductFragment],
);
