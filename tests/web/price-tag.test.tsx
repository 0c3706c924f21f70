import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from '../../web/catalogue/PriceTag';

describe('a shop price', () => {
  it('under a discount: the struck reference, the percentage off and the lowest price of 30 days', () => {
    const { container } = render(<PriceTag price={62900} originalPrice={69900} />);
    expect(screen.getByRole('deletion').textContent).toBe('Prezzo precedente 699,00\u00a0€');
    expect(container.textContent).toBe(
      '629,00\u00a0€Prezzo precedente 699,00\u00a0€-10%+ IVA' +
        'Prezzo più basso degli ultimi 30 giorni: 699,00\u00a0€',
    );
  });

  it('without one: the price and its IVA note alone', () => {
    for (const originalPrice of [null, 62900, 50000]) {
      const { container, unmount } = render(
        <PriceTag price={62900} originalPrice={originalPrice} />,
      );
      expect(container.textContent).toBe('629,00\u00a0€+ IVA');
      unmount();
    }
  });

  it('a struck price too close to count a whole percent still has its lowest-price line', () => {
    const { container } = render(<PriceTag price={99950} originalPrice={100000} />);
    expect(container.textContent).not.toContain('%');
    expect(container.textContent).toContain('Prezzo più basso degli ultimi 30 giorni: 1.000,00');
  });
});
