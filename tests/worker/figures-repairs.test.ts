import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { asStaff, NOT_STAFF } from './fixtures';

// Every expected figure below is worked out by hand from the fixtures, never by the code under test.

const REPAIRS = graphql(`
  query RepairFiguresTest($from: String!, $to: String!) {
    adminRepairFigures(from: $from, to: $to) {
      requests warrantyClaims repairsOpened estimatesSent estimatesAccepted estimatesDeclined
      estimatesWaiting acceptanceRate
      timeToReady { deviceCategory repairs averageHours }
      openByState { status repairs }
    }
  }
`);

const STOCK = graphql(`
  query StockFiguresTest {
    adminStockFigures {
      lowStockThreshold productsOutOfStock productsLowOnStock variantsOutOfStock
      variantsLowOnStock stockAlertsWaiting lowestStock { id name stock }
    }
  }
`);

const at = (utc: string) => Date.parse(utc);

function quote(id: string, created: string, warrantyOf: string | null = null) {
  return env.DB.prepare(
    `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model,
       problem, privacy_consent_at_ms, status, warranty_of_repair_id, created_at_ms)
     VALUES (?1, 'PRV-' || ?1, 'Sara Fontana', 'sara@example.it', '333', 'tablet', 'Apple',
       'iPad 9', 'Vetro rotto', ?2, 'nuova', ?3, ?2)`,
  ).bind(id, at(created), warrantyOf);
}

function repair(id: string, status: string, created: string, fromQuote: string | null = null) {
  return env.DB.prepare(
    `INSERT INTO list_repair (id, code, customer_name, email, phone, device, problem, status,
       source, source_id, created_at_ms, updated_at_ms)
     VALUES (?1, 'RIP-' || ?1, 'Luca Gallo', 'luca@example.it', '333', 'Galaxy S21', 'Schermo',
       ?2, ?3, ?4, ?5, ?5)`,
  ).bind(id, status, fromQuote ? 'preventivo' : 'banco', fromQuote, at(created));
}

function event(repairId: string, status: string, when: string) {
  return env.DB.prepare(
    'INSERT INTO repair_events (repair_id, status, created_at_ms) VALUES (?, ?, ?)',
  ).bind(repairId, status, at(when));
}

function estimate(id: string, repairId: string, status: string, created: string) {
  return env.DB.prepare(
    `INSERT INTO repair_estimates (id, repair_id, lines_json, subtotal_cents, vat_cents,
       total_cents, estimated_days, valid_until_ms, status, created_at_ms, created_by)
     VALUES (?, ?, '[]', 1000, 220, 1220, 3, ?, ?, ?, 'staff')`,
  ).bind(id, repairId, at(created) + 14 * 86_400_000, status, at(created));
}

describe("a period's repairs", () => {
  it('counts the Rome day of 23 hours from its requests, estimates and pickups', async () => {
    await env.DB.batch([
      quote('q1', '2026-03-29T08:00:00Z'),
      quote('q2', '2026-03-29T09:00:00Z', 'r3'),
      // 00:30 on the 30th in Rome: not the 29th.
      quote('q3', '2026-03-29T22:30:00Z'),
      env.DB.prepare(
        `INSERT INTO list_module_assist (id, number, sender_name, street, postal_code, city,
           province, phone, email, device, problem, cod_lock, rules_accepted_at_ms, status, created_at_ms)
         VALUES ('s1', 'SPD-1', 'Marco Greco', 'Via Roma 1', '90133', 'Palermo', 'PA', '091',
           'marco@example.it', 'Switch', 'Joy-Con', '00000', ?1, 'nuova', ?1)`,
      ).bind(at('2026-03-28T23:00:00Z')),
      // From q1 (a tablet), in on the 27th, ready on the 29th: 48 hours.
      repair('r1', 'pronto_per_il_ritiro', '2026-03-27T10:00:00Z', 'q1'),
      event('r1', 'pronto_per_il_ritiro', '2026-03-29T10:00:00Z'),
      repair('r2', 'in_riparazione', '2026-03-29T09:00:00Z'),
      // At the counter, in on the 28th, ready on the 29th (30 hours), delivered since.
      repair('r3', 'consegnato', '2026-03-28T10:00:00Z'),
      event('r3', 'pronto_per_il_ritiro', '2026-03-29T16:00:00Z'),
      repair('r4', 'annullato', '2026-03-20T10:00:00Z'),
      estimate('e1', 'r2', 'accepted', '2026-03-29T09:30:00Z'),
      estimate('e2', 'r1', 'declined', '2026-03-29T10:30:00Z'),
      estimate('e3', 'r1', 'sent', '2026-03-29T11:30:00Z'),
      estimate('e4', 'r1', 'accepted', '2026-03-29T22:30:00Z'),
    ]);
    const { adminRepairFigures: figures } = dataOf(
      await gql(REPAIRS, { from: '2026-03-29', to: '2026-03-29' }, asStaff()),
    );
    expect(figures).toEqual({
      requests: 3,
      warrantyClaims: 1,
      repairsOpened: 1,
      estimatesSent: 3,
      estimatesAccepted: 1,
      estimatesDeclined: 1,
      estimatesWaiting: 1,
      acceptanceRate: 0.5,
      timeToReady: [
        { deviceCategory: null, repairs: 1, averageHours: 30 },
        { deviceCategory: 'TABLET', repairs: 1, averageHours: 48 },
      ],
      openByState: [
        { status: 'IN_RIPARAZIONE', repairs: 1 },
        { status: 'PRONTO_PER_IL_RITIRO', repairs: 1 },
      ],
    });
  });

  it('has no acceptance rate when no estimate was answered, and is for staff only', async () => {
    const { adminRepairFigures: figures } = dataOf(
      await gql(REPAIRS, { from: '2026-01-01', to: '2026-01-31' }, asStaff()),
    );
    expect(figures.acceptanceRate).toBeNull();
    for (const { who, code } of NOT_STAFF()) {
      const { body } = await gql(REPAIRS, { from: '2026-01-01', to: '2026-01-31' }, who);
      expect(codes(body)).toEqual([code]);
    }
  });
});

describe('the stock now', () => {
  it('counts what is out of or low on stock, and the requests waiting for it', async () => {
    await env.DB.batch([
      // The seed: product 8 is out of stock, the others hold 4 or more.
      env.DB.prepare('UPDATE products SET stock = 2 WHERE id = 4'),
      env.DB.prepare(
        'UPDATE product_variants SET stock = 0 WHERE id = (SELECT min(id) FROM product_variants WHERE product_id = 1)',
      ),
      env.DB.prepare(
        `INSERT INTO stock_alerts (product_id, email, status, created_at_ms, confirmed_at_ms, notified_at_ms)
         VALUES (8, 'a@example.it', 'in_attesa', 1, 1, NULL),
                (8, 'b@example.it', 'in_attesa_di_conferma', 1, NULL, NULL),
                (8, 'c@example.it', 'inviato', 1, 1, 2)`,
      ),
    ]);
    const { adminStockFigures: stock } = dataOf(await gql(STOCK, {}, asStaff()));
    expect(stock).toEqual({
      lowStockThreshold: 3,
      productsOutOfStock: 1,
      productsLowOnStock: 1,
      variantsOutOfStock: 1,
      variantsLowOnStock: 0,
      stockAlertsWaiting: 1,
      lowestStock: [
        { id: '8', name: 'PlayStation 5 Slim', stock: 0 },
        { id: '4', name: 'XPS 13', stock: 2 },
      ],
    });
  });
});
