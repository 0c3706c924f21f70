import { graphql } from '../graphql';

/** What a newsletter e-mail's links do: confirm the address, or unsubscribe it. */
export const ConfirmNewsletterMutation = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      email
      alreadyConfirmed
    }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      email
    }
  }
`);
