-- Omnibus (Codice del Consumo art. 17-bis): every price a product has had, written by triggers in
-- the same statement as whatever sets the price, so no write path can skip it. Products start
-- their history with the price they have now, since their last update; with no earlier price on
-- record, no struck price can be justified, so the ones the seed carried are cleared
-- (docs/product.md#prices-and-discounts).
CREATE TABLE `product_price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`price` integer NOT NULL,
	`changed_at_ms` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_price_changes_product_idx` ON `product_price_changes` (`product_id`,`changed_at_ms`);--> statement-breakpoint
CREATE TRIGGER products_price_history_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_price_changes (product_id, price, changed_at_ms)
  VALUES (NEW.id, NEW.price, NEW.updated_at_ms);
END;--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE OF price ON products
WHEN NEW.price <> OLD.price BEGIN
  INSERT INTO product_price_changes (product_id, price, changed_at_ms)
  VALUES (NEW.id, NEW.price, NEW.updated_at_ms);
END;--> statement-breakpoint
INSERT INTO product_price_changes (product_id, price, changed_at_ms)
SELECT id, price, updated_at_ms FROM products;--> statement-breakpoint
UPDATE products SET original_price = NULL WHERE original_price IS NOT NULL;
