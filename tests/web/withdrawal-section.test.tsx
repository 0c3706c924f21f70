import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ResultOf } from 'gql.tada';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { WithdrawalSection } from '../../web/orders/WithdrawalSection';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;
const at = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString();

/**
 * An order as the section's query reads it (web/orders/WithdrawalSection.tsx), typed over the
 * printed schema: a field the schema drops or retypes fails to compile here, not only there.
 */
const OrderWithdrawalFields = graphql(`
  fragment OrderWithdrawalFields on Order {
    __typename id number createdAt firstName lastName
    shippingAddress { __typename street postalCode city province }
    withdrawal {
      __typename deliveredAt until open
      returnable { __typename position name brand color size quantity }
    }
    returns {
      __typename id number status requestedAt refundAmount refusalReason
      lines { __typename position name quantity }
      steps { __typename status at }
    }
  }
`);
type OrderWithdrawal = ResultOf<typeof OrderWithdrawalFields>;
type Withdrawal = Omit<NonNullable<OrderWithdrawal['withdrawal']>, '__typename'>;

function order(
  withdrawal: Withdrawal | null,
  returns: OrderWithdrawal['returns'] = [],
): { order: OrderWithdrawal } {
  return {
    order: {
      __typename: 'Order',
      id: 'ord-1',
      number: 'RL-2026-000123',
      createdAt: at(-5),
      firstName: 'Giulia',
      lastName: 'Bianchi',
      shippingAddress: {
        __typename: 'OrderAddress',
        street: 'Via Roma 10',
        postalCode: '20121',
        city: 'Milano',
        province: 'MI',
      },
      withdrawal: withdrawal && { __typename: 'OrderWithdrawal', ...withdrawal },
      returns,
    },
  };
}

const OPEN: Withdrawal = {
  deliveredAt: at(-2),
  until: at(12),
  open: true,
  returnable: [
    {
      __typename: 'ReturnLine',
      position: 0,
      name: 'AirPods Pro',
      brand: 'Apple',
      color: 'Bianco',
      size: null,
      quantity: 2,
    },
  ],
};

function renderSection(answer: (name: string) => Answer) {
  const worker = workerClient(answer);
  render(
    <Provider value={worker.client}>
      <WithdrawalSection id="ord-1" token="segreto" />
    </Provider>,
  );
  return worker;
}

describe('WithdrawalSection', () => {
  it('opens the withdrawal form, shows the statement as it will be sent, and sends the chosen units', async () => {
    const worker = renderSection((name) =>
      name === 'OrderWithdrawal'
        ? { data: order(OPEN) }
        : { data: { requestWithdrawal: { __typename: 'Order', id: 'ord-1', returns: [] } } },
    );
    expect(await screen.findByText(/entro il .* \(14 giorni dalla consegna\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Richiedi il reso' }));
    const form = screen.getByRole('form', { name: 'Modulo di recesso' });
    const send = within(form).getByRole('button', { name: 'Invia la richiesta di recesso' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(within(form).getByRole('spinbutton'), { target: { value: '1' } });
    expect(form.textContent).toContain(
      'Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni (ordine RL-2026-000123):\n- 1 × AirPods Pro (Apple, Bianco)',
    );
    expect(form.textContent).toContain('Nome del consumatore: Giulia Bianchi');
    fireEvent.click(send);
    expect(await screen.findByText(/^Richiesta di reso inviata/)).toBeTruthy();
    expect(worker.asked.find((a) => a.name === 'RequestWithdrawal')?.variables).toEqual({
      id: 'ord-1',
      token: 'segreto',
      input: {
        lines: [{ position: 0, quantity: 1 }],
        name: 'Giulia Bianchi',
        address: 'Via Roma 10, 20121 Milano (MI)',
        reason: null,
      },
    });
  });

  it("shows the Worker's refusal above the form", async () => {
    renderSection((name) =>
      name === 'OrderWithdrawal'
        ? { data: order(OPEN) }
        : {
            errors: [
              {
                message: 'Uno dei prodotti scelti è già stato restituito per intero.',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Richiedi il reso' }));
    fireEvent.input(screen.getByRole('spinbutton'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta di recesso' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Uno dei prodotti scelti è già stato restituito per intero.',
    );
  });

  it('says why the button is gone once the 14 days are over', async () => {
    renderSection(() => ({
      data: order({ ...OPEN, deliveredAt: at(-20), until: at(-6), open: false }),
    }));
    expect(
      await screen.findByText(
        /^Il termine di 14 giorni per il recesso è scaduto il \d+ \w+ \d{4}\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Richiedi il reso' })).toBeNull();
  });

  it('says the days start at delivery, and lists the requests with where they stand', async () => {
    renderSection(() => ({
      data: order(null, [
        {
          __typename: 'OrderReturn',
          id: 'ret-1',
          number: 'RS-2026-000001',
          status: 'RIMBORSATO',
          requestedAt: at(-3),
          refundAmount: 34_038,
          refusalReason: null,
          lines: [{ __typename: 'ReturnLine', position: 0, name: 'AirPods Pro', quantity: 1 }],
          steps: [{ __typename: 'ReturnStep', status: 'RICHIESTO', at: at(-3) }],
        },
      ]),
    }));
    expect(
      await screen.findByText("Dalla consegna avrai 14 giorni per recedere dall'acquisto."),
    ).toBeTruthy();
    expect(screen.getByText('Reso RS-2026-000001: Rimborsato')).toBeTruthy();
    expect(screen.getByText(/^Rimborso:/).textContent?.replace(/\s/g, ' ')).toBe(
      'Rimborso: 340,38 €',
    );
  });
  it('shows a refused return with the reason, the legal guarantee, and offers its units again', async () => {
    renderSection(() => ({
      data: order(OPEN, [
        {
          __typename: 'OrderReturn',
          id: 'ret-2',
          number: 'RS-2026-000002',
          status: 'RIFIUTATO',
          requestedAt: at(-1),
          refundAmount: null,
          refusalReason: 'Prodotto sigillato aperto dopo la consegna.',
          lines: [{ __typename: 'ReturnLine', position: 0, name: 'AirPods Pro', quantity: 2 }],
          steps: [
            { __typename: 'ReturnStep', status: 'RICHIESTO', at: at(-1) },
            { __typename: 'ReturnStep', status: 'RIFIUTATO', at: at(0) },
          ],
        },
      ]),
    }));
    expect(await screen.findByText('Reso RS-2026-000002: Reso rifiutato')).toBeTruthy();
    expect(screen.getByText('Motivo: Prodotto sigillato aperto dopo la consegna.')).toBeTruthy();
    expect(screen.getByText(/^Per un difetto vale la garanzia legale/).textContent).toBe(
      'Per un difetto vale la garanzia legale di 24 mesi: scrivici a assistenza@riparolab.it.',
    );
    expect(screen.getByRole('link', { name: 'assistenza@riparolab.it' }).getAttribute('href')).toBe(
      'mailto:assistenza@riparolab.it',
    );
    expect(screen.getByRole('button', { name: 'Richiedi il reso' })).toBeTruthy();
  });
});
