-- Staff archive a product no longer sold (docs/product.md#archived-products): its row stays for
-- past orders, returns and invoices, and it leaves everything the shop reads. The shop's indexes
-- are made again holding only products on sale (partial indexes: every shop read names
-- archived_at_ms IS NULL), so a listing still walks only the rows it shows. The triggers below take
-- an archived product out of both search indexes and the filter counts, put it back on restore,
-- and move the catalogue version either way. Like 0023's, they hold no conditional expression
-- (a boolean counts as 0 or 1 instead) and no semicolon inside a string.
DROP INDEX `products_name_idx`;--> statement-breakpoint
DROP INDEX `products_price_idx`;--> statement-breakpoint
DROP INDEX `products_category_name_idx`;--> statement-breakpoint
DROP INDEX `products_category_price_idx`;--> statement-breakpoint
DROP INDEX `products_brand_name_idx`;--> statement-breakpoint
DROP INDEX `products_brand_price_idx`;--> statement-breakpoint
DROP INDEX `products_category_brand_name_idx`;--> statement-breakpoint
DROP INDEX `products_category_brand_price_idx`;--> statement-breakpoint
DROP INDEX `products_category_range_name_idx`;--> statement-breakpoint
DROP INDEX `products_category_brand_range_name_idx`;--> statement-breakpoint
DROP INDEX `products_category_rank_idx`;--> statement-breakpoint
DROP INDEX `products_rank_idx`;--> statement-breakpoint
ALTER TABLE `products` ADD `archived_at_ms` integer;--> statement-breakpoint
CREATE INDEX `products_archived_idx` ON `products` (`archived_at_ms`,`id`) WHERE "products"."archived_at_ms" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `products_name_idx` ON `products` ("name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_name_idx` ON `products` (`category_id`,"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_price_idx` ON `products` (`category_id`,`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_brand_name_idx` ON `products` (`brand`,"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_brand_price_idx` ON `products` (`brand`,`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_brand_name_idx` ON `products` (`category_id`,`brand`,"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_brand_price_idx` ON `products` (`category_id`,`brand`,`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_range_name_idx` ON `products` (`category_id`,(("price" >= 10000) + ("price" >= 30000) + ("price" >= 60000) + ("price" >= 100000)),"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_brand_range_name_idx` ON `products` (`category_id`,`brand`,(("price" >= 10000) + ("price" >= 30000) + ("price" >= 60000) + ("price" >= 100000)),"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_rank_idx` ON `products` (`category_id`,`bestseller_rank`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_rank_idx` ON `products` (`bestseller_rank`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update;
--> statement-breakpoint
CREATE TRIGGER products_after_update AFTER UPDATE ON products
WHEN old.id IS NOT new.id
  OR old.name IS NOT new.name OR old.brand IS NOT new.brand OR old.category_id IS NOT new.category_id OR old.price IS NOT new.price
  OR old.original_price IS NOT new.original_price OR old.description IS NOT new.description OR old.images IS NOT new.images OR old.colors IS NOT new.colors
  OR old.sizes IS NOT new.sizes OR old.in_stock IS NOT new.in_stock OR old.rating IS NOT new.rating OR old.reviews IS NOT new.reviews
  OR old.details IS NOT new.details OR old.bestseller_rank IS NOT new.bestseller_rank OR old.archived_at_ms IS NOT new.archived_at_ms
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- An archived product's text stays out of both search indexes whatever is written to it.
DROP TRIGGER IF EXISTS products_after_update_text;
--> statement-breakpoint
CREATE TRIGGER products_after_update_text AFTER UPDATE OF name, brand, category_id, description ON products
WHEN new.archived_at_ms IS NULL
BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update_trigram;
--> statement-breakpoint
CREATE TRIGGER products_after_update_trigram AFTER UPDATE OF name, brand, category_id, description ON products
WHEN new.archived_at_ms IS NULL
BEGIN
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
END;
--> statement-breakpoint
-- The filter counts hold only products on sale: a return restocking an archived product moves none.
DROP TRIGGER IF EXISTS products_after_update_facets;
--> statement-breakpoint
CREATE TRIGGER products_after_update_facets AFTER UPDATE OF category_id, brand, price, in_stock, stock ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NULL AND (old.category_id IS NOT new.category_id OR old.brand IS NOT new.brand
  OR (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1) IS NOT (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0))
BEGIN
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), -1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), 1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (1);
END;
--> statement-breakpoint
-- A deleted archived product was counted nowhere: it takes nothing off the counts.
DROP TRIGGER IF EXISTS products_after_delete;
--> statement-breakpoint
CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), 0 - (old.archived_at_ms IS NULL))
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products - (old.archived_at_ms IS NULL);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_archive AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NOT NULL
BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), -1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_restore AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NOT NULL AND new.archived_at_ms IS NULL
BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), 1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (1);
END;
--> statement-breakpoint
-- An archived product restocked by a return is still not for sale: its waiting alerts stay waiting.
DROP TRIGGER IF EXISTS products_back_in_stock;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock, in_stock ON products
WHEN NEW.stock > 0 AND NEW.in_stock AND NOT (OLD.stock > 0 AND OLD.in_stock) AND NEW.archived_at_ms IS NULL BEGIN
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE product_id = NEW.id AND status = 'in_attesa';
END;
