CREATE TABLE `product_variants` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`color` text NOT NULL,
	`size` text NOT NULL,
	`sku` text NOT NULL,
	`price` integer NOT NULL,
	`stock` integer,
	`position` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_stock_not_negative" CHECK("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_not_negative" CHECK("product_variants"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_idx` ON `product_variants` (`sku`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_option_idx` ON `product_variants` (`product_id`,`color`,`size`);--> statement-breakpoint
ALTER TABLE `products` ADD `variant_stock` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `price_varies` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `variant_id` integer REFERENCES product_variants(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `sku` text;--> statement-breakpoint
-- Variants (docs/product.md#variants): every colour-by-size combination of a product is a variant,
-- at the product's price and sharing its stock until staff set some apart. products.stock keeps
-- meaning every unit the product can sell (the listing, the filter counts and the alerts read it):
-- the triggers below add what a variant holds apart to it and to products.variant_stock, so the
-- shared stock is stock less variant_stock whoever writes either. They also keep the product's
-- price at its cheapest variant's (a price written to the product itself becomes every variant's),
-- and the variants in step with the product's colours and sizes ('' stands for none: a product
-- that offers no colour, or no size, still has its variants).
-- Like 0023's, they hold no conditional expression and no semicolon inside a string.
INSERT INTO `product_variants` (`product_id`, `color`, `size`, `sku`, `price`, `stock`, `position`)
SELECT p.id, c.value ->> 'name', s.value, upper(printf('RL%05d-%s-%s', p.id, replace(c.value ->> 'name', ' ', ''), replace(s.value, ' ', ''))), p.price, NULL, c.key * 12 + s.key
FROM products p,
  json_each(coalesce(nullif(p.colors, '[]'), '[{"name":""}]')) c,
  json_each(coalesce(nullif(p.sizes, '[]'), '[""]')) s;
--> statement-breakpoint
CREATE TRIGGER products_after_insert_variants AFTER INSERT ON products
BEGIN
  INSERT INTO product_variants (product_id, color, size, sku, price, stock, position)
  SELECT new.id, c.value ->> 'name', s.value, upper(printf('RL%05d-%s-%s', new.id, replace(c.value ->> 'name', ' ', ''), replace(s.value, ' ', ''))), new.price, NULL, c.key * 12 + s.key
  FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
    json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_options AFTER UPDATE OF colors, sizes ON products
WHEN old.colors IS NOT new.colors OR old.sizes IS NOT new.sizes
BEGIN
  DELETE FROM product_variants WHERE product_id = new.id AND NOT EXISTS (
    SELECT 1
    FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
      json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s
    WHERE c.value ->> 'name' = product_variants.color AND s.value = product_variants.size);
  INSERT INTO product_variants (product_id, color, size, sku, price, stock, position)
  SELECT new.id, c.value ->> 'name', s.value, upper(printf('RL%05d-%s-%s', new.id, replace(c.value ->> 'name', ' ', ''), replace(s.value, ' ', ''))), new.price, NULL, c.key * 12 + s.key
  FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
    json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s
  WHERE true
  ON CONFLICT (product_id, color, size) DO UPDATE SET position = excluded.position;
END;
--> statement-breakpoint
-- The shared stock never goes below zero: stock can never be less than what variants hold apart.
CREATE TRIGGER products_shared_stock_not_negative BEFORE UPDATE OF stock, variant_stock ON products
WHEN new.stock < new.variant_stock
BEGIN
  SELECT RAISE(ABORT, 'products_shared_stock_not_negative');
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_insert AFTER INSERT ON product_variants
BEGIN
  UPDATE products SET stock = stock + new.stock, variant_stock = variant_stock + new.stock
  WHERE id = new.product_id AND new.stock > 0;
  UPDATE products
  SET price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id),
      price_varies = (SELECT min(price) < max(price) FROM product_variants WHERE product_id = new.product_id)
  WHERE id = new.product_id AND (price IS NOT (SELECT min(price) FROM product_variants WHERE product_id = new.product_id)
    OR price_varies IS NOT (SELECT min(price) < max(price) FROM product_variants WHERE product_id = new.product_id));
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_delete AFTER DELETE ON product_variants
BEGIN
  UPDATE products SET stock = stock - old.stock, variant_stock = variant_stock - old.stock
  WHERE id = old.product_id AND old.stock > 0;
  UPDATE products
  SET price = (SELECT min(price) FROM product_variants WHERE product_id = old.product_id),
      price_varies = (SELECT min(price) < max(price) FROM product_variants WHERE product_id = old.product_id)
  WHERE id = old.product_id AND EXISTS (SELECT 1 FROM product_variants WHERE product_id = old.product_id);
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update_stock AFTER UPDATE OF stock ON product_variants
WHEN new.stock IS NOT old.stock
BEGIN
  UPDATE products
  SET stock = stock + coalesce(new.stock, 0) - coalesce(old.stock, 0),
      variant_stock = variant_stock + coalesce(new.stock, 0) - coalesce(old.stock, 0)
  WHERE id = new.product_id;
END;
--> statement-breakpoint
-- A variant repriced to the product's own price moves no minimum: that is also how a product's
-- price reaches its variants (below), one row at a time, without the product's price flickering.
CREATE TRIGGER product_variants_after_update_price AFTER UPDATE OF price ON product_variants
WHEN new.price IS NOT old.price
BEGIN
  UPDATE products
  SET price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id)
  WHERE id = new.product_id AND price IS NOT new.price;
  UPDATE products
  SET price_varies = (SELECT min(price) < max(price) FROM product_variants WHERE product_id = new.product_id)
  WHERE id = new.product_id;
END;
--> statement-breakpoint
-- A variant's change moves the catalogue version as a product's does: units an order takes from a
-- variant that stays buyable do not.
CREATE TRIGGER product_variants_after_update AFTER UPDATE ON product_variants
WHEN old.sku IS NOT new.sku OR old.price IS NOT new.price OR old.color IS NOT new.color OR old.size IS NOT new.size
  OR old.position IS NOT new.position OR (old.stock IS NULL) IS NOT (new.stock IS NULL)
  OR (old.stock > 0) IS NOT (new.stock > 0)
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- A price written to the product, not set by its variants, becomes every variant's.
CREATE TRIGGER products_after_update_price_variants AFTER UPDATE OF price ON products
WHEN new.price IS NOT (SELECT min(price) FROM product_variants WHERE product_id = new.id)
BEGIN
  UPDATE product_variants SET price = new.price WHERE product_id = new.id;
END;
