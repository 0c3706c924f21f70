import { render, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SavedAddressPicker } from '../../web/checkout/SavedAddressPicker';
import { answeringClient } from './render';

vi.mock('../../web/account/auth', () => ({ useAuth: () => ({ isAuthenticated: true }) }));

const HOME = {
  __typename: 'SavedAddress',
  id: '7',
  label: 'Casa',
  firstName: 'Chiara',
  lastName: 'Ferri',
  phone: '011 555 1234',
  street: 'Via Roma 1',
  postalCode: '10121',
  city: 'Torino',
  province: 'TO',
  isDefault: true,
};

function picked(addresses: unknown[]) {
  const onPick = vi.fn();
  const { client } = answeringClient({
    CheckoutProfile: {
      me: { __typename: 'User', id: 'u1', email: 'chiara@example.it', addresses },
    },
  });
  render(
    <Provider value={client}>
      <SavedAddressPicker prefill onPick={onPick} />
    </Provider>,
  );
  return onPick;
}

describe('the checkout address picker', () => {
  it('fills in the default address and the e-mail, once', async () => {
    const onPick = picked([HOME]);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    const { __typename, id, label, isDefault, ...fields } = HOME;
    expect(onPick).toHaveBeenCalledWith({ ...fields, email: 'chiara@example.it' });
  });

  it('without a saved address gives only the e-mail, so what the buyer typed stays', async () => {
    const onPick = picked([]);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith({ email: 'chiara@example.it' });
  });
});
