import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { accountActivity } from '../../web/account/account-activity';
import { AccountDevicePicker } from '../../web/repairs/AccountDevicePicker';
import { WarrantyNote } from '../../web/repairs/WarrantyNote';
import { answeringClient, renderAt } from './render';

vi.mock('../../web/account/auth', async (original) => ({
  ...(await original<typeof import('../../web/account/auth')>()),
  useAuth: () => ({ user: { uid: 'u1', email: 'chiara@example.it', emailVerified: true } }),
}));

describe('the account’s one timeline', () => {
  it('puts orders and repairs together, the newest first, up to the limit', () => {
    const order = (number: string, createdAt: string) => ({
      id: number,
      number,
      status: 'PAGATO' as const,
      total: 1000,
      createdAt,
    });
    const repair = (code: string, createdAt: string) => ({
      code,
      device: 'iPhone 12',
      status: 'IN_RIPARAZIONE' as const,
      createdAt,
    });
    const timeline = accountActivity(
      [order('RL-1', '2026-01-01T10:00:00.000Z'), order('RL-2', '2026-03-01T10:00:00.000Z')],
      [repair('RIP-A', '2026-02-01T10:00:00.000Z'), repair('RIP-B', '2026-04-01T10:00:00.000Z')],
      3,
    );
    expect(timeline.map((item) => (item.kind === 'order' ? item.number : item.code))).toEqual([
      'RIP-B',
      'RL-2',
      'RIP-A',
    ]);
  });
});

describe('"I tuoi dispositivi"', () => {
  const devices = [
    { __typename: 'AccountDevice', category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 12' },
    { __typename: 'AccountDevice', category: 'CONSOLE', brand: 'Sony', model: 'PlayStation 5' },
  ];

  function picker(list: unknown[]) {
    const onPick = vi.fn();
    const { client } = answeringClient({
      AccountDevices: { me: { __typename: 'User', id: 'u1', devices: list } },
    });
    render(
      <Provider value={client}>
        <AccountDevicePicker onPick={onPick} />
      </Provider>,
    );
    return onPick;
  }

  it('offers the account’s devices and hands the chosen one to the form', async () => {
    const onPick = picker(devices);
    const select = await screen.findByLabelText('I tuoi dispositivi');
    await userEvent.selectOptions(select, 'Sony PlayStation 5 · Console');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining(devices[1]));
    // The choice fills the fields; the picker is ready for another.
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('shows nothing when the account remembers no device', async () => {
    picker([]);
    await waitFor(() => expect(screen.queryByLabelText('I tuoi dispositivi')).toBeNull());
  });
});

describe('the warranty note', () => {
  it('while the warranty runs, says until when and opens the prefilled request', () => {
    const until = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    renderAt(<WarrantyNote code="RIP-GAR2026A" until={until} />);
    expect(
      screen.getByRole('region', { name: 'Garanzia della riparazione RIP-GAR2026A' }).textContent,
    ).toMatch(/In garanzia fino al .+ \(12 mesi dalla consegna\)\./);
    const link = screen.getByRole('link', { name: 'Richiedi intervento in garanzia' });
    expect(link.getAttribute('href')).toBe('/preventivo?garanzia=RIP-GAR2026A');
  });

  it('once ended, says when and offers no request', () => {
    renderAt(<WarrantyNote code="RIP-GAR2026A" until="2025-01-15T10:00:00.000Z" />);
    expect(
      screen.getByRole('region', { name: 'Garanzia della riparazione RIP-GAR2026A' }).textContent,
    ).toBe('La garanzia di 12 mesi è scaduta il 15 gennaio 2025.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
