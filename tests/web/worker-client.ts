import { Client, type Exchange, makeResult } from 'urql';
import { filter, map, pipe } from 'wonka';

/** What the fake Worker answers one operation: data, or errors as the real one shapes them. */
export type Answer = {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
};

/** A Worker that answers each operation by name, recording what reached it. */
export function workerClient(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        const definition = operation.query.definitions[0];
        const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
        const variables = operation.variables as Record<string, unknown>;
        asked.push({ name, variables });
        return makeResult(operation, answer(name, variables));
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [exchange] }), asked };
}
