-- A product's condition (new, refurbished, used), grade and battery health, and the same copied on
-- each order line as the buyer saw them (docs/product.md#condition-and-grades). The condition is a
-- filter of the shop: the filter counts gain it as a dimension, so the summary table is made again
-- with it in its key and refilled from the products, and the triggers that keep it are made again
-- naming it. Like 0023's and 0033's, they hold no conditional expression (a boolean counts as 0 or
-- 1 instead) and no semicolon inside a string. Four partial indexes let a page of one condition
-- walk only that condition's rows, alone or in a department.
ALTER TABLE `products` ADD `condition` text DEFAULT 'nuovo' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `grade` text;--> statement-breakpoint
ALTER TABLE `products` ADD `battery_health` integer;--> statement-breakpoint
CREATE INDEX `products_condition_name_idx` ON `products` (`condition`,"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_condition_price_idx` ON `products` (`condition`,`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_condition_name_idx` ON `products` (`category_id`,`condition`,"name" COLLATE NOCASE,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
CREATE INDEX `products_category_condition_price_idx` ON `products` (`category_id`,`condition`,`price`,`id`) WHERE "products"."archived_at_ms" IS NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `condition` text DEFAULT 'nuovo' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `grade` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `battery_health` integer;--> statement-breakpoint
-- Data: the starting catalogue's iPhone 15 Pro is "Ricondizionato e testato nel nostro
-- laboratorio" (migrations/data/catalogue.json), shown as grade A with its battery at 90%. Every
-- other product is new.
UPDATE products SET condition = 'ricondizionato', grade = 'a', battery_health = 90 WHERE id = 1 AND name = 'iPhone 15 Pro';--> statement-breakpoint
-- Lines ordered before this migration take their product's condition: that is what was sold.
UPDATE order_lines SET condition = (SELECT p.condition FROM products AS p WHERE p.id = order_lines.product_id),
  grade = (SELECT p.grade FROM products AS p WHERE p.id = order_lines.product_id),
  battery_health = (SELECT p.battery_health FROM products AS p WHERE p.id = order_lines.product_id);--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update_facets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_archive;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_restore;
--> statement-breakpoint
DROP TABLE `catalogue_facets`;--> statement-breakpoint
CREATE TABLE `catalogue_facets` (
	`category_id` text NOT NULL,
	`brand` text NOT NULL,
	`price_range` text NOT NULL,
	`available` integer NOT NULL,
	`condition` text NOT NULL,
	`products` integer NOT NULL,
	PRIMARY KEY(`category_id`, `brand`, `price_range`, `available`, `condition`)
);
--> statement-breakpoint
INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
SELECT p.category_id, p.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= p.price ORDER BY min_price DESC LIMIT 1), (p.in_stock = 1 AND p.stock > 0), p.condition, count(*)
FROM products AS p WHERE p.archived_at_ms IS NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER products_after_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products + (1);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- A deleted archived product was counted nowhere: it takes nothing off the counts.
CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, 0 - (old.archived_at_ms IS NULL))
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products - (old.archived_at_ms IS NULL);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND products <= 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update AFTER UPDATE ON products
WHEN old.id IS NOT new.id
  OR old.name IS NOT new.name OR old.brand IS NOT new.brand OR old.category_id IS NOT new.category_id OR old.price IS NOT new.price
  OR old.original_price IS NOT new.original_price OR old.description IS NOT new.description OR old.images IS NOT new.images OR old.colors IS NOT new.colors
  OR old.sizes IS NOT new.sizes OR old.in_stock IS NOT new.in_stock OR old.rating IS NOT new.rating OR old.reviews IS NOT new.reviews
  OR old.details IS NOT new.details OR old.bestseller_rank IS NOT new.bestseller_rank OR old.archived_at_ms IS NOT new.archived_at_ms
  OR old.condition IS NOT new.condition OR old.grade IS NOT new.grade OR old.battery_health IS NOT new.battery_health
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_facets AFTER UPDATE OF category_id, brand, price, in_stock, stock, condition ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NULL AND (old.category_id IS NOT new.category_id OR old.brand IS NOT new.brand
  OR (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1) IS NOT (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
  OR old.condition IS NOT new.condition)
BEGIN
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, -1)
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND products <= 0;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products + (1);
END;
--> statement-breakpoint
CREATE TRIGGER products_after_archive AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NOT NULL
BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, -1)
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND products <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_restore AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NOT NULL AND new.archived_at_ms IS NULL
BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition) DO UPDATE SET products = products + (1);
END;
