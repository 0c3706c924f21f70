import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackInStockForm } from '../../web/catalogue/BackInStockForm';
import { answeringClient } from './render';

const account = vi.hoisted(() => ({ user: null as { email: string } | null }));
vi.mock('../../web/account/auth', () => ({ useAuth: () => account }));

function drawn(
  answer: { email: string; needsConfirmation: boolean },
  chosen: { variantId?: string; productName: string } = { productName: 'PlayStation 5 Slim' },
) {
  const { client, asked } = answeringClient({
    RequestStockAlert: { requestStockAlert: { __typename: 'StockAlertRequest', ...answer } },
  });
  render(
    <Provider value={client}>
      <BackInStockForm productId="8" {...chosen} />
    </Provider>,
  );
  return { asked, email: screen.getByLabelText<HTMLInputElement>('E-mail') };
}

describe('Avvisami quando torna disponibile', () => {
  beforeEach(() => {
    account.user = null;
  });

  it('tells a guest to open the confirmation e-mail, and sends the product and the address', async () => {
    const { asked, email } = drawn({ email: 'gioco@example.it', needsConfirmation: true });
    expect(email.value).toBe('');
    await userEvent.type(email, 'gioco@example.it');
    await userEvent.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(
      await screen.findByText(
        "Ti abbiamo inviato un'e-mail a gioco@example.it: apri il link che contiene per confermare l'avviso.",
      ),
    ).toBeTruthy();
    expect(asked).toEqual([
      {
        name: 'RequestStockAlert',
        variables: { productId: '8', variantId: null, email: 'gioco@example.it' },
      },
    ]);
  });

  it('asks for the variant chosen, and names it in what it says', async () => {
    account.user = { email: 'chiara@example.it' };
    const { asked } = drawn(
      { email: 'chiara@example.it', needsConfirmation: false },
      { variantId: '17', productName: 'PlayStation 5 Slim · Bianco · 1TB Digital' },
    );
    expect(
      screen.getByText(/appena PlayStation 5 Slim · Bianco · 1TB Digital torna in vendita/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(
      await screen.findByText(
        'Fatto: ti scriveremo a chiara@example.it appena PlayStation 5 Slim · Bianco · 1TB Digital torna disponibile.',
      ),
    ).toBeTruthy();
    expect(asked).toEqual([
      {
        name: 'RequestStockAlert',
        variables: { productId: '8', variantId: '17', email: 'chiara@example.it' },
      },
    ]);
  });

  it('finds a signed-in account’s address written, and says the request waits', async () => {
    account.user = { email: 'chiara@example.it' };
    const { email } = drawn({ email: 'chiara@example.it', needsConfirmation: false });
    expect(email.value).toBe('chiara@example.it');
    await userEvent.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(
      await screen.findByText(
        'Fatto: ti scriveremo a chiara@example.it appena PlayStation 5 Slim torna disponibile.',
      ),
    ).toBeTruthy();
  });

  it('checks the address before sending anything', async () => {
    const { asked, email } = drawn({ email: 'x', needsConfirmation: true });
    await userEvent.type(email, 'non-una-email');
    await userEvent.click(screen.getByRole('button', { name: 'Avvisami' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });
});
