import { graphql } from '../graphql';
import { OrderExpiryFragment } from './order-expiry-fragment';
import { OrderInvoiceFragment } from './order-invoice-fragment';

/** Everything an order's page shows, for its owner and for the staff alike (unmasked). */
export const OrderDetailsFragment = graphql(
  `
  fragment OrderDetails on Order @_unmask {
    ...OrderExpiry
    ...OrderInvoice
    id
    number
    status
    paymentMethod
    onlinePayment {
      payable
      closesAt
    }
    createdAt
    email
    firstName
    lastName
    phone
    shippingAddress {
      street
      postalCode
      city
      province
    }
    invoiceTaxCode
    invoiceCompany
    notes
    raeeTakeBack
    trackingNumber
    carrier
    trackingUrl
    readyForPickupAt
    subtotal
    shipping
    taxes
    total
    lines {
      productId
      name
      brand
      image
      color
      size
      sku
      unitPrice
      quantity
      lineTotal
      condition
      grade
    }
    events {
      status
      note
      at
    }
  }
`,
  [OrderExpiryFragment, OrderInvoiceFragment],
);
