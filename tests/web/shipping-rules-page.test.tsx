import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShippingRulesPage } from '../../web/repairs/ShippingRulesPage';
import { renderAt } from './render';

describe('the shipping rules page', () => {
  it('reads its nine steps in order, with the address and the summary beside them', () => {
    renderAt(<ShippingRulesPage />, '/regolamento-spedizioni');
    const steps = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((text) => /^\d\. /.test(text));
    expect(steps.map((text) => text.slice(0, 2))).toEqual([
      '1.',
      '2.',
      '3.',
      '4.',
      '5.',
      '6.',
      '7.',
      '8.',
      '9.',
    ]);
    expect(document.querySelector('address')?.textContent).toMatch(/Tel\./);
    const summary = screen.getByRole('complementary', { name: 'In breve' });
    expect(within(summary).getByRole('link', { name: /Compila il modulo/ })).toBeTruthy();
    expect(within(summary).getAllByRole('listitem')).toHaveLength(6);
  });
});
