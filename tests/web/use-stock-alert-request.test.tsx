import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStockAlertRequest } from '../../web/catalogue/useStockAlertRequest';
import { heldWorker, refused, submitFrom } from './catalogue-fixtures';
import { withClient } from './hook-render';

const account = vi.hoisted(() => ({ user: null as { email: string } | null }));
vi.mock('../../web/account/auth', () => ({ useAuth: () => account }));

const GUEST = 'gioco@example.it';
const NETWORK = 'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.';

function renderRequest() {
  const worker = heldWorker();
  const hook = renderHook(() => useStockAlertRequest('8', null, 'PlayStation 5 Slim'), {
    wrapper: withClient(worker.client),
  });
  const send = async (email: string) => {
    act(() => hook.result.current.form.setValue('email', email));
    return submitFrom(hook.result.current.onSubmit, 'email');
  };
  return { ...worker, hook, send };
}

const requested = (email: string, needsConfirmation: boolean) => ({
  data: { requestStockAlert: { email, needsConfirmation } },
});

describe('useStockAlertRequest', () => {
  beforeEach(() => {
    account.user = null;
  });

  it('sends the product and the address, busy until the answer, and says to confirm by e-mail', async () => {
    const { hook, asked, answer, send } = renderRequest();
    expect(hook.result.current.form.values.email).toBe('');
    await send(GUEST);
    expect(asked).toEqual([
      { name: 'RequestStockAlert', variables: { productId: '8', variantId: null, email: GUEST } },
    ]);
    expect(hook.result.current.fetching).toBe(true);
    await answer(requested(GUEST, true));
    expect(hook.result.current.fetching).toBe(false);
    expect(hook.result.current.done).toBe(
      `Ti abbiamo inviato un'e-mail a ${GUEST}: apri il link che contiene per confermare l'avviso.`,
    );
    expect(hook.result.current.form.problem).toBeNull();
  });

  it("finds a signed-in account's address written, and says the request waits", async () => {
    account.user = { email: 'chiara@example.it' };
    const { hook, asked, answer } = renderRequest();
    expect(hook.result.current.form.values.email).toBe('chiara@example.it');
    await submitFrom(hook.result.current.onSubmit, 'email');
    await answer(requested('chiara@example.it', false));
    expect(asked[0]?.variables).toEqual({
      productId: '8',
      variantId: null,
      email: 'chiara@example.it',
    });
    expect(hook.result.current.done).toBe(
      'Fatto: ti scriveremo a chiara@example.it appena PlayStation 5 Slim torna disponibile.',
    );
  });

  it('writes the address of an account known only after the form was drawn', () => {
    const { hook } = renderRequest();
    account.user = { email: 'chiara@example.it' };
    hook.rerender();
    expect(hook.result.current.form.values.email).toBe('chiara@example.it');
  });

  it("lets a signed-in customer empty the account's address to type another", () => {
    account.user = { email: 'chiara@example.it' };
    const { hook } = renderRequest();
    act(() => hook.result.current.form.setValue('email', ''));
    expect(hook.result.current.form.values.email).toBe('');
    act(() => hook.result.current.form.setValue('email', GUEST));
    expect(hook.result.current.form.values.email).toBe(GUEST);
  });

  it('keeps an address typed before the account was known', () => {
    const { hook } = renderRequest();
    act(() => hook.result.current.form.setValue('email', GUEST));
    account.user = { email: 'chiara@example.it' };
    hook.rerender();
    expect(hook.result.current.form.values.email).toBe(GUEST);
  });

  it.each([
    ['', 'Il campo non deve essere vuoto.'],
    ['non-una-email', 'Email non e valido'],
  ])('checks "%s" before sending anything: %s, on the focused field', async (email, message) => {
    const { hook, asked, send } = renderRequest();
    const inputs = await send(email);
    expect(hook.result.current.form.errors).toEqual({ email: message });
    expect(document.activeElement).toBe(inputs.email);
    expect(asked).toEqual([]);
  });

  it.each([
    ['NOT_FOUND', 'Prodotto non trovato.'],
    ['BAD_USER_INPUT', 'Questo prodotto è disponibile: puoi ordinarlo subito.'],
    ['RATE_LIMITED', 'Troppe richieste: riprova tra qualche minuto.'],
    ['INTERNAL_SERVER_ERROR', NETWORK],
  ])('shows a %s refusal in Italian and keeps the form', async (code, message) => {
    const { hook, answer, send } = renderRequest();
    await send(GUEST);
    await answer(refused(code, code === 'INTERNAL_SERVER_ERROR' ? 'Boom' : message)());
    expect(hook.result.current).toMatchObject({ done: null, fetching: false });
    expect(hook.result.current.form.problem).toBe(message);
    expect(hook.result.current.form.values.email).toBe(GUEST);
  });

  it("shows the Worker's message on the field it names", async () => {
    const { hook, answer, send } = renderRequest();
    const inputs = await send(GUEST);
    const extensions = { code: 'BAD_USER_INPUT', fields: { email: 'Email non e valido' } };
    await answer({ errors: [{ message: 'Controlla i campi evidenziati.', extensions }] });
    expect(hook.result.current.form.errors).toEqual({ email: 'Email non e valido' });
    expect(hook.result.current.form.problem).toBe('Controlla i campi evidenziati.');
    expect(document.activeElement).toBe(inputs.email);
  });

  it('says when the request could not leave, and clears that once sent again', async () => {
    const { hook, failNetwork, answer, send } = renderRequest();
    await send(GUEST);
    await failNetwork();
    expect(hook.result.current.form.problem).toBe(NETWORK);
    expect(hook.result.current.done).toBeNull();

    await submitFrom(hook.result.current.onSubmit, 'email');
    expect(hook.result.current.form.problem).toBeNull();
    await answer(requested(GUEST, true));
    expect(hook.result.current.done).toContain(GUEST);
  });
});
