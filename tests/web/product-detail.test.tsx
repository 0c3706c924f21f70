import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NEW_PRODUCT, ProductDetail } from '../../web/catalogue/staff/ProductDetail';
import { askedOnce } from './orders-hook-fixtures';
import { renderRoutes } from './render';
import { workerClient } from './worker-client';

const DEPARTMENTS = { data: { categories: [{ id: 'accessori', name: 'Accessori' }] } };

describe('the product opened in the staff table', () => {
  it('opens the new product form without looking up a product named after it', async () => {
    const worker = workerClient(() => DEPARTMENTS);
    renderRoutes(
      [{ path: '/admin', element: <ProductDetail id={NEW_PRODUCT} onChanged={vi.fn()} /> }],
      '/admin',
      worker.client,
    );
    await screen.findByRole('option', { name: 'Accessori' });
    expect(screen.getByRole('heading', { name: 'Nuovo prodotto' })).toBeTruthy();
    expect(askedOnce(worker.asked).map((operation) => operation.name)).toEqual([
      'ProductDepartments',
    ]);
  });

  it('opens a product of the table by its number', async () => {
    const worker = workerClient(() => ({ data: { adminProductPage: { items: [] } } }));
    renderRoutes(
      [{ path: '/admin', element: <ProductDetail id="7" onChanged={vi.fn()} /> }],
      '/admin',
      worker.client,
    );
    await vi.waitFor(() =>
      expect(askedOnce(worker.asked)).toEqual([{ name: 'AdminProduct', variables: { id: '7' } }]),
    );
  });
});
