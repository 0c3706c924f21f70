import { describe, expect, it } from 'vitest';
import { parseProductEdit } from '../../schema/rules/product-edit';
import { SHEET_ROWS, sheetFromText, sheetText } from '../../schema/rules/technical-sheet';

const EDIT = {
  price: '19,90',
  stock: 5,
  inStock: true,
  description: 'Cover in silicone morbido, compatibile con la ricarica wireless.',
  colors: [{ name: 'Nero', hex: '#000000' }],
  sizes: ['Unica'],
};

describe('the technical sheet as the staff form holds it', () => {
  it('reads a stored sheet into one text per row, a list one entry per line', () => {
    const text = sheetText({ display: '6,1"', features: ['Face ID', 'USB-C'], chip: null });
    expect(Object.keys(text)).toEqual(SHEET_ROWS.map(([key]) => key));
    expect(text).toMatchObject({ display: '6,1"', features: 'Face ID\nUSB-C', chip: '' });
    expect(Object.values(sheetText(null)).every((row) => row === '')).toBe(true);
  });

  it('stores the typed rows trimmed, lists split by line, empty rows and entries left out', () => {
    const text = { ...sheetText(null), display: ' 6,1" ', camera: '   ', features: 'A\n\n B \n' };
    expect(sheetFromText(text)).toEqual({ display: '6,1"', features: ['A', 'B'] });
    expect(sheetFromText(sheetText(null))).toBeNull();
  });

  it('round-trips a stored sheet through the form unchanged', () => {
    const stored = { display: 'OLED', specialFeatures: ['Dynamic Island', 'Action'] };
    expect(sheetFromText(sheetText(stored))).toEqual(stored);
  });
});

describe('the technical sheet in a product edit', () => {
  it('passes a sheet within the limits, and an edit with none', () => {
    expect(parseProductEdit({ ...EDIT, details: { display: 'x'.repeat(200) } }).errors).toBeNull();
    expect(parseProductEdit(EDIT).errors).toBeNull();
  });

  it('names each row refused: too long, not printable, a list too long or with a long entry', () => {
    const { errors } = parseProductEdit({
      ...EDIT,
      details: {
        display: 'x'.repeat(201),
        chip: 'A17\u0007',
        features: Array.from({ length: 13 }, (_, i) => `Voce ${i}`),
        specialFeatures: ['ok', 'y'.repeat(201)],
      },
    });
    const list = 'Al massimo 12 voci, una per riga, di 200 caratteri ciascuna.';
    expect(errors).toEqual({
      'details.display': 'Scrivi un testo di al massimo 200 caratteri.',
      'details.chip': 'Scrivi un testo di al massimo 200 caratteri.',
      'details.features': list,
      'details.specialFeatures': list,
    });
  });
});
