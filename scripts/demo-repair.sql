-- Local development only (never a migration, so never in production): one repair to try
-- /stato-riparazione with, code RIP-DEMO2026 and e-mail cliente@negozio.test.
INSERT OR IGNORE INTO list_repair
  (id, code, customer_name, email, phone, device, problem, status, source, source_id, created_at_ms, updated_at_ms)
VALUES
  ('demo-repair', 'RIP-DEMO2026', 'Chiara Rinaldi', 'cliente@negozio.test', '+39 333 123 4567',
   'iPhone 13 (Mezzanotte, 128GB)', 'Display crepato dopo una caduta, il touch non risponde in basso.',
   'in_riparazione', 'banco', NULL,
   (CAST(strftime('%s', 'now') AS INTEGER) - 6 * 86400) * 1000,
   (CAST(strftime('%s', 'now') AS INTEGER) - 1 * 86400) * 1000);

INSERT INTO repair_events (repair_id, status, note, created_at_ms)
SELECT 'demo-repair', status, note, (CAST(strftime('%s', 'now') AS INTEGER) - days_ago * 86400) * 1000
FROM (
  SELECT 'ricevuto' AS status, 'Dispositivo accettato al banco.' AS note, 6 AS days_ago
  UNION ALL SELECT 'in_diagnosi', 'Display e digitizer danneggiati; batteria in buono stato (89%).', 5
  UNION ALL SELECT 'preventivo_inviato', 'Sostituzione display originale: 189 € IVA inclusa, 2 giorni lavorativi.', 4
  UNION ALL SELECT 'in_riparazione', 'Preventivo accettato, ricambio ordinato e arrivato.', 1
)
WHERE NOT EXISTS (SELECT 1 FROM repair_events WHERE repair_id = 'demo-repair');
