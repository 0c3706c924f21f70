import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../web/account/RegisterPage';
import { renderRoutes } from './render';

const firebase = vi.hoisted(() => ({
  usesEmulator: false,
  watchAuth: vi.fn((listener: (user: unknown) => void) => {
    queueMicrotask(() => listener(null));
    return () => {};
  }),
  register: vi.fn(async () => ({})),
  logOut: vi.fn(async () => undefined),
}));
vi.mock('../../web/account/firebase', () => firebase);

function renderRegister(path = '/registrazione') {
  return renderRoutes([{ path: '/registrazione', element: <RegisterPage /> }], path);
}

function fill(values: { name: string; email: string; password: string; confirmation: string }) {
  fireEvent.input(screen.getByRole('textbox', { name: /Nome e cognome/ }), {
    target: { value: values.name },
  });
  fireEvent.input(screen.getByRole('textbox', { name: /E-mail/ }), {
    target: { value: values.email },
  });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: values.password } });
  fireEvent.input(screen.getByLabelText(/^Conferma password/), {
    target: { value: values.confirmation },
  });
}

const CHIARA = {
  name: ' Chiara Neri ',
  email: ' chiara@example.it ',
  password: 'segreta1',
  confirmation: 'segreta1',
};

beforeEach(() => vi.clearAllMocks());

describe('creating an account', () => {
  it('asks for the conditions and a matching password before asking Firebase', async () => {
    renderRegister();
    fill({ ...CHIARA, confirmation: 'altra' });
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByText('E obbligatorie accettare Tutte le condizioni.')).toBeTruthy();
    expect(firebase.register).not.toHaveBeenCalled();
  });

  it('creates the account, says where the link went, and continues where the visitor was going', async () => {
    renderRegister(`/registrazione?redirect=${encodeURIComponent('/checkout')}`);
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/checkout')}`,
    );
    fill(CHIARA);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));

    expect(await screen.findByRole('heading', { name: 'Controlla la tua e-mail' })).toBeTruthy();
    expect(screen.getByText('chiara@example.it').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Continua' }).getAttribute('href')).toBe('/checkout');
    expect(firebase.register).toHaveBeenCalledWith(
      ' Chiara Neri ',
      'chiara@example.it',
      'segreta1',
    );
    expect(Number(window.localStorage.getItem('auth_exp'))).toBeGreaterThan(Date.now());
  });

  it("says Firebase's refusal in Italian and keeps the form", async () => {
    firebase.register.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    renderRegister();
    fill(CHIARA);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crea account' }));

    expect(
      await screen.findByText('Esiste già un account con questa e-mail: prova ad accedere.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Crea account' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Controlla la tua e-mail' })).toBeNull();
  });
});
