DROP INDEX `stock_alerts_open_unique`;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `variant_id` integer REFERENCES product_variants(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `variant_label` text;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `withdrawn_at_ms` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_open_variant_unique` ON `stock_alerts` (`variant_id`,`email`) WHERE "stock_alerts"."status" <> 'inviato' AND "stock_alerts"."withdrawn_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `stock_alerts_variant_status_idx` ON `stock_alerts` (`variant_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_open_unique` ON `stock_alerts` (`product_id`,`email`) WHERE "stock_alerts"."status" <> 'inviato' AND "stock_alerts"."variant_id" IS NULL AND "stock_alerts"."withdrawn_at_ms" IS NULL;--> statement-breakpoint
-- Back-in-stock requests per variant (docs/product.md#back-in-stock-alerts). A request names the
-- variant chosen; one from before variants (variant_id NULL) still waits for any of them. These
-- triggers mark waiting requests due in the same statement as whatever makes them buyable again
-- (a staff edit, an order cancelled or expired, a returned item), or closes them for good (the
-- product archived, the variant removed), so no write path can skip them. As 0034's, they hold
-- no conditional expression.
DROP TRIGGER IF EXISTS products_back_in_stock;
--> statement-breakpoint
-- The product's row: any unit back (requests from before variants), its shared stock back (the
-- variants that share it), or the product back on sale (variants holding units of their own).
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock, in_stock ON products
WHEN NEW.in_stock AND NEW.archived_at_ms IS NULL AND (NOT OLD.in_stock
  OR (NEW.stock > 0 AND NOT OLD.stock > 0)
  OR (NEW.stock - NEW.variant_stock > 0 AND NOT OLD.stock - OLD.variant_stock > 0))
BEGIN
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE product_id = NEW.id AND variant_id IS NULL AND status = 'in_attesa'
    AND NEW.stock > 0 AND NOT (OLD.in_stock AND OLD.stock > 0);
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE product_id = NEW.id AND status = 'in_attesa'
    AND NEW.stock - NEW.variant_stock > 0 AND NOT (OLD.in_stock AND OLD.stock - OLD.variant_stock > 0)
    AND variant_id IN (SELECT id FROM product_variants WHERE product_id = NEW.id AND stock IS NULL);
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE product_id = NEW.id AND status = 'in_attesa' AND NOT OLD.in_stock
    AND variant_id IN (SELECT id FROM product_variants WHERE product_id = NEW.id AND stock > 0);
END;
--> statement-breakpoint
-- A variant's own stock back from 0, or a variant put back on the shared stock while that holds
-- units. Units an order takes from a variant that had some cannot make it buyable: not looked at.
CREATE TRIGGER product_variants_back_in_stock AFTER UPDATE OF stock ON product_variants
WHEN new.stock IS NOT old.stock AND (old.stock IS NULL OR old.stock <= 0)
BEGIN
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE variant_id = new.id AND status = 'in_attesa' AND EXISTS (
    SELECT 1 FROM products p
    WHERE p.id = new.product_id AND p.in_stock AND p.archived_at_ms IS NULL
      AND coalesce(new.stock, p.stock - p.variant_stock) > 0
      AND NOT coalesce(old.stock, p.stock - p.variant_stock) > 0);
END;
--> statement-breakpoint
-- An archived product will not be back: its confirmed requests are due their last e-mail, which
-- says so ('non è più in vendita'); unconfirmed ones, whose address never agreed to more mail,
-- are dropped. Restoring the product does not reopen them.
CREATE TRIGGER products_archived_stock_alerts AFTER UPDATE OF archived_at_ms ON products
WHEN OLD.archived_at_ms IS NULL AND NEW.archived_at_ms IS NOT NULL
BEGIN
  DELETE FROM stock_alerts WHERE product_id = NEW.id AND status = 'in_attesa_di_conferma';
  UPDATE stock_alerts SET status = 'da_inviare', withdrawn_at_ms = NEW.archived_at_ms
  WHERE product_id = NEW.id AND status IN ('in_attesa', 'da_inviare') AND withdrawn_at_ms IS NULL;
END;
--> statement-breakpoint
-- A removed variant (its colour or size taken off the product) likewise; before the row goes, so
-- its requests are still found by its id (the foreign key then sets it to NULL).
CREATE TRIGGER product_variants_removed_stock_alerts BEFORE DELETE ON product_variants
BEGIN
  DELETE FROM stock_alerts WHERE variant_id = old.id AND status = 'in_attesa_di_conferma';
  UPDATE stock_alerts SET status = 'da_inviare', withdrawn_at_ms = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE variant_id = old.id AND status IN ('in_attesa', 'da_inviare') AND withdrawn_at_ms IS NULL;
END;
