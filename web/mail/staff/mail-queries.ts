import { graphql } from '../../graphql';

/** The shop's outbox for the staff: the list, one e-mail, and sending it again. */
export const SentMailQuery = graphql(`
  query AdminSentMail($page: Int, $search: String, $status: OutboxStatus) {
    adminOutbox(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        createdAt
        recipient
        subject
        kind
        status
        attempts
        lastError
      }
    }
  }
`);

export const SentEmailQuery = graphql(`
  query AdminSentEmail($id: ID!) {
    adminOutboxEmail(id: $id) {
      id
      createdAt
      sentAt
      recipient
      subject
      kind
      ref
      status
      attempts
      lastError
      previewUrl
      previewToken
      text
      attachments
    }
  }
`);

export const ResendEmailMutation = graphql(`
  mutation AdminResendEmail($id: ID!) {
    adminResendEmail(id: $id) {
      id
      status
    }
  }
`);
