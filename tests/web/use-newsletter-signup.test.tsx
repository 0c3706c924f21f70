import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewsletterSignup } from '../../web/app/useNewsletterSignup';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

function renderSignup(answer: () => Answer) {
  const worker = workerClient(answer);
  const hook = renderHook(() => useNewsletterSignup(), { wrapper: withClient(worker.client) });
  act(() => {
    hook.result.current.form.setValue('email', 'lettore@example.it');
    hook.result.current.form.setValue('consent', true);
  });
  return { ...worker, hook };
}

describe('useNewsletterSignup', () => {
  it('sends the address with the consent, answers alike and clears the form', async () => {
    const { hook, asked } = renderSignup(() => ({
      data: {
        subscribeNewsletter: { __typename: 'NewsletterSignup', email: 'lettore@example.it' },
      },
    }));
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.outcome?.ok).toBe(true));
    expect(hook.result.current.outcome?.text).toMatch(/^Grazie! Ti abbiamo inviato un'e-mail/);
    expect(asked).toEqual([
      {
        name: 'SubscribeNewsletter',
        variables: { email: 'lettore@example.it', consent: true },
      },
    ]);
    expect(hook.result.current.form.values).toEqual({ email: '', consent: false });
  });

  it("shows the Worker's refusal and keeps what was typed", async () => {
    const { hook } = renderSignup(() => ({
      errors: [
        {
          message: 'Troppe richieste: riprova tra qualche minuto.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    }));
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() =>
      expect(hook.result.current.outcome).toEqual({
        ok: false,
        text: 'Troppe richieste: riprova tra qualche minuto.',
      }),
    );
    expect(hook.result.current.form.values.email).toBe('lettore@example.it');
  });
});
