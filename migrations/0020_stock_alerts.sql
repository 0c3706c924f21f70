-- Back-in-stock alerts (docs/product.md#back-in-stock-alerts): who asked to be told when a product
-- is on sale again. The trigger marks a product's confirmed requests due in the same statement as
-- whatever puts it back on sale (a staff edit, a cancelled or expired order's restock, a return),
-- so no write path can skip them; the Worker then writes their e-mails and marks them sent.
CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`email` text NOT NULL,
	`account_uid` text,
	`status` text NOT NULL,
	`created_at_ms` integer NOT NULL,
	`confirmed_at_ms` integer,
	`notified_at_ms` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_alerts_status_known" CHECK("stock_alerts"."status" IN ('in_attesa_di_conferma', 'in_attesa', 'da_inviare', 'inviato')),
	CONSTRAINT "stock_alerts_confirmed_before_sent" CHECK("stock_alerts"."status" = 'in_attesa_di_conferma' OR "stock_alerts"."confirmed_at_ms" IS NOT NULL),
	CONSTRAINT "stock_alerts_sent_has_time" CHECK(("stock_alerts"."status" = 'inviato') = ("stock_alerts"."notified_at_ms" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_open_unique` ON `stock_alerts` (`product_id`,`email`) WHERE "stock_alerts"."status" <> 'inviato';--> statement-breakpoint
CREATE INDEX `stock_alerts_product_status_idx` ON `stock_alerts` (`product_id`,`status`);--> statement-breakpoint
CREATE INDEX `stock_alerts_status_created_idx` ON `stock_alerts` (`status`,`created_at_ms`);--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock, in_stock ON products
WHEN NEW.stock > 0 AND NEW.in_stock AND NOT (OLD.stock > 0 AND OLD.in_stock) BEGIN
  UPDATE stock_alerts SET status = 'da_inviare'
  WHERE product_id = NEW.id AND status = 'in_attesa';
END;
