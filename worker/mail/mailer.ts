import { dispatchOutbox } from './outbox';

/** What a service needs to send e-mail: the shop's origin for links, and the queue once committed. */
export interface Mailer {
  /** The shop's absolute origin (https://riparolab.it): every link in an e-mail starts with it. */
  origin: string;
  /** Hands the outbox rows to the queue; called only after the batch that wrote them committed. */
  dispatch(ids: readonly string[]): void;
}

export function mailer(
  env: Pick<Env, 'MAIL_QUEUE'>,
  origin: string,
  waitUntil: (work: Promise<unknown>) => void,
): Mailer {
  return { origin, dispatch: (ids) => dispatchOutbox(env, waitUntil, ids) };
}
