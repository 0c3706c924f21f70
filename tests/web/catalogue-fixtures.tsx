import { act } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import {
  Client,
  type Exchange,
  makeErrorResult,
  makeResult,
  type Operation,
  type OperationResult,
} from 'urql';
import { filter, make, mergeMap, pipe, share, takeUntil } from 'wonka';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProductDetails } from '../../schema/db/catalogue';
import { SHEET_ROWS } from '../../schema/rules/technical-sheet';
import type { LoadedProduct } from '../../web/catalogue/useProductPage';
import { withClient } from './hook-render';
import type { Answer } from './worker-client';

const COLORS = [
  { name: 'Titanio naturale', hex: '#8f8a81' },
  { name: 'Titanio blu', hex: '#3b4a5a' },
];

type Variant = LoadedProduct['variants'][number];

type SheetAnswer = { [K in keyof Required<ProductDetails>]: Required<ProductDetails>[K] | null };

/** A technical sheet as the API answers it: every row, null where `rows` does not fill it. */
export function sheet(rows: ProductDetails = {}): SheetAnswer {
  return Object.fromEntries(SHEET_ROWS.map(([key]) => [key, rows[key] ?? null])) as SheetAnswer;
}

/** A product's variants as the catalogue makes them: one per colour and size, at its price and stock. */
export function variantGrid(p: Omit<LoadedProduct, 'variants'>): Variant[] {
  const colors = p.colors.length ? p.colors.map((c) => c.name) : [null];
  const sizes = p.sizes.length ? p.sizes : [null];
  return colors.flatMap((color, c) =>
    sizes.map((size, s) => ({
      id: `${c * 12 + s + 1}`,
      sku: `RL0000${p.id}-${c}${s}`,
      color,
      size,
      price: p.price,
      // At the product's price, its struck price too (migrations/0039).
      originalPrice: p.originalPrice,
      stock: p.stock,
      inStock: p.inStock && p.stock > 0,
      grade: p.grade,
      batteryHealth: p.batteryHealth,
    })),
  );
}

/**
 * A product as the product page loads it: two colours, two versions, one price, in stock; its
 * variants follow what `change` says of the product unless it gives them.
 */
export const product = ({ variants, ...change }: Partial<LoadedProduct> = {}): LoadedProduct => {
  const loaded = {
    id: '3',
    name: 'iPhone 15 Pro',
    brand: 'Apple',
    price: 129_900,
    priceVaries: false,
    originalPrice: null,
    description: 'Telaio in titanio, chip A17 Pro.',
    images: ['/images/products/iphone.svg'],
    photos: [],
    inStock: true,
    stock: 12,
    archivedAt: null,
    condition: 'NUOVO' as const,
    grade: null,
    batteryHealth: null,
    rating: null,
    reviews: null,
    verifiedReviews: [],
    sizes: ['128GB', '256GB'],
    colors: COLORS,
    category: { id: 'smartphone', name: 'Smartphone' },
    details: sheet({ chip: 'A17 Pro' }),
    related: [],
    ...change,
  };
  return { ...loaded, variants: variants ?? variantGrid(loaded) };
};

export const refused = (code: string, message: string) => (): Answer => ({
  errors: [{ message, extensions: { code } }],
});

type Settle = (result: (operation: Operation) => OperationResult) => void;

/**
 * A Worker that holds every operation until the test answers it, oldest first, so what a hook
 * shows while waiting can be read (`policies`: how each was asked); `failNetwork` answers as a fetch that never reached it. An
 * operation torn down before its answer (urql's first read of a query) leaves no trace.
 */
export function heldWorker() {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const policies: string[] = [];
  const waiting: Settle[] = [];
  const exchange: Exchange = () => (operations$) => {
    const shared = pipe(operations$, share);
    const teardowns = pipe(
      shared,
      filter((operation) => operation.kind === 'teardown'),
    );
    return pipe(
      shared,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) =>
        pipe(
          make<OperationResult>((observer) => {
            const definition = operation.query.definitions[0];
            const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
            const request = { name, variables: operation.variables as Record<string, unknown> };
            const settle: Settle = (result) => {
              observer.next(result(operation));
              observer.complete();
            };
            asked.push(request);
            policies.push(operation.context.requestPolicy);
            waiting.push(settle);
            return () => {
              if (waiting.includes(settle)) {
                waiting.splice(waiting.indexOf(settle), 1);
                policies.splice(asked.indexOf(request), 1);
                asked.splice(asked.indexOf(request), 1);
              }
            };
          }),
          takeUntil(
            pipe(
              teardowns,
              filter((teardown) => teardown.key === operation.key),
            ),
          ),
        ),
      ),
    );
  };
  // The hook goes on after awaiting its answer, a few promise turns later: letting those turns
  // pass inside act renders what it shows next before the test reads it (timers may be fake).
  const settle = (result: (operation: Operation) => OperationResult) =>
    act(async () => {
      waiting.shift()?.(result);
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
  return {
    client: new Client({ url: '/graphql', exchanges: [exchange] }),
    asked,
    policies,
    answer: (answer: Answer) => settle((operation) => makeResult(operation, answer)),
    failNetwork: () =>
      settle((operation) => makeErrorResult(operation, new TypeError('Failed to fetch'))),
  };
}

/**
 * A renderHook wrapper at an address in memory, with the client and the toaster; `history` is
 * every address the hook led to, a replaced one overwritten.
 */
export function atAddress(path: string, client: Client) {
  const memory = memoryLocation({ path, record: true });
  const Provided = withClient(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Provided>{children}</Provided>
    </Router>
  );
  return { wrapper, history: memory.history ?? [], navigate: memory.navigate };
}

/**
 * Submits as the form would, from a form holding inputs named `names` in that order, so the hook
 * can move focus to one of them; returns the inputs by name.
 */
export async function submitFrom(
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
  ...names: string[]
) {
  const form = document.createElement('form');
  const inputs = Object.fromEntries(
    names.map((name) => {
      const input = document.createElement('input');
      input.name = name;
      form.append(input);
      return [name, input];
    }),
  );
  document.body.append(form);
  await act(async () => {
    onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  });
  return inputs;
}
