-- Omnibus per variant (docs/product.md#prices-and-discounts): the price history records each
-- variant's own prices beside the product's series (variant_id NULL, its cheapest variant's price,
-- which Product.originalPrice is judged on), and each variant keeps its own reference price.
ALTER TABLE `product_price_changes` ADD `variant_id` integer REFERENCES product_variants(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `product_price_changes_variant_idx` ON `product_price_changes` (`variant_id`,`changed_at_ms`);--> statement-breakpoint
ALTER TABLE `product_variants` ADD `original_price` integer;--> statement-breakpoint
-- A variant at its product's price has had the product's prices (migration 0034 gave every variant
-- the product's price, and a price written to the product becomes every variant's): it takes the
-- product's series and struck price. One priced apart starts its history with its price, since
-- the product's last update.
INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms)
SELECT v.product_id, v.id, h.price, h.changed_at_ms
FROM product_variants v
JOIN products p ON p.id = v.product_id AND p.price = v.price
JOIN product_price_changes h ON h.product_id = v.product_id AND h.variant_id IS NULL
ORDER BY h.id, v.id;--> statement-breakpoint
INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms)
SELECT v.product_id, v.id, v.price, p.updated_at_ms
FROM product_variants v JOIN products p ON p.id = v.product_id AND p.price <> v.price;--> statement-breakpoint
UPDATE product_variants SET original_price = (
  SELECT p.original_price FROM products p WHERE p.id = product_variants.product_id AND p.price = product_variants.price);--> statement-breakpoint
-- Every write dates its prices with the product's updated_at_ms, which each price writer sets.
-- One statement that reprices several variants moves the product's price one row at a time: a
-- price recorded earlier at this same time was never in effect and gives way to the next, and a
-- price back where it was before the write records nothing. So no write can record a transient
-- minimum, in the product's series or a variant's.
DROP TRIGGER products_price_history_update;--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE OF price ON products
WHEN NEW.price <> OLD.price BEGIN
  DELETE FROM product_price_changes
  WHERE product_id = NEW.id AND variant_id IS NULL AND changed_at_ms = NEW.updated_at_ms;
  INSERT INTO product_price_changes (product_id, price, changed_at_ms)
  SELECT NEW.id, NEW.price, NEW.updated_at_ms
  WHERE NEW.price IS NOT (SELECT price FROM product_price_changes
    WHERE product_id = NEW.id AND variant_id IS NULL ORDER BY changed_at_ms DESC, id DESC LIMIT 1);
END;--> statement-breakpoint
CREATE TRIGGER product_variants_price_history_insert AFTER INSERT ON product_variants BEGIN
  INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms)
  SELECT NEW.product_id, NEW.id, NEW.price, updated_at_ms FROM products WHERE id = NEW.product_id;
END;--> statement-breakpoint
CREATE TRIGGER product_variants_price_history_update AFTER UPDATE OF price ON product_variants
WHEN NEW.price <> OLD.price BEGIN
  DELETE FROM product_price_changes
  WHERE variant_id = NEW.id
    AND changed_at_ms = (SELECT updated_at_ms FROM products WHERE id = NEW.product_id);
  INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms)
  SELECT NEW.product_id, NEW.id, NEW.price, updated_at_ms FROM products
  WHERE id = NEW.product_id AND NEW.price IS NOT (SELECT price FROM product_price_changes
    WHERE variant_id = NEW.id ORDER BY changed_at_ms DESC, id DESC LIMIT 1);
END;
