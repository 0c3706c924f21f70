import type { ResultOf } from 'gql.tada';
import { useStaffRecord } from '../../admin/staff-queries';
import { useStaffAction } from '../../admin/useStaffAction';
import { ResendEmailMutation, SentEmailQuery } from './mail-queries';

export type SentEmail = NonNullable<ResultOf<typeof SentEmailQuery>['adminOutboxEmail']>;

/**
 * One e-mail of the outbox, fresh from the server, and sending it again (a failed one, or one
 * withheld from an unconfirmed address): queued again, the e-mail and the list reload.
 */
export function useSentEmail(id: string, onChanged: () => void) {
  const record = useStaffRecord(SentEmailQuery, id, onChanged);
  const resending = useStaffAction(ResendEmailMutation, record.changed);
  return {
    email: record.data?.adminOutboxEmail,
    busy: resending.busy,
    resend: (email: SentEmail) => resending.run({ id: email.id }, "L'e-mail è di nuovo in coda."),
  };
}
