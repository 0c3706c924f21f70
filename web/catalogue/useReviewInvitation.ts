import { useQuery } from 'urql';
import { graphql } from '../graphql';

const ReviewInvitationQuery = graphql(`
  query ReviewInvitation($link: String!) {
    reviewInvitation(link: $link) {
      orderNumber
      purchasedAt
      lines {
        position
        productId
        name
        brand
        image
        color
        size
        reviewStatus
      }
    }
  }
`);

/** The order lines a review link invites the buyer to review, always fresh from the Worker. */
export function useReviewInvitation(link: string) {
  return useQuery({
    query: ReviewInvitationQuery,
    variables: { link },
    requestPolicy: 'network-only',
  });
}
