import { graphql } from '../graphql';

export const AddressFields = graphql(`
  fragment SavedAddress on Address {
    id
    label
    firstName
    lastName
    phone
    street
    postalCode
    city
    province
    isDefault
  }
`);

export const MyAddressesQuery = graphql(
  `
    query MyAddresses {
      me {
        id
        addresses {
          ...SavedAddress
        }
      }
    }
  `,
  [AddressFields],
);
