-- Migration 0009 as first written, before its triggers were rewritten without conditional
-- expressions: what a local D1 may have applied before 0023 (tests/worker/catalogue-triggers.test.ts).
-- The catalogue at any size (docs/product.md#catalogue): search through FTS5, filter counts from a
-- summary table, and a version number the shared caches key answers by. Triggers keep all three
-- in step with products and categories, whoever writes them.
-- The price ranges below are schema/rules/catalogue-filters.ts's PRICE_RANGES (a worker test
-- checks that the two agree).

-- Word prefixes of 2 and 3 letters are indexed, so what a shopper has typed so far matches at once.
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, brand, category, description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
-- Closest first: a word in the name weighs most, then brand, category and description. Set as
-- the index's own rank, so a search sorts inside FTS5 and hands over only the rows it keeps.
INSERT INTO products_fts (products_fts, rank) VALUES ('rank', 'bm25(10.0, 6.0, 3.0, 1.0)');
--> statement-breakpoint
-- Every word the search index holds, for the search's spelling tolerance (worker/catalogue/search.ts).
CREATE VIRTUAL TABLE products_fts_terms USING fts5vocab(products_fts, 'row');
--> statement-breakpoint
INSERT INTO products_fts (rowid, name, brand, category, description)
  SELECT p.id, p.name, p.brand, c.name, p.description FROM products p JOIN categories c ON c.id = p.category_id;
--> statement-breakpoint
INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  SELECT p.category_id, p.brand, CASE WHEN p.price < 10000 THEN 'fino-100' WHEN p.price < 30000 THEN '100-300' WHEN p.price < 60000 THEN '300-600' WHEN p.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END, (p.in_stock = 1 AND p.stock > 0), count(*)
  FROM products p GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER products_after_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (new.category_id, new.brand, CASE WHEN new.price < 10000 THEN 'fino-100' WHEN new.price < 30000 THEN '100-300' WHEN new.price < 60000 THEN '300-600' WHEN new.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END, (new.in_stock = 1 AND new.stock > 0), 1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (1);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, CASE WHEN old.price < 10000 THEN 'fino-100' WHEN old.price < 30000 THEN '100-300' WHEN old.price < 60000 THEN '300-600' WHEN old.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END, (old.in_stock = 1 AND old.stock > 0), -1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = CASE WHEN old.price < 10000 THEN 'fino-100' WHEN old.price < 30000 THEN '100-300' WHEN old.price < 60000 THEN '300-600' WHEN old.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update AFTER UPDATE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_text AFTER UPDATE OF name, brand, category_id, description ON products BEGIN
  DELETE FROM products_fts WHERE rowid = old.id;
  INSERT INTO products_fts (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_facets AFTER UPDATE OF category_id, brand, price, in_stock, stock ON products
WHEN old.category_id IS NOT new.category_id OR old.brand IS NOT new.brand
  OR (CASE WHEN old.price < 10000 THEN 'fino-100' WHEN old.price < 30000 THEN '100-300' WHEN old.price < 60000 THEN '300-600' WHEN old.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END) IS NOT (CASE WHEN new.price < 10000 THEN 'fino-100' WHEN new.price < 30000 THEN '100-300' WHEN new.price < 60000 THEN '300-600' WHEN new.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END)
  OR (old.in_stock = 1 AND old.stock > 0) IS NOT (new.in_stock = 1 AND new.stock > 0)
BEGIN
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (old.category_id, old.brand, CASE WHEN old.price < 10000 THEN 'fino-100' WHEN old.price < 30000 THEN '100-300' WHEN old.price < 60000 THEN '300-600' WHEN old.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END, (old.in_stock = 1 AND old.stock > 0), -1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (-1);
  DELETE FROM catalogue_facets
  WHERE category_id = old.category_id AND brand = old.brand AND price_range = CASE WHEN old.price < 10000 THEN 'fino-100' WHEN old.price < 30000 THEN '100-300' WHEN old.price < 60000 THEN '300-600' WHEN old.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END
    AND available = (old.in_stock = 1 AND old.stock > 0) AND products <= 0;
  INSERT INTO catalogue_facets (category_id, brand, price_range, available, products)
  VALUES (new.category_id, new.brand, CASE WHEN new.price < 10000 THEN 'fino-100' WHEN new.price < 30000 THEN '100-300' WHEN new.price < 60000 THEN '300-600' WHEN new.price < 100000 THEN '600-1000' ELSE 'oltre-1000' END, (new.in_stock = 1 AND new.stock > 0), 1)
  ON CONFLICT (category_id, brand, price_range, available) DO UPDATE SET products = products + (1);
END;
--> statement-breakpoint
CREATE TRIGGER categories_after_update AFTER UPDATE ON categories BEGIN
  UPDATE products_fts SET category = new.name
    WHERE rowid IN (SELECT id FROM products WHERE category_id = new.id);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER categories_after_insert AFTER INSERT ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER categories_after_delete AFTER DELETE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
