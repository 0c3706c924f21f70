import { act } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { type Client, Provider } from 'urql';
import { Toaster } from '../../web/ui/toast';

/** A renderHook/render wrapper: the client the hook asks, and the toaster it may speak through. */
export function withClient(client: Client) {
  return ({ children }: { children: ReactNode }) => (
    <Provider value={client}>
      {children}
      <Toaster />
    </Provider>
  );
}

/** Submits as a form element would, from a form in the document so focus can move. */
export async function submitWith(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const form = document.createElement('form');
  document.body.append(form);
  await act(async () => {
    onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  });
}
