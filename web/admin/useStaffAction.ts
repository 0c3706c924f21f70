import { type AnyVariables, type CombinedError, type DocumentInput, useMutation } from 'urql';
import { refusal } from '../ui/server-errors';
import { showToast } from '../ui/toast';
import { useOneAtATime } from '../ui/useOneAtATime';

/** Someone else moved the record first: the staff must see where it is now. */
const movedByOthers = (error: CombinedError) =>
  error.graphQLErrors[0]?.extensions?.code === 'CONFLICT';

/**
 * One staff move on a record shown in a panel. Every move sends the state the panel shows, so a
 * CONFLICT means someone else got there first and the record reloads, as it does after a move
 * that went through (docs/product.md#staff-order-flow). One move at a time: while one is `busy`
 * another press sends nothing and resolves undefined.
 */
export function useStaffAction<Data, Variables extends AnyVariables>(
  mutation: DocumentInput<Data, Variables>,
  reload: () => void,
) {
  const [, execute] = useMutation<Data, Variables>(mutation);
  const moving = useOneAtATime();
  const sendNow = async (variables: Variables, done: string) => {
    const result = await execute(variables);
    if (!result.error) showToast(done);
    if (!result.error || movedByOthers(result.error)) reload();
    return result;
  };
  /** Sends the move and says `done` when it went through; a refusal is left to the caller. */
  const send = (variables: Variables, done: string) => moving.once(() => sendNow(variables, done));
  /** Sends the move and says how it went, the Worker's refusal included. */
  const run = (variables: Variables, done: string) =>
    moving.once(async () => {
      const result = await sendNow(variables, done);
      if (result.error) showToast(refusal(result.error).message);
      return result;
    });
  return { busy: moving.busy, send, run };
}
