import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../web/account/ResetPasswordPage';
import { renderRoutes } from './render';

const sdk = vi.hoisted(() => ({
  sendPasswordReset: vi.fn(async (_email: string) => undefined),
  checkResetCode: vi.fn(async (_code: string) => 'chiara@example.it'),
  resetPassword: vi.fn(async (_code: string, _password: string) => undefined),
}));
vi.mock('../../web/account/auth', async (original) => {
  const loadSdk = async () => sdk;
  return {
    ...(await original<typeof import('../../web/account/auth')>()),
    useAuth: () => ({ loadSdk }),
  };
});

const renderAt = (path: string) =>
  renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], path);

const LINK = '/reset-password?mode=resetPassword&oobCode=abc';
const SENT = /Se esiste un account con questo indirizzo, ti abbiamo inviato un link/;

beforeEach(() => vi.clearAllMocks());

describe('asking for a reset link', () => {
  it('sends it, and says the same when no account has that address', async () => {
    sdk.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    renderAt('/reset-password');
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'nessuno@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(sdk.sendPasswordReset).toHaveBeenCalledWith('nessuno@example.it');
  });

  it("says Firebase's other refusals in Italian", async () => {
    sdk.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    renderAt('/reset-password');
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'chiara@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Troppi tentativi: riprova tra qualche minuto.')).toBeTruthy();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('says it is sending, and sends once however often it is pressed meanwhile', async () => {
    let answer: (value: undefined) => void = () => {};
    sdk.sendPasswordReset.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt('/reset-password');
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'chiara@example.it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    const busy = await screen.findByRole('button', { name: 'Invio in corso…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);

    answer(undefined);
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(sdk.sendPasswordReset).toHaveBeenCalledOnce();
  });
});

describe('choosing a new password from the link', () => {
  it("names the link's account, saves the new password and leads to sign-in", async () => {
    renderAt(LINK);
    expect(await screen.findByText('Nuova password per chiara@example.it')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Nuova password/), { target: { value: 'nuova123' } });
    fireEvent.input(screen.getByLabelText(/^Conferma password/), {
      target: { value: 'nuova123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText(/Password aggiornata/)).toBeTruthy();
    expect(sdk.resetPassword).toHaveBeenCalledWith('abc', 'nuova123');
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login');
  });

  it('says why a used link no longer works, and offers a new one', async () => {
    sdk.checkResetCode.mockRejectedValueOnce({ code: 'auth/expired-action-code' });
    renderAt(LINK);
    expect(await screen.findByText('Il link è scaduto: richiedine uno nuovo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva la nuova password' })).toBeNull();
  });

  it('keeps the form when Firebase refuses the new password', async () => {
    sdk.resetPassword.mockRejectedValueOnce({ code: 'auth/weak-password' });
    renderAt(LINK);
    await screen.findByText('Nuova password per chiara@example.it');
    fireEvent.input(screen.getByLabelText(/^Nuova password/), { target: { value: 'nuova123' } });
    fireEvent.input(screen.getByLabelText(/^Conferma password/), {
      target: { value: 'nuova123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('La password deve avere almeno 6 caratteri.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva la nuova password' })).toBeTruthy();
  });
});
