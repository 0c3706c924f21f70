import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SentEmail, useSentEmail } from '../../web/mail/staff/useSentEmail';
import { showToast } from '../../web/ui/toast';
import { heldWorker, offline, refused, renderAt } from './account-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/ui/toast', async (original) => {
  const toast = await original<typeof import('../../web/ui/toast')>();
  return { ...toast, showToast: vi.fn(toast.showToast) };
});

const failed: SentEmail = {
  id: 'mail-7',
  createdAt: '2026-11-27T08:00:00.000Z',
  sentAt: null,
  recipient: 'giulia@example.it',
  subject: 'Il tuo ordine RL-2026-000077 è stato spedito',
  kind: 'order.shipped',
  ref: null,
  status: 'FAILED',
  attempts: 5,
  lastError: 'Mailbox unavailable',
  previewUrl: '/posta/anteprima',
  previewToken: 'permesso',
  text: 'Ciao',
  attachments: [],
};
const QUEUED = "L'e-mail è di nuovo in coda.";

/** One e-mail's hook over a fake Worker holding `email`, answering the resend with `resent`. */
function renderEmail(resent: () => Answer, email: () => SentEmail | null = () => failed) {
  const worker = workerClient((name) =>
    name === 'AdminSentEmail' ? { data: { adminOutboxEmail: email() } } : resent(),
  );
  const onChanged = vi.fn();
  const { hook } = renderAt(() => useSentEmail('mail-7', onChanged), { worker });
  const reads = () => worker.asked.filter((asked) => asked.name === 'AdminSentEmail').length;
  return { hook, asked: worker.asked, onChanged, reads };
}

beforeEach(() => vi.clearAllMocks());

describe('useSentEmail', () => {
  it('reads the e-mail fresh from the server', async () => {
    const { hook, asked } = renderEmail(() => ({}));
    await waitFor(() => expect(hook.result.current.email).toEqual(failed));
    expect(asked[0]).toEqual({ name: 'AdminSentEmail', variables: { id: 'mail-7' } });
    expect(hook.result.current.busy).toBe(false);
  });

  it('has no e-mail to show when the server knows none', async () => {
    const { hook, reads } = renderEmail(
      () => ({}),
      () => null,
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    expect(hook.result.current.email).toBeNull();
  });

  it('queues it again, says so, and reads it and the list again', async () => {
    const { hook, asked, onChanged, reads } = renderEmail(() => ({
      data: { adminResendEmail: { id: 'mail-7', status: 'PENDING' } },
    }));
    await waitFor(() => expect(hook.result.current.email).toBeDefined());
    const before = reads();
    await act(() => hook.result.current.resend(failed));
    expect(asked.filter((one) => one.name === 'AdminResendEmail')).toEqual([
      { name: 'AdminResendEmail', variables: { id: 'mail-7' } },
    ]);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(QUEUED);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('is busy while the resend is on its way', async () => {
    const worker = heldWorker((name) =>
      name === 'AdminSentEmail'
        ? { data: { adminOutboxEmail: failed } }
        : { data: { adminResendEmail: { id: 'mail-7', status: 'PENDING' } } },
    );
    const { hook } = renderAt(() => useSentEmail('mail-7', () => {}), { worker });
    act(() => {
      void hook.result.current.resend(failed);
    });
    expect(hook.result.current.busy).toBe(true);
    await act(async () => worker.release());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(showToast).toHaveBeenCalledExactlyOnceWith(QUEUED);
  });

  it.each([
    ['a refusal', refused('NOT_FOUND', 'E-mail non trovata.'), 'E-mail non trovata.'],
    [
      'a lost connection',
      offline,
      'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.',
    ],
  ])('says %s in Italian and reads nothing again', async (_, answer, message) => {
    const { hook, onChanged, reads } = renderEmail(answer);
    await waitFor(() => expect(hook.result.current.email).toBeDefined());
    const before = reads();
    await act(() => hook.result.current.resend(failed));
    expect(showToast).toHaveBeenCalledExactlyOnceWith(message);
    expect(onChanged).not.toHaveBeenCalled();
    expect(reads()).toBe(before);
  });

  it('on a CONFLICT says so and reads the e-mail and the list again', async () => {
    const message = "Si può inviare solo un'e-mail non inviata o trattenuta: ricarica la pagina.";
    const { hook, onChanged, reads } = renderEmail(refused('CONFLICT', message));
    await waitFor(() => expect(hook.result.current.email).toBeDefined());
    const before = reads();
    await act(() => hook.result.current.resend(failed));
    expect(showToast).toHaveBeenCalledExactlyOnceWith(message);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('reads the other e-mail when the panel moves to it', async () => {
    const worker = workerClient(() => ({ data: { adminOutboxEmail: failed } }));
    let id = 'mail-7';
    const { hook } = renderAt(() => useSentEmail(id, () => {}), { worker });
    await waitFor(() => expect(hook.result.current.email).toBeDefined());
    id = 'mail-8';
    hook.rerender();
    await waitFor(() =>
      expect(worker.asked.at(-1)).toEqual({ name: 'AdminSentEmail', variables: { id: 'mail-8' } }),
    );
  });
});
