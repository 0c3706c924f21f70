-- Search finds a word anywhere inside a product's text, as the spec says (docs/product.md#search):
-- "book" in MacBook, "pods" in AirPods. The word index of 0009 finds only word starts; this index
-- holds every three letters of name, brand, category name and description, so any piece of
-- three letters or more is found through the index, case and accents ignored. 0009's index stays
-- for the spelling tolerance, which reads its word list. Kept in step by triggers of their own,
-- which, like 0009's, hold no conditional expression and no semicolon inside a string.
CREATE VIRTUAL TABLE products_fts_trigram USING fts5(
  name, brand, category, description,
  tokenize = 'trigram remove_diacritics 1'
);
--> statement-breakpoint
INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  SELECT p.id, p.name, p.brand, c.name, p.description FROM products p JOIN categories c ON c.id = p.category_id;
--> statement-breakpoint
CREATE TRIGGER products_after_insert_trigram AFTER INSERT ON products BEGIN
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
END;
--> statement-breakpoint
CREATE TRIGGER products_after_delete_trigram AFTER DELETE ON products BEGIN
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_trigram AFTER UPDATE OF name, brand, category_id, description ON products BEGIN
  DELETE FROM products_fts_trigram WHERE rowid = old.id;
  INSERT INTO products_fts_trigram (rowid, name, brand, category, description)
  VALUES (new.id, new.name, new.brand, (SELECT name FROM categories WHERE id = new.category_id), new.description);
END;
--> statement-breakpoint
CREATE TRIGGER categories_after_update_trigram AFTER UPDATE OF name ON categories BEGIN
  UPDATE products_fts_trigram SET category = new.name
    WHERE rowid IN (SELECT id FROM products WHERE category_id = new.id);
END;
