-- A page filtered by size walks that size's own rows (docs/product.md#filtro-per-versione): one
-- row per size of each product on sale, with the sort keys of the listing, in an index per sort
-- (and per sort of the sizes that can be bought now, for "Disponibili"). The rows follow the
-- product's facet_sizes and facet_sizes_available, which migration 0040's triggers keep in step
-- with the variants and the stock, and its name, price and archive: whenever one of them changes,
-- the product's rows are written again. A deleted product's go with it (the foreign key).
-- Like 0040's, the triggers hold no conditional expression and no semicolon inside a string.
CREATE TABLE `product_sizes` (
	`size` text NOT NULL,
	`product_id` integer NOT NULL,
	`available` integer NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`product_id`, `size`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_sizes_name_idx` ON `product_sizes` (`size`,"name" COLLATE NOCASE,`product_id`);--> statement-breakpoint
CREATE INDEX `product_sizes_price_idx` ON `product_sizes` (`size`,`price`,`product_id`);--> statement-breakpoint
CREATE INDEX `product_sizes_available_name_idx` ON `product_sizes` (`size`,`available`,"name" COLLATE NOCASE,`product_id`);--> statement-breakpoint
CREATE INDEX `product_sizes_available_price_idx` ON `product_sizes` (`size`,`available`,`price`,`product_id`);--> statement-breakpoint
INSERT INTO product_sizes (size, product_id, available, name, price)
SELECT s.value, p.id, s.value IN (SELECT value FROM json_each(p.facet_sizes_available)), p.name, p.price
FROM products AS p, json_each(p.facet_sizes) AS s
WHERE p.archived_at_ms IS NULL;
--> statement-breakpoint
CREATE TRIGGER products_after_insert_size_index AFTER INSERT ON products
WHEN new.archived_at_ms IS NULL
BEGIN
  INSERT INTO product_sizes (size, product_id, available, name, price)
  SELECT s.value, new.id, s.value IN (SELECT value FROM json_each(new.facet_sizes_available)), new.name, new.price
  FROM json_each(new.facet_sizes) AS s;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_size_index AFTER UPDATE OF facet_sizes, facet_sizes_available, name, price, archived_at_ms ON products
WHEN old.facet_sizes IS NOT new.facet_sizes OR old.facet_sizes_available IS NOT new.facet_sizes_available
  OR old.name IS NOT new.name OR old.price IS NOT new.price OR old.archived_at_ms IS NOT new.archived_at_ms
BEGIN
  DELETE FROM product_sizes WHERE product_id = new.id;
  INSERT INTO product_sizes (size, product_id, available, name, price)
  SELECT s.value, new.id, s.value IN (SELECT value FROM json_each(new.facet_sizes_available)), new.name, new.price
  FROM json_each(new.facet_sizes) AS s
  WHERE new.archived_at_ms IS NULL;
END;
