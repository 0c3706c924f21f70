import { describe, expect, it } from 'vitest';
import { formatPrice, formatWholeEuro } from '../../schema/rules/money';

// Intl puts a no-break space before the euro sign; people read it as a space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money as text', () => {
  it('writes cents Italian style, grouped from four digits', () => {
    expect(spaced(formatPrice(129_900))).toBe('1.299,00 €');
    expect(spaced(formatPrice(1_234_567_89))).toBe('1.234.567,89 €');
    expect(spaced(formatPrice(5))).toBe('0,05 €');
    expect(spaced(formatPrice(0))).toBe('0,00 €');
  });

  it('writes round amounts without decimals', () => {
    expect(spaced(formatWholeEuro(100_00))).toBe('100 €');
    expect(spaced(formatWholeEuro(1_500_00))).toBe('1.500 €');
  });
});
