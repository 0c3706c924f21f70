import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnlineRefund } from '../../web/orders/staff/OnlineRefund';

describe('a refund through Stripe on the staff return panel', () => {
  it('says it is in progress, with no retry', () => {
    render(
      <OnlineRefund
        refund={{ status: 'PENDING', amount: 12_200, failureLabel: null }}
        busy={false}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Rimborso in corso: 122,00/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows Stripe's reason and retries", () => {
    const onRetry = vi.fn();
    render(
      <OnlineRefund
        refund={{
          status: 'FAILED',
          amount: 12_200,
          failureLabel: 'carta scaduta o annullata (expired_or_canceled_card)',
        }}
        busy={false}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText(/expired_or_canceled_card/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova il rimborso' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
