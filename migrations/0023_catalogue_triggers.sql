-- The catalogue's shared answers survive orders (docs/product.md#catalogue): the version they are
-- keyed by moves on every staff change to products or categories and whenever a product becomes
-- sold out or buyable again, never on a stock change that leaves it as it was. Orders take stock
-- all day: how old a kept answer's stock counts may be is bounded by its age instead
-- (worker/graphql/response-cache.ts).
--
-- D1's remote migrations (wrangler d1 migrations apply --remote) split a file on the server, which
-- has cut trigger bodies short inside a conditional expression and at a semicolon inside a string
-- (workers-sdk #15178, #14991, #15314). 0009's triggers computed price ranges with conditional
-- expressions, so they were rewritten over a lookup table. Those and the version trigger are
-- dropped and made again here, so a database that applied the first 0009 ends as one that
-- applies the rewritten one.
DROP TRIGGER IF EXISTS products_after_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_after_update_facets;
--> statement-breakpoint
DROP TABLE IF EXISTS catalogue_price_ranges;
--> statement-breakpoint
-- As in 0009: schema/rules/catalogue-filters.ts's PRICE_RANGES by their minimum price.
CREATE TABLE catalogue_price_ranges (id text PRIMARY KEY NOT NULL, min_price integer NOT NULL);
--> statement-breakpoint
INSERT INTO catalogue_price_ranges (id, min_price) VALUES
  ('fino-100', 0), ('100-300', 10000), ('300-600', 30000), ('600-1000', 60000), ('oltre-1000', 100000);
--> statement-breakpoint
CREATE TRIGGER products_after_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (new.category_id, new.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1), (new.in_stock = 1 AND new.stock > 0), 1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (1);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1), (old.in_stock = 1 AND old.stock > 0), -1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1)
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- Every column but the stock and the time of the last write, which each order sets. The stock
-- counts only when the product crosses between buyable and sold out (isAvailable in
-- schema/rules/catalogue-filters.ts).
CREATE TRIGGER products_after_update AFTER UPDATE ON products
WHEN old.id IS NOT new.id
  OR old.name IS NOT new.name OR old.brand IS NOT new.brand OR old.category_id IS NOT new.category_id OR old.price IS NOT new.price
  OR old.original_price IS NOT new.original_price OR old.description IS NOT new.description OR old.images IS NOT new.images OR old.colors IS NOT new.colors
  OR old.sizes IS NOT new.sizes OR old.in_stock IS NOT new.in_stock OR old.rating IS NOT new.rating OR old.reviews IS NOT new.reviews
  OR old.details IS NOT new.details OR old.bestseller_rank IS NOT new.bestseller_rank
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_facets AFTER UPDATE OF category_id, brand, price, in_stock, stock ON products
WHEN old.category_id IS NOT new.category_id OR old.brand IS NOT new.brand
  OR (SELECT id FROM catalogue_price_ranges WHERE min_price <= old.price ORDER BY min_price DESC LIMIT 1) IS NOT (SELECT id FROM catalogue_price_ranges WHERE min_price <= new.price ORDER BY min_price DESC LIMIT 1)
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
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
