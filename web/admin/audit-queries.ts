import { graphql } from '../graphql';

/** The audit log, newest first, for the staff's "Registro modifiche". */
export const AuditQuery = graphql(`
  query AdminAuditLog($page: Int) {
    adminAuditLog(page: $page, size: 50) {
      total
      pageCount
      items {
        id
        actorEmail
        summary
        at
      }
    }
  }
`);
