import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  itemCount,
  removeLine,
  updateLineQuantity,
} from '../../schema/rules/cart';

const product = (id: number, stock: number | null | undefined, inStock = true) => ({
  id,
  name: `Prodotto ${id}`,
  brand: 'Marca',
  price: 1000,
  originalPrice: null,
  image: `/images/${id}.svg`,
  inStock,
  stock,
});

const line = (
  id: number,
  quantity: number,
  stock: number | null | undefined,
  color: string | null = null,
  size: string | null = null,
): CartLine => ({
  ...product(id, stock),
  selectedColor: color,
  selectedSize: size,
  quantity,
});

describe('adding', () => {
  it.each([
    [
      'appends a new line with colour and size none and quantity 1',
      [],
      product(1, 5),
      1,
      [[1, null, null, 1]],
    ],
    [
      'grows a matching line by the amount added',
      [line(1, 2, 10)],
      product(1, 10),
      3,
      [[1, null, null, 5]],
    ],
    [
      'caps the grown quantity at a positive stock',
      [line(1, 4, 5)],
      product(1, 5),
      3,
      [[1, null, null, 5]],
    ],
    [
      'leaves the quantity unchanged when stock is 0',
      [line(1, 2, 0)],
      product(1, 0),
      1,
      [[1, null, null, 2]],
    ],
    [
      'grows up to the per-order cap of 5 when stock is not counted',
      [line(1, 2, undefined)],
      product(1, undefined),
      40,
      [[1, null, null, 5]],
    ],
    ['caps a new line at 5 units however much stock', [], product(1, 50), 9, [[1, null, null, 5]]],
    [
      'counts the other colours of the product against the cap',
      [line(1, 3, 50, 'Blu')],
      product(1, 50),
      4,
      [
        [1, 'Blu', null, 3],
        [1, null, null, 2],
      ],
    ],
    [
      'adds no line when the other colours already hold the cap',
      [line(1, 5, 50, 'Blu')],
      product(1, 50),
      1,
      [[1, 'Blu', null, 5]],
    ],
    ['caps a new line at stock', [], product(1, 2), 5, [[1, null, null, 2]]],
    ['does not add what is out of stock', [], product(1, 0, false), 1, []],
  ] as const)('%s', (_name, lines, item, quantity, expected) => {
    const result = addLine(lines as readonly CartLine[], item, quantity);
    expect(result.map((l) => [l.id, l.selectedColor, l.selectedSize, l.quantity])).toEqual(
      expected,
    );
  });

  it('keeps lines of the same product apart by colour and size', () => {
    let lines = addLine([], { ...product(1, 10), selectedColor: 'Blu', selectedSize: '128GB' });
    lines = addLine(lines, { ...product(1, 10), selectedColor: 'Nero', selectedSize: '128GB' });
    lines = addLine(lines, { ...product(1, 10), selectedColor: 'Blu', selectedSize: '256GB' });
    lines = addLine(lines, { ...product(1, 10), selectedColor: 'Blu', selectedSize: '128GB' }, 2);
    expect(lines.map((l) => [l.selectedColor, l.selectedSize, l.quantity])).toEqual([
      ['Blu', '128GB', 3],
      ['Nero', '128GB', 1],
      ['Blu', '256GB', 1],
    ]);
  });
});

describe('updating a quantity', () => {
  const key = { id: 1, selectedColor: null, selectedSize: null };
  it.each([
    ['removes the line at 0', line(1, 3, 10), 0, []],
    ['removes the line below 0', line(1, 3, 10), -2, []],
    ['sets the quantity', line(1, 3, 10), 4, [4]],
    ['caps it at stock', line(1, 3, 4), 9, [4]],
    ['caps it at 5 units per order', line(1, 3, 10), 7, [5]],
    ['sets 1 when stock is 0', line(1, 3, 0), 5, [1]],
    ['caps an uncounted stock at 5 units', line(1, 3, null), 50, [5]],
  ] as const)('%s', (_name, start, quantity, expected) => {
    expect(updateLineQuantity([start], key, quantity).map((l) => l.quantity)).toEqual(expected);
  });

  it('touches only the matching line', () => {
    const lines = [line(1, 1, 10, 'Blu'), line(1, 1, 10, 'Nero')];
    const result = updateLineQuantity(
      lines,
      { id: 1, selectedColor: 'Nero', selectedSize: null },
      4,
    );
    expect(result.map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('keeps the product within 5 units over all its colours', () => {
    const lines = [line(1, 3, 10, 'Blu'), line(1, 1, 10, 'Nero')];
    const key = { id: 1, selectedColor: 'Nero', selectedSize: null };
    expect(updateLineQuantity(lines, key, 4).map((l) => l.quantity)).toEqual([3, 2]);
  });
});

describe('removing and counting', () => {
  it('removes only the matching line and counts the rest', () => {
    const lines = [line(1, 2, 10), line(2, 3, 10), line(1, 1, 10, 'Blu')];
    const result = removeLine(lines, { id: 1, selectedColor: null, selectedSize: null });
    expect(result.map((l) => l.id)).toEqual([2, 1]);
    expect(itemCount(result)).toBe(4);
    expect(itemCount([])).toBe(0);
  });
});
