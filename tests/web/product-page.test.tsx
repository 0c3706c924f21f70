import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cart, useCart } from '../../web/cart/cart-store';
import { ProductPage } from '../../web/catalogue/ProductPage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

/**
 * Its 256 GB costs `dearer` (the same price unless given) and is struck at `struck` (none unless
 * given), every variant sharing the stock.
 */
const product = (stock: number, dearer = 79_900, struck: number | null = null) => ({
  __typename: 'Product',
  id: '3',
  name: 'Galaxy S24',
  brand: 'Samsung',
  price: 79_900,
  priceVaries: dearer !== 79_900,
  originalPrice: null,
  description: 'Uno smartphone compatto.',
  images: ['/images/3-a.svg', '/images/3-b.svg'],
  photos: [],
  inStock: stock > 0,
  stock,
  rating: null,
  reviews: 0,
  verifiedReviews: [],
  variants: ['Nero', 'Viola'].flatMap((color, c) =>
    ['128 GB', '256 GB'].map((size, s) => ({
      __typename: 'ProductVariant',
      id: `${c * 12 + s + 1}`,
      sku: `RL00003-${color.toUpperCase()}-${size.replace(' ', '')}`,
      color,
      size,
      price: s === 0 ? 79_900 : dearer,
      originalPrice: s === 0 ? null : struck,
      stock,
      inStock: stock > 0,
    })),
  ),
  sizes: ['128 GB', '256 GB'],
  colors: [
    { name: 'Nero', hex: '#000000' },
    { name: 'Viola', hex: '#7c3aed' },
  ],
  category: { id: 'smartphone', name: 'Smartphone' },
  details: { display: '6,2"', processor: null },
  related: [],
});

function openProduct(path: string, answer: (name: string) => Answer) {
  const worker = workerClient(answer);
  renderRoutes([{ path: '/product-overview/:id', element: <ProductPage /> }], path, worker.client);
  return worker;
}

let lines: ReturnType<typeof useCart>['lines'] = [];
function CartProbe() {
  lines = useCart().lines;
  return null;
}

