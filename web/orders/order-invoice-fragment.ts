import { graphql } from '../graphql';

/** The electronic invoice of an order (docs/product.md#invoices), for customer and staff alike. */
export const OrderInvoiceFragment = graphql(`
  fragment OrderInvoice on Order @_unmask {
    invoice {
      kind
      name
      taxCode
      sdiCode
      pec
      billingSameAsShipping
      billingAddress {
        street
        postalCode
        city
        province
      }
    }
  }
`);
