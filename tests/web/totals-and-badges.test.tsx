import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, REPAIR_STATUS } from '../../schema/vocabulary';
import { StockBadge } from '../../web/catalogue/StockBadge';
import { OrderStatusBadge } from '../../web/orders/OrderStatusBadge';
import { RepairStatusBadge } from '../../web/repairs/RepairStatusBadge';
import { Totals } from '../../web/ui/Totals';

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => row.textContent);

describe('totals', () => {
  it("an order's: subtotal, shipping, IVA and total, in that order", () => {
    const totals = { subtotal: 10000, shipping: 990, taxes: 2418, total: 13408 };
    const { container } = render(<Totals totals={totals} />);
    expect(rows(container)).toEqual([
      'Subtotale100,00\u00a0€',
      'Spedizione9,90\u00a0€',
      'IVA 22%24,18\u00a0€',
      'Totale134,08\u00a0€',
    ]);
  });

  it('free shipping reads "Gratuita", under the name the checkout gave the row', () => {
    const totals = { subtotal: 20000, shipping: 0, taxes: 4400, total: 24400 };
    const { container } = render(<Totals totals={totals} shippingLabel="Ritiro in negozio" />);
    expect(rows(container)[1]).toBe('Ritiro in negozioGratuita');
  });

  it('without a shipping row, under its own total label (an estimate)', () => {
    const { container } = render(
      <Totals
        totals={{ subtotal: 5000, taxes: 1100, total: 6100 }}
        totalLabel="Totale per il cliente"
      />,
    );
    expect(rows(container)).toEqual([
      'Subtotale50,00\u00a0€',
      'IVA 22%11,00\u00a0€',
      'Totale per il cliente61,00\u00a0€',
    ]);
  });
});

describe('status badges', () => {
  it("name every order and repair status in the customer's words", () => {
    for (const status of ORDER_STATUS.values) {
      const { unmount } = render(<OrderStatusBadge status={ORDER_STATUS.toApi(status)} />);
      expect(screen.getByText(ORDER_STATUS.label(status))).toBeTruthy();
      unmount();
    }
    for (const status of REPAIR_STATUS.values) {
      const { unmount } = render(<RepairStatusBadge status={REPAIR_STATUS.toApi(status)} />);
      expect(screen.getByText(REPAIR_STATUS.label(status))).toBeTruthy();
      unmount();
    }
  });

  it('colour a delivered order like an available product, and a cancelled one like a sold-out', () => {
    const classOf = (element: ReactElement) => {
      const { container, unmount } = render(element);
      const className = container.firstElementChild?.className ?? '';
      unmount();
      return className;
    };
    const delivered = classOf(<OrderStatusBadge status="CONSEGNATO" />);
    expect(delivered).toContain('bg-emerald-50');
    expect(classOf(<StockBadge inStock stock={40} />)).toContain('bg-emerald-50');
    expect(classOf(<OrderStatusBadge status="ANNULLATO" />)).toBe(
      classOf(<StockBadge inStock={false} stock={0} />),
    );
  });
});
