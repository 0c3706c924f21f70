import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SentMailPage } from '../../web/mail/staff/SentMailPage';
import { answeringClient, renderRoutes } from './render';

const LIMIT = 'Daily sending limit exceeded';

const throttled = {
  __typename: 'OutboxEmail',
  id: 'mail-1',
  createdAt: '2026-11-27T08:00:00.000Z',
  sentAt: null,
  recipient: 'giulia@example.it',
  subject: 'Abbiamo ricevuto il tuo ordine RL-2026-000042',
  kind: 'order.confirmation',
  ref: 'RL-2026-000042',
  status: 'THROTTLED',
  attempts: 0,
  lastError: LIMIT,
  previewUrl: '/posta/anteprima',
  previewToken: 'permesso-segreto',
  text: 'Ciao',
  attachments: [],
};

/** An acknowledgement to an address past its budget of e-mails to unconfirmed addresses. */
const withheld = {
  ...throttled,
  subject: 'Richiesta di preventivo PRV-2026-000042 ricevuta',
  kind: 'repair.quote-received',
  ref: 'PRV-2026-000042',
  status: 'WITHHELD',
  lastError: null,
};

/** "Posta inviata" over a Worker whose one e-mail waits out Email Service's sending limit. */
function renderSentMail(path: string, email: typeof throttled | typeof withheld = throttled) {
  const { client } = answeringClient({
    AdminStaffCheck: { adminCounts: { __typename: 'AdminCounts', openRepairs: 0 } },
    AdminSentMail: {
      adminOutbox: { __typename: 'AdminOutboxPage', total: 1, pageCount: 1, items: [email] },
    },
    AdminSentEmail: { adminOutboxEmail: email },
  });
  renderRoutes([{ path: '/admin/posta', element: <SentMailPage /> }], path, client);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Posta inviata', () => {
  it('shows an e-mail held by a sending limit in Italian, with the reason', async () => {
    renderSentMail('/admin/posta');
    const row = (await screen.findAllByText(throttled.subject))
      .map((cell) => cell.closest('tr'))
      .find(Boolean);
    if (!row) throw new Error('no row for the e-mail');
    expect(within(row).getByText('In attesa: limite di invio raggiunto')).toBeTruthy();
    expect(within(row).getByText(LIMIT)).toBeTruthy();
  });

  it('says, on the e-mail, that it is sent again by itself without spending attempts', async () => {
    renderSentMail('/admin/posta?id=mail-1');
    expect(await screen.findByText(/inviata di nuovo da sola tra circa un'ora/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reinvia' })).toBeNull();
  });

  it("opens the e-mail's preview by posting its permission into the frame, never in an address", async () => {
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderSentMail('/admin/posta?id=mail-1');
    const frame = await screen.findByTitle(`Anteprima: ${throttled.subject}`);
    expect(submitted).toHaveBeenCalledTimes(1);
    const form = submitted.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/posta/anteprima');
    expect(form.target).toBe(frame.getAttribute('name'));
    expect(new FormData(form).get('t')).toBe('permesso-segreto');
    expect(frame.getAttribute('src')).toBeNull();
    expect(document.body.innerHTML.match(/permesso-segreto/g)).toHaveLength(1);
    expect(window.location.href).not.toContain('permesso-segreto');
  });

  it('says why a withheld e-mail was not sent, and lets the staff send it anyway', async () => {
    renderSentMail('/admin/posta?id=mail-1', withheld);
    expect(await screen.findByText(/ha già ricevuto\s+3\s+e-mail di questo tipo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invia comunque' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reinvia' })).toBeNull();
  });
});
