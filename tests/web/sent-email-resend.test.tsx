import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { EmailDetail } from '../../web/mail/staff/EmailDetail';
import { Toaster } from '../../web/ui/toast';
import { type Answer, workerClient } from './worker-client';

const failed = {
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

/** One e-mail's panel over a fake Worker: the e-mail it holds, and how it answers the resend. */
function renderEmail(email: () => Record<string, unknown>, resent: () => Answer) {
  const worker = workerClient((name) =>
    name === 'AdminSentEmail' ? { data: { adminOutboxEmail: email() } } : resent(),
  );
  const onChanged = vi.fn();
  render(
    <Provider value={worker.client}>
      <EmailDetail id="mail-7" onChanged={onChanged} />
      <Toaster />
    </Provider>,
  );
  const loads = () => worker.asked.filter((asked) => asked.name === 'AdminSentEmail').length;
  return { worker, loads, onChanged };
}

describe('sending an e-mail again', () => {
  it('queues a failed e-mail again, says so and reloads it and the list', async () => {
    let status = 'FAILED';
    const { worker, loads, onChanged } = renderEmail(
      () => ({ ...failed, status }),
      () => {
        status = 'PENDING';
        return { data: { adminResendEmail: { id: 'mail-7', status } } };
      },
    );
    const resend = await screen.findByRole('button', { name: 'Reinvia' });
    const loaded = loads();
    fireEvent.click(resend);
    expect(await screen.findByText("L'e-mail è di nuovo in coda.")).toBeTruthy();
    expect(worker.asked.filter((asked) => asked.name === 'AdminResendEmail')).toEqual([
      { name: 'AdminResendEmail', variables: { id: 'mail-7' } },
    ]);
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reinvia' })).toBeNull());
  });

  it("shows the Worker's refusal in Italian and leaves the e-mail as it was", async () => {
    const REFUSED = 'Questa e-mail non si può reinviare: è già stata consegnata.';
    const { loads, onChanged } = renderEmail(
      () => failed,
      () => ({ errors: [{ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } }] }),
    );
    const resend = await screen.findByRole('button', { name: 'Reinvia' });
    const loaded = loads();
    fireEvent.click(resend);
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(loads()).toBe(loaded);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no resend for an e-mail that is on its way', async () => {
    renderEmail(
      () => ({ ...failed, status: 'SENT', sentAt: '2026-11-27T08:01:00.000Z', lastError: null }),
      () => ({}),
    );
    expect(await screen.findByRole('heading', { name: failed.subject })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reinvia|Invia comunque/ })).toBeNull();
  });
});
