import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyAccountPage } from '../../web/account/VerifyAccountPage';
import { renderRoutes } from './render';

const session = vi.hoisted(() => {
  const sdk = {
    verifyEmail: vi.fn(async (_code: string) => undefined),
    resendVerification: vi.fn(async () => undefined),
  };
  return {
    sdk,
    user: null as null | { uid: string; email: string; emailVerified: boolean },
    initialized: true,
  };
});
vi.mock('../../web/account/auth', async (original) => {
  const loadSdk = async () => session.sdk;
  return {
    ...(await original<typeof import('../../web/account/auth')>()),
    useAuth: () => ({ user: session.user, initialized: session.initialized, loadSdk }),
  };
});

const unverified = { uid: 'u1', email: 'chiara@example.it', emailVerified: false };

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/verifyaccount', element: <VerifyAccountPage /> },
      { path: '/reset-password', element: <p>Nuova password</p> },
    ],
    path,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  session.user = null;
  session.initialized = true;
});

describe('the verification link', () => {
  it('applies the code and leads a signed-in customer to the account', async () => {
    session.user = unverified;
    renderAt('/verifyaccount?mode=verifyEmail&oobCode=abc');
    expect(screen.getByRole('status').textContent).toBe('Verifica in corso…');
    expect(await screen.findByText('Indirizzo e-mail verificato. Grazie!')).toBeTruthy();
    expect(session.sdk.verifyEmail).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('link', { name: 'Vai al tuo account' }).getAttribute('href')).toBe(
      '/profilo',
    );
  });

  it('says in Italian why a used link fails, and sends a new one on request', async () => {
    session.user = unverified;
    session.sdk.verifyEmail.mockRejectedValueOnce({ code: 'auth/invalid-action-code' });
    renderAt('/verifyaccount?mode=verifyEmail&oobCode=old');
    expect(await screen.findByText('Il link non è valido o è già stato usato.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invia un nuovo link' }));
    expect(await screen.findByText('Ti abbiamo inviato un nuovo link di verifica.')).toBeTruthy();
  });

  it('passes a password reset on to its own page', () => {
    const { current } = renderAt('/verifyaccount?mode=resetPassword&oobCode=xyz');
    expect(current()).toEqual({
      pathname: '/reset-password',
      search: '?mode=resetPassword&oobCode=xyz',
    });
    expect(session.sdk.verifyEmail).not.toHaveBeenCalled();
  });
});

describe('the verification page without a link', () => {
  it('asks a visitor to sign in first', () => {
    renderAt('/verifyaccount');
    expect(
      screen.getByRole('link', { name: 'Accedi per ricevere un nuovo link' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Fverifyaccount');
  });

  it('sends a new e-mail, and says in Italian when Firebase refuses', async () => {
    session.user = unverified;
    session.sdk.resendVerification.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    renderAt('/verifyaccount');
    expect(screen.getByText('chiara@example.it').tagName).toBe('STRONG');
    const resend = screen.getByRole('button', { name: "Invia di nuovo l'e-mail di verifica" });
    fireEvent.click(resend);
    expect(await screen.findByText('Troppi tentativi: riprova tra qualche minuto.')).toBeTruthy();
    fireEvent.click(resend);
    expect(await screen.findByText('Ti abbiamo inviato un nuovo link di verifica.')).toBeTruthy();
  });

  it('holds the button while a new e-mail is on its way', async () => {
    session.user = unverified;
    let answer: (value: undefined) => void = () => {};
    session.sdk.resendVerification.mockReturnValueOnce(
      new Promise((resolve) => (answer = resolve)),
    );
    renderAt('/verifyaccount');
    const resend = screen.getByRole('button', { name: "Invia di nuovo l'e-mail di verifica" });
    fireEvent.click(resend);
    await waitFor(() => expect(resend).toHaveProperty('disabled', true));
    fireEvent.click(resend);

    answer(undefined);
    expect(await screen.findByText('Ti abbiamo inviato un nuovo link di verifica.')).toBeTruthy();
    expect(resend).toHaveProperty('disabled', false);
    expect(session.sdk.resendVerification).toHaveBeenCalledOnce();
  });

  it('says an address is already verified', () => {
    session.user = { ...unverified, emailVerified: true };
    renderAt('/verifyaccount');
    expect(screen.getByText('Il tuo indirizzo chiara@example.it è già verificato.')).toBeTruthy();
  });
});
