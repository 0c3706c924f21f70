import { graphql } from '../../graphql';

/* The staff lists of quote requests and shipping forms, and one request of each as staff open it. */

export const QuoteRequestsQuery = graphql(`
  query AdminQuoteRequests($page: Int, $search: String, $status: RequestStatus) {
    adminQuoteRequests(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        name
        brand
        model
        status
        createdAt
      }
    }
  }
`);

export const QuoteRequestQuery = graphql(`
  query AdminQuoteRequest($id: ID!) {
    adminQuoteRequest(id: $id) {
      id
      number
      name
      email
      phone
      deviceCategory
      brand
      model
      problem
      status
      repairId
      createdAt
      warrantyOf {
        repairId
        code
      }
      listedPrice {
        repairName
        price
        priceWithVat
      }
    }
  }
`);

export const ShippingFormsQuery = graphql(`
  query AdminShippingForms($page: Int, $search: String, $status: RequestStatus) {
    adminShippingForms(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        number
        senderName
        city
        device
        status
        createdAt
      }
    }
  }
`);

export const ShippingFormQuery = graphql(`
  query AdminShippingForm($id: ID!) {
    adminShippingForm(id: $id) {
      id
      number
      senderName
      street
      postalCode
      city
      province
      phone
      email
      device
      problem
      lockCode
      carrier
      trackingNumber
      status
      repairId
      createdAt
      warrantyOf {
        repairId
        code
      }
    }
  }
`);
