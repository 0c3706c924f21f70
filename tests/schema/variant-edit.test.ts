import { describe, expect, it } from 'vitest';
import { generatedSku, reservedSkuError } from '../../schema/rules/generated-sku';
import {
  MAX_SKU_LENGTH,
  MAX_VARIANTS,
  parseNewVariants,
  parseVariantEdits,
  skuError,
  tidySku,
  type VariantEditForm,
} from '../../schema/rules/variant-edit';

const ROW: VariantEditForm = {
  id: '7',
  price: '1.299,00',
  sku: 'ip15-nat-128',
  stock: null,
  seenStock: null,
};

describe('SKUs', () => {
  it('are stored trimmed and in capitals', () => {
    expect(tidySku('  ip15-nat-128 ')).toBe('IP15-NAT-128');
  });

  it.each([
    ['', 'Indica lo SKU della variante.'],
    ['A'.repeat(MAX_SKU_LENGTH + 1), `Lo SKU ha al massimo ${MAX_SKU_LENGTH} caratteri.`],
    ['IP15 NAT', 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.'],
    ['IP15/128', 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.'],
    ['CAFFÈ-1', 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.'],
  ])('refuses %j in Italian', (sku, message) => {
    expect(skuError(sku)).toBe(message);
  });

  it('takes letters, digits and dashes up to the limit', () => {
    expect(skuError('A'.repeat(MAX_SKU_LENGTH))).toBeUndefined();
    expect(skuError('IP15-NAT-128')).toBeUndefined();
  });
});

describe('parseVariantEdits', () => {
  it('reads the price in cents and the SKU tidied', () => {
    expect(parseVariantEdits([{ ...ROW, stock: 3, seenStock: 2 }])).toEqual({
      values: [{ id: 7, price: 129_900, sku: 'IP15-NAT-128', stock: 3, seenStock: 2 }],
      errors: null,
    });
  });

  it('keys each refusal by the row and the field', () => {
    const { errors } = parseVariantEdits([
      ROW,
      { ...ROW, id: '8', price: '0', sku: 'ip 15', stock: -1 },
      { ...ROW, id: '8', sku: ' IP15-NAT-128' },
    ]);
    expect(errors).toEqual({
      'variants.1.price': 'Inserisci un prezzo maggiore di zero.',
      'variants.1.sku': 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.',
      'variants.1.stock': 'La disponibilità deve essere un numero intero da 0 a 100000.',
      'variants.2.id': 'Questa variante compare due volte.',
      'variants.2.sku': "Lo SKU IP15-NAT-128 è già di un'altra variante.",
    });
  });

  it('lets a SKU the shop made up stay as it is', () => {
    const made = 'RL00003-MEZZANOTTE-8GB/256GB';
    expect(parseVariantEdits([{ ...ROW, sku: made }], new Set([made])).errors).toBeNull();
    expect(parseVariantEdits([{ ...ROW, sku: made }]).errors).not.toBeNull();
  });

  it("keeps the shop's shape for the SKUs it makes: a new one in it is refused, naming it", () => {
    const later = generatedSku(42, 'Blu Notte', '8GB / 256GB');
    expect(later).toBe('RL00042-BLUNOTTE-8GB-256GB');
    expect(parseVariantEdits([{ ...ROW, sku: later.toLowerCase() }]).errors).toEqual({
      'variants.0.sku': reservedSkuError(later),
    });
    expect(reservedSkuError(later)).toContain(`Lo SKU ${later} ha la forma`);
    expect(reservedSkuError(later, later)).toBeUndefined();
    expect(parseVariantEdits([{ ...ROW, sku: later }], new Set([later])).errors).toBeNull();
    for (const free of ['RL42-BLU', 'RLX00042-BLU', 'IP-RL00042-BLU']) {
      expect(reservedSkuError(free)).toBeUndefined();
    }
  });

  it('refuses more variants than a product can have', () => {
    const rows = Array.from({ length: MAX_VARIANTS + 1 }, (_, i) => ({ ...ROW, id: String(i) }));
    expect(parseVariantEdits(rows).errors).toEqual({
      variants: `Un prodotto ha al massimo ${MAX_VARIANTS} varianti.`,
    });
  });
});

describe('parseNewVariants', () => {
  const colors = ['Nero', 'Bianco'];
  const sizes = ['128 GB', '256 GB'];

  it('takes combinations the product offers, each once', () => {
    const { values, errors } = parseNewVariants(
      [{ color: ' Nero ', size: '256 GB', price: '699', sku: null, stock: null }],
      colors,
      sizes,
    );
    expect(errors).toBeNull();
    expect(values).toEqual([
      { color: 'Nero', size: '256 GB', price: 69_900, sku: null, stock: null },
    ]);
  });

  it('refuses an option the product lacks and a combination named twice', () => {
    const row = { color: 'Nero', size: '128 GB', price: '1,00', sku: null, stock: null };
    expect(parseNewVariants([row, { ...row, color: 'Rosa' }, row], colors, sizes).errors).toEqual({
      'variants.1.color': 'Scegli uno dei colori del prodotto.',
      'variants.2.size': 'Questa combinazione compare due volte.',
    });
  });
});
