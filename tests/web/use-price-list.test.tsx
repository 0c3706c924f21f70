import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quotePrefillOf } from '../../schema/rules/price-list';
import { useListedRepairBooking } from '../../web/repairs/useListedRepairBooking';
import { priceListHref, usePriceList } from '../../web/repairs/usePriceList';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

afterEach(() => window.history.replaceState(null, '', '/'));
beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

const SCREEN = {
  id: '12',
  repair: 'SCHERMO',
  repairName: 'Sostituzione schermo (ricambio originale)',
  partsQuality: 'ORIGINALE',
  price: 19_900,
  vat: 4_378,
  priceWithVat: 24_278,
  typicalTime: '1 ora',
  whileYouWait: true,
};

const LIST = {
  categories: ['SMARTPHONE', 'TABLET'],
  brands: ['Apple', 'Samsung'],
  models: [{ category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13' }],
  prices: [SCREEN, { ...SCREEN, id: '13', partsQuality: 'COMPATIBILE', price: 10_900 }],
};

const answer = (list: object = LIST): Answer => ({ data: { repairPriceList: list } });

function renderAt(address: string, list?: object) {
  window.history.replaceState(null, '', address);
  const worker = workerClient(() => answer(list));
  const hook = renderHook(() => usePriceList(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('usePriceList', () => {
  it('reads the choices from the address, asks for them and finds the chosen repair', async () => {
    const { asked, hook } = renderAt(
      '/listino-riparazioni?categoria=smartphone&marca=Apple&modello=iPhone+13&riparazione=schermo&ricambio=originale',
    );
    await waitFor(() => expect(hook.result.current.list).toBeDefined());
    expect(asked[0]).toEqual({
      name: 'PriceList',
      variables: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', search: null },
    });
    expect(hook.result.current.chosen?.id).toBe('12');
    expect(quotePrefillOf(new URL(hook.result.current.quoteHref, 'https://x').search)).toEqual({
      deviceCategory: 'smartphone',
      brand: 'Apple',
      model: 'iPhone 13',
      problem: 'Sostituzione schermo (ricambio originale)',
    });
  });

  it('drops an unknown device type, and the brand and model that hang on it', async () => {
    const { asked, hook } = renderAt(
      '/listino-riparazioni?categoria=frigorifero&marca=Apple&cerca=ipad',
    );
    await waitFor(() => expect(hook.result.current.list).toBeDefined());
    expect(asked.map((operation) => operation.variables)).toContainEqual({
      category: null,
      brand: null,
      model: null,
      search: 'ipad',
    });
    expect(hook.result.current.choice).toMatchObject({ category: null, brand: '' });
  });

  it('sends a search found in vain to the quote form as the model', async () => {
    const { hook } = renderAt('/listino-riparazioni?cerca=Nokia+3310', { ...LIST, models: [] });
    await waitFor(() => expect(hook.result.current.list).toBeDefined());
    expect(hook.result.current.quoteHref).toBe('/preventivo?modello=Nokia+3310');
  });

  it('makes shareable links, each choice in the address', () => {
    expect(priceListHref({ category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13' })).toBe(
      '/listino-riparazioni?categoria=smartphone&marca=Apple&modello=iPhone+13',
    );
    expect(priceListHref({})).toBe('/listino-riparazioni');
  });
});

describe('useListedRepairBooking', () => {
  it('books the row and keeps the number and the price it states', async () => {
    const { client, asked } = workerClient(() => ({
      data: {
        requestListedRepair: {
          id: 'q1',
          number: 'PRV-2026-000007',
          listedPrice: { repairName: SCREEN.repairName, price: 19_900, priceWithVat: 24_278 },
        },
      },
    }));
    const hook = renderHook(() => useListedRepairBooking('12'), { wrapper: withClient(client) });
    act(() => {
      const { setValue } = hook.result.current.form;
      setValue('name', 'Marta Colombo');
      setValue('email', 'marta@example.it');
      setValue('phone', '347 5550101');
      setValue('privacy', true);
    });
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.receipt?.number).toBe('PRV-2026-000007'));
    expect(asked[0]?.variables).toEqual({
      input: {
        name: 'Marta Colombo',
        email: 'marta@example.it',
        phone: '347 5550101',
        privacy: true,
        note: null,
        priceId: '12',
      },
    });
    expect(hook.result.current.receipt?.listed?.price).toBe(19_900);
  });

  it('refuses a form without consent and sends nothing', async () => {
    const { client, asked } = workerClient(() => ({}));
    const hook = renderHook(() => useListedRepairBooking('12'), { wrapper: withClient(client) });
    await submitWith(hook.result.current.onSubmit);
    expect(asked).toEqual([]);
    expect(hook.result.current.form.errors).toMatchObject({
      name: 'Il campo non deve essere vuoto.',
      privacy: 'E obbligatorie accettare Tutte le condizioni.',
    });
  });
});
