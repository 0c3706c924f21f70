import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOKEN_PARAM } from '../../schema/newsletter-links';
import { NewsletterConfirmPage } from '../../web/newsletter/NewsletterConfirmPage';
import { NewsletterUnsubscribePage } from '../../web/newsletter/NewsletterUnsubscribePage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const REFUSED = 'Il link non è valido o è scaduto.';

function open(page: 'conferma' | 'cancellati', answer: () => Answer, token: string | null = 'tk') {
  const worker = workerClient(answer);
  const path = `/newsletter/${page}${token ? `?${NEWSLETTER_TOKEN_PARAM}=${token}` : ''}`;
  renderRoutes(
    [
      { path: '/newsletter/conferma', element: <NewsletterConfirmPage /> },
      { path: '/newsletter/cancellati', element: <NewsletterUnsubscribePage /> },
    ],
    path,
    worker.client,
  );
  return worker;
}

describe("a newsletter e-mail's link", () => {
  it('does nothing on opening, and confirms once the button is pressed', async () => {
    const worker = open('conferma', () => ({
      data: { confirmNewsletter: { email: 'chiara@example.it', alreadyConfirmed: false } },
    }));
    expect(worker.asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: "Conferma l'iscrizione" }));
    expect(await screen.findByText(/^Iscrizione confermata: chiara@example.it/)).toBeTruthy();
    expect(worker.asked).toEqual([{ name: 'ConfirmNewsletter', variables: { token: 'tk' } }]);
    expect(screen.queryByRole('button', { name: "Conferma l'iscrizione" })).toBeNull();
  });

  it('says a refused link stays refused: no button to press again', async () => {
    open('conferma', () => ({
      errors: [{ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    fireEvent.click(screen.getByRole('button', { name: "Conferma l'iscrizione" }));
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Conferma l'iscrizione" })).toBeNull();
  });

  it('lets the visitor try again after an error that is not the link', async () => {
    open('cancellati', () => ({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Non siamo riusciti a inviare la richiesta. Controlla la connessione e riprova.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
  });

  it('says a link without its token is incomplete', () => {
    open('cancellati', () => ({}), null);
    expect(
      screen.getByText("Il link è incompleto: aprilo di nuovo dall'e-mail, per intero."),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
