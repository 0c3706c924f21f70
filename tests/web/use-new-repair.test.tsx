import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNewRepair } from '../../web/repairs/staff/useNewRepair';
import { showToast } from '../../web/ui/toast';
import { submitWith, withClient } from './hook-render';
import { failures, heldWorker } from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async (original) => ({
  ...(await original<typeof import('../../web/ui/toast')>()),
  showToast: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const INTAKE = {
  customerName: 'Mario Rossi',
  email: 'mario@example.it',
  phone: '333 1234567',
  device: 'iPhone 12',
  problem: 'Non si carica più.',
};
const OPENED: Answer = { data: { adminCreateRepair: { id: 'r9', code: 'RIP-MN34PQ78' } } };

function renderIntake(client: Client, values: Partial<typeof INTAKE> = INTAKE) {
  const onCreated = vi.fn();
  const hook = renderHook(() => useNewRepair(onCreated), { wrapper: withClient(client) });
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      hook.result.current.form.setValue(name as keyof typeof INTAKE, value);
    }
  });
  return { hook, onCreated };
}

describe('useNewRepair', () => {
  it('opens the repair with what was typed and hands out its code', async () => {
    const { client, asked } = workerClient(() => OPENED);
    const { hook, onCreated } = renderIntake(client);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() => expect(hook.result.current.code).toBe('RIP-MN34PQ78'));
    expect(asked).toEqual([{ name: 'AdminCreateRepair', variables: { input: INTAKE } }]);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    ['customerName', { customerName: 'M' }, 'Il minimo valore deve essere 2.'],
    ['email', { email: 'mario@' }, 'Email non e valido'],
    ['phone', { phone: 'nessuno' }, 'Inserisci un numero di telefono valido.'],
    ['problem', { problem: '' }, 'Il campo non deve essere vuoto.'],
  ])('refuses a wrong %s in place and sends nothing', async (field, change, message) => {
    const { client, asked } = workerClient(() => OPENED);
    const { hook, onCreated } = renderIntake(client, { ...INTAKE, ...change });
    await submitWith(hook.result.current.onSubmit);

    expect(hook.result.current.form.errors).toEqual({ [field]: message });
    expect(asked).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("shows the Worker's field refusal in place and its sentence in a toast", async () => {
    const answer: Answer = {
      errors: [
        {
          message: 'Alcuni campi non sono validi: correggili e riprova.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { email: 'Questa e-mail non può ricevere posta.' },
          } as never,
        },
      ],
    };
    const { client } = workerClient(() => answer);
    const { hook, onCreated } = renderIntake(client);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() =>
      expect(hook.result.current.form.errors).toEqual({
        email: 'Questa e-mail non può ricevere posta.',
      }),
    );
    expect(vi.mocked(showToast).mock.calls).toEqual([
      ['Alcuni campi non sono validi: correggili e riprova.'],
    ]);
    expect(hook.result.current.code).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it.each(failures('FORBIDDEN', 'Accesso riservato allo staff.'))(
    'says %s in a toast and keeps the form',
    async (_, answer, message) => {
      const { client } = workerClient(() => answer);
      const { hook, onCreated } = renderIntake(client);
      await submitWith(hook.result.current.onSubmit);

      await waitFor(() => expect(vi.mocked(showToast).mock.calls).toEqual([[message]]));
      expect(hook.result.current.form.values).toEqual(INTAKE);
      expect(hook.result.current).toMatchObject({ code: null, opening: false });
      expect(onCreated).not.toHaveBeenCalled();
    },
  );

  it('is opening while the repair is being created', async () => {
    const worker = heldWorker(() => OPENED);
    const { hook } = renderIntake(worker.client);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.opening).toBe(true));

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.code).toBe('RIP-MN34PQ78'));
    expect(hook.result.current.opening).toBe(false);
    expect(worker.asked).toEqual(['AdminCreateRepair']);
  });
});