describe('a product page', () => {
  beforeEach(() => act(() => cart.clear()));

  it('puts the chosen colour, size and quantity in the cart', async () => {
    openProduct('/product-overview/3', () => ({ data: { product: product(5) } }));
    renderRoutes([{ path: '*', element: <CartProbe /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('Display');
    fireEvent.click(screen.getByRole('radio', { name: /Viola/ }));
    fireEvent.click(screen.getByRole('radio', { name: /256 GB/ }));
    fireEvent.change(screen.getByLabelText('Quantità'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(lines).toMatchObject([
      { id: 3, quantity: 2, selectedColor: 'Viola', selectedSize: '256 GB', price: 79_900 },
    ]);
  });

  it('shows the price of the size chosen, and the cart line takes it', async () => {
    openProduct('/product-overview/3', () => ({ data: { product: product(5, 89_900) } }));
    renderRoutes([{ path: '*', element: <CartProbe /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' });
    expect(screen.getByText('Codice: RL00003-NERO-128GB')).toBeTruthy();
    expect(screen.queryByText(/899,00/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /256 GB/ }));
    expect(screen.getByText(/899,00/)).toBeTruthy();
    expect(screen.getByText('Codice: RL00003-NERO-256GB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(lines).toMatchObject([{ selectedSize: '256 GB', price: 89_900 }]);
  });

  it('opens with the colour and size its address chooses, as search engines link each variant', async () => {
    openProduct('/product-overview/3?colore=Viola&versione=256+GB', () => ({
      data: { product: product(5, 89_900) },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' });
    expect((screen.getByRole('radio', { name: /Viola/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Codice: RL00003-VIOLA-256GB')).toBeTruthy();
    expect(screen.getByText(/899,00/)).toBeTruthy();
    // The JSON-LD the page draws links that variant to this address.
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    );
    expect(
      ld.hasVariant.find((v: { sku: string }) => v.sku === 'RL00003-VIOLA-256GB').offers.url,
    ).toBe(`${window.location.origin}/product-overview/3?colore=Viola&versione=256+GB`);
  });

  it('takes the first colour and size for an option the product does not offer', async () => {
    openProduct('/product-overview/3?colore=%3Cscript%3E&versione=1TB', () => ({
      data: { product: product(5) },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' });
    expect(screen.getByText('Codice: RL00003-NERO-128GB')).toBeTruthy();
  });

  it("shows the chosen version's own struck price and Omnibus line, none for the others", async () => {
    openProduct('/product-overview/3', () => ({ data: { product: product(5, 69_900, 89_900) } }));
    await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' });
    expect(screen.queryByText(/Prezzo più basso/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /256 GB/ }));
    expect(screen.getByText('Prezzo precedente')?.parentElement?.textContent).toMatch(/899,00/);
    expect(screen.getByText('-22%')).toBeTruthy();
    expect(screen.getByText(/^Prezzo più basso degli ultimi 30 giorni: 899,00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /128 GB/ }));
    expect(screen.queryByText(/Prezzo più basso/)).toBeNull();
  });

  it('offers no more units than the stock', async () => {
    openProduct('/product-overview/3', () => ({ data: { product: product(2) } }));
    const quantity = (await screen.findByLabelText('Quantità')) as HTMLSelectElement;
    expect([...quantity.options].map((option) => option.value)).toEqual(['1', '2']);
  });

  it('says "Esaurito" and adds nothing when the product is sold out', async () => {
    openProduct('/product-overview/3', () => ({ data: { product: product(0) } }));
    const button = await screen.findByRole('button', { name: /Esaurito/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Quantità')).toBeNull();
  });

  it('says the product does not exist for an id the catalogue lacks', async () => {
    const worker = openProduct('/product-overview/99', () => ({ data: { product: null } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prodotto non trovato' }),
    ).toBeTruthy();
    expect(worker.asked[0]?.variables).toEqual({ id: '99' });
  });

  it('asks nothing for an address that cannot name a product', async () => {
    const worker = openProduct('/product-overview/abc', () => ({ data: { product: null } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeTruthy();
    expect(worker.asked).toHaveLength(0);
  });

  it('offers to try again when the product did not arrive', async () => {
    let failing = true;
    const worker = openProduct('/product-overview/3', () =>
      failing
        ? { errors: [{ message: 'Errore interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: { product: product(5) } },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Non siamo riusciti a caricare il prodotto')).toBeTruthy();
    failing = false;
    const asked = worker.asked.length;
    fireEvent.click(within(alert).getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' })).toBeTruthy();
    expect(worker.asked.length).toBe(asked + 1);
  });

  it('shows the grade and battery of the variant chosen, with what the grade means', async () => {
    const refurbished = product(5);
    openProduct('/product-overview/3', () => ({
      data: {
        product: {
          ...refurbished,
          condition: 'RICONDIZIONATO',
          grade: 'A',
          batteryHealth: 90,
          variants: refurbished.variants.map((variant) =>
            variant.size === '256 GB'
              ? { ...variant, grade: 'B', batteryHealth: 82 }
              : { ...variant, grade: 'A', batteryHealth: 90 },
          ),
        },
      },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Galaxy S24' });
    expect(screen.getByText(/A · Ottimo/)).toBeTruthy();
    expect(screen.getByText('90% della capacità originale')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /256 GB/ }));
    expect(screen.getByText(/B · Buono/)).toBeTruthy();
    expect(screen.queryByText(/A · Ottimo/)).toBeNull();
    expect(screen.getByText('82% della capacità originale')).toBeTruthy();
    expect(screen.getAllByText(/Garanzia legale di 12 mesi/).length).toBeGreaterThan(0);
  });
});
