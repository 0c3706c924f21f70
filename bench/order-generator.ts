/**
 * Generated orders for the figures' measurements (docs/product.md#numeri): `count` orders spread
 * evenly over `days` Rome days from `fromMs`, round-robin over the four payment methods and the
 * eight seed products, one line each, every tenth asking for an invoice and every seventh
 * cancelled. Plain SQL statements, so the benchmark's local D1 and the Worker tests run the same;
 * the figures' triggers (migrations/0051_numbers.sql) count them as placing and cancelling would.
 */
export function generatedOrdersSql(count: number, fromMs: number, days: number): string[] {
  // The last hour of the period stays empty: no order straddles into the next day.
  const step = Math.floor((days * 86_400_000 - 3_600_000) / count);
  const net = '(1000 + i % 97)';
  const iva = `((22 * ${net} + 50) / 100)`;
  return [
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count})
INSERT INTO orders (id, number, access_token, idempotency_key, request_digest, status,
  payment_method, email, first_name, last_name, phone, street, postal_code, city, province,
  invoice_tax_code, subtotal, shipping, taxes, total, created_at_ms, updated_at_ms)
SELECT 'gen-' || i, 'RL-GEN-' || i, 'token-gen-' || i, 'key-gen-' || i, 'digest', 'pagato',
  CASE i % 4 WHEN 0 THEN 'bonifico' WHEN 1 THEN 'contrassegno' WHEN 2 THEN 'ritiro' ELSE 'online' END,
  'generato@example.it', 'Ordine', 'Generato', '333', 'Via Roma 1', '00100', 'Roma', 'RM',
  CASE WHEN i % 10 = 0 THEN '04827150964' END,
  ${net}, 1500, ${iva}, ${net} + 1500 + ${iva}, ${fromMs} + i * ${step}, ${fromMs} + i * ${step}
FROM n;`,
    `INSERT INTO order_lines (order_id, position, product_id, name, brand, image, unit_price,
  quantity, line_total, stock_taken)
SELECT id, 0, 1 + CAST(substr(id, 5) AS INTEGER) % 8, 'Prodotto', 'Marca', '/p.svg', subtotal, 1,
  subtotal, 1
FROM orders WHERE id LIKE 'gen-%';`,
    `UPDATE orders SET status = 'annullato' WHERE id LIKE 'gen-%' AND CAST(substr(id, 5) AS INTEGER) % 7 = 3;`,
  ];
}
