-- The variants' sizes as a filter of the shop (docs/product.md#filtro-per-versione). A product keeps
-- the sizes its variants come in, and those of them that can be bought now, as sorted JSON arrays
-- (facet_sizes, facet_sizes_available): triggers on product_variants and on the product's stock
-- write them again whenever a variant is added, removed, resized or restocked. The filter counts'
-- summary table keys by both, so each count stays one read of a small table whatever the
-- catalogue's size: a group of products with the same sizes is one row, and the Worker counts
-- each size from the groups (schema/rules/catalogue-filters.ts). The table is made again with them
-- in its key, refilled, and its triggers made again naming them. Like 0035's, they hold no
-- conditional expression and no semicolon inside a string.
ALTER TABLE `products` ADD `facet_sizes` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `products` ADD `facet_sizes_available` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
UPDATE products
  SET facet_sizes = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT size FROM product_variants WHERE product_id = products.id AND size <> '' ORDER BY size)),
    facet_sizes_available = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT v.size FROM product_variants AS v, products AS p
      WHERE v.product_id = products.id AND p.id = products.id AND v.size <> '' AND p.in_stock = 1
        AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))
      ORDER BY v.size))
  WHERE true;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update_facets;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_archive;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_restore;
--> statement-breakpoint
DROP TABLE `catalogue_facets`;
--> statement-breakpoint
CREATE TABLE `catalogue_facets` (
	`category_id` text NOT NULL,
	`brand` text NOT NULL,
	`price_range` text NOT NULL,
	`available` integer NOT NULL,
	`condition` text NOT NULL,
	`sizes` text NOT NULL,
	`available_sizes` text NOT NULL,
	`products` integer NOT NULL,
	PRIMARY KEY(`category_id`, `brand`, `price_range`, `available`, `condition`, `sizes`, `available_sizes`)
);
--> statement-breakpoint
INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
SELECT p.category_id, p.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= p.price ORDER BY min_price DESC LIMIT 1), (p.in_stock = 1 AND p.stock > 0), p.condition, p.facet_sizes, p.facet_sizes_available, count(*)
FROM products AS p WHERE p.archived_at_ms IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- A new product's variants are written by products_after_insert_variants, whose trigger moves the
-- product from no sizes to its own (products_after_update_facets). Whichever of the two runs first,
-- the "no sizes" row ends at zero and is dropped here or there.
CREATE TRIGGER products_after_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, new.facet_sizes, new.facet_sizes_available, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products + (1);
  DELETE FROM catalogue_facets
  WHERE category_id = new.category_id AND brand = new.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
    AND available = (new.in_stock = 1 AND new.stock > 0) AND condition = new.condition AND sizes = new.facet_sizes
    AND available_sizes = new.facet_sizes_available AND products = 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- A deleted archived product was counted nowhere: it takes nothing off the counts.
CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, old.facet_sizes, old.facet_sizes_available, 0 - (old.archived_at_ms IS NULL))
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products - (old.archived_at_ms IS NULL);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND sizes = old.facet_sizes
    AND available_sizes = old.facet_sizes_available AND products <= 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- The row left is dropped only at zero: a new product's move can come before its own count.
CREATE TRIGGER products_after_update_facets AFTER UPDATE OF category_id, brand, price, in_stock, stock, condition, facet_sizes, facet_sizes_available ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NULL AND (old.category_id IS NOT new.category_id OR old.brand IS NOT new.brand
  OR (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1) IS NOT (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
  OR old.condition IS NOT new.condition OR old.facet_sizes IS NOT new.facet_sizes
  OR old.facet_sizes_available IS NOT new.facet_sizes_available)
BEGIN
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, old.facet_sizes, old.facet_sizes_available, -1)
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND sizes = old.facet_sizes
    AND available_sizes = old.facet_sizes_available AND products = 0;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, new.facet_sizes, new.facet_sizes_available, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products + (1);
  DELETE FROM catalogue_facets
  WHERE category_id = new.category_id AND brand = new.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
    AND available = (new.in_stock = 1 AND new.stock > 0) AND condition = new.condition AND sizes = new.facet_sizes
    AND available_sizes = new.facet_sizes_available AND products = 0;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_archive AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NULL AND new.archived_at_ms IS NOT NULL
BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), old.condition, old.facet_sizes, old.facet_sizes_available, -1)
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND condition = old.condition AND sizes = old.facet_sizes
    AND available_sizes = old.facet_sizes_available AND products <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_restore AFTER UPDATE OF archived_at_ms ON products
WHEN old.archived_at_ms IS NOT NULL AND new.archived_at_ms IS NULL
BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, condition, sizes, available_sizes, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), new.condition, new.facet_sizes, new.facet_sizes_available, 1)
  ON CONFLICT (category_id, brand, price_range, available, condition, sizes, available_sizes) DO UPDATE SET products = products + (1);
END;
--> statement-breakpoint
-- A product's sizes follow its variants: added, removed, resized, or restocked across zero.
CREATE TRIGGER product_variants_after_insert_sizes AFTER INSERT ON product_variants BEGIN
  UPDATE products
  SET facet_sizes = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT size FROM product_variants WHERE product_id = new.product_id AND size <> '' ORDER BY size)),
    facet_sizes_available = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT v.size FROM product_variants AS v, products AS p
      WHERE v.product_id = new.product_id AND p.id = new.product_id AND v.size <> '' AND p.in_stock = 1
        AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))
      ORDER BY v.size))
  WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_delete_sizes AFTER DELETE ON product_variants BEGIN
  UPDATE products
  SET facet_sizes = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT size FROM product_variants WHERE product_id = old.product_id AND size <> '' ORDER BY size)),
    facet_sizes_available = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT v.size FROM product_variants AS v, products AS p
      WHERE v.product_id = old.product_id AND p.id = old.product_id AND v.size <> '' AND p.in_stock = 1
        AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))
      ORDER BY v.size))
  WHERE id = old.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update_sizes AFTER UPDATE OF size, stock ON product_variants
WHEN old.size IS NOT new.size OR (old.stock IS NULL) IS NOT (new.stock IS NULL) OR (old.stock > 0) IS NOT (new.stock > 0)
BEGIN
  UPDATE products
  SET facet_sizes = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT size FROM product_variants WHERE product_id = new.product_id AND size <> '' ORDER BY size)),
    facet_sizes_available = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT v.size FROM product_variants AS v, products AS p
      WHERE v.product_id = new.product_id AND p.id = new.product_id AND v.size <> '' AND p.in_stock = 1
        AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))
      ORDER BY v.size))
  WHERE id = new.product_id;
END;
--> statement-breakpoint
-- And its stock: the variants that share it can be bought while some is left. Shared stock sold out
-- while other variants still sell changes the sizes that can be bought, and so the shop's answers:
-- the version moves, as products_after_update moves it when the whole product sells out.
CREATE TRIGGER products_after_update_stock_sizes AFTER UPDATE OF in_stock, stock, variant_stock ON products
WHEN old.in_stock IS NOT new.in_stock OR (old.stock > old.variant_stock) IS NOT (new.stock > new.variant_stock)
BEGIN
  UPDATE products
  SET facet_sizes = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT size FROM product_variants WHERE product_id = new.id AND size <> '' ORDER BY size)),
    facet_sizes_available = (SELECT json_group_array(size) FROM (
      SELECT DISTINCT v.size FROM product_variants AS v, products AS p
      WHERE v.product_id = new.id AND p.id = new.id AND v.size <> '' AND p.in_stock = 1
        AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))
      ORDER BY v.size))
  WHERE id = new.id;
  UPDATE catalogue_version SET version = version + 1
  WHERE id = 1 AND old.in_stock IS new.in_stock AND (old.stock > 0) IS (new.stock > 0);
END;
