-- Numeri (docs/product.md#numeri): the shop's sales kept per Rome day by triggers, so each change
-- that moves a figure (an order placed or cancelled, a return requested or refunded) moves it in
-- the same statement, and a month's figures read about 31 rows per payment method, never the
-- month's orders. A Rome day from an instant in ms: Rome is UTC+1, UTC+2 from 01:00 UTC of
-- March's last Sunday to 01:00 UTC of October's last Sunday (schema/rules/rome-days.ts).
CREATE TABLE `sales_days` (
	`day` text NOT NULL,
	`payment_method` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`subtotal` integer DEFAULT 0 NOT NULL,
	`shipping` integer DEFAULT 0 NOT NULL,
	`taxes` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`invoices` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`returns` integer DEFAULT 0 NOT NULL,
	`refunds` integer DEFAULT 0 NOT NULL,
	`refunded` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `payment_method`)
);
--> statement-breakpoint
CREATE TABLE `sales_products` (
	`day` text NOT NULL,
	`product_id` integer NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
);
--> statement-breakpoint
CREATE TRIGGER `sales_order_placed` AFTER INSERT ON `orders` WHEN NEW.status <> 'annullato' BEGIN
	INSERT INTO sales_days (day, payment_method, orders, subtotal, shipping, taxes, total, invoices)
	VALUES (date((NEW.created_at_ms) / 1000 + iif((NEW.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (NEW.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch'), NEW.payment_method, 1, NEW.subtotal, NEW.shipping, NEW.taxes, NEW.total, NEW.invoice_tax_code IS NOT NULL)
	ON CONFLICT (day, payment_method) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `subtotal` = `subtotal` + excluded.`subtotal`, `shipping` = `shipping` + excluded.`shipping`, `taxes` = `taxes` + excluded.`taxes`, `total` = `total` + excluded.`total`, `invoices` = `invoices` + excluded.`invoices`;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_order_cancelled` AFTER UPDATE OF status ON `orders`
WHEN NEW.status = 'annullato' AND OLD.status <> 'annullato' BEGIN
	INSERT INTO sales_days (day, payment_method, orders, subtotal, shipping, taxes, total, invoices, cancelled)
	VALUES (date((NEW.created_at_ms) / 1000 + iif((NEW.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (NEW.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch'), NEW.payment_method, -1, -NEW.subtotal, -NEW.shipping, -NEW.taxes, -NEW.total, -(NEW.invoice_tax_code IS NOT NULL), 1)
	ON CONFLICT (day, payment_method) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `subtotal` = `subtotal` + excluded.`subtotal`, `shipping` = `shipping` + excluded.`shipping`, `taxes` = `taxes` + excluded.`taxes`, `total` = `total` + excluded.`total`, `invoices` = `invoices` + excluded.`invoices`, `cancelled` = `cancelled` + excluded.`cancelled`;
	UPDATE sales_products SET
		units = units - (SELECT sum(l.quantity) FROM order_lines AS l WHERE l.order_id = NEW.id AND l.product_id = sales_products.product_id),
		net = net - (SELECT sum(l.line_total) FROM order_lines AS l WHERE l.order_id = NEW.id AND l.product_id = sales_products.product_id)
	WHERE day = date((NEW.created_at_ms) / 1000 + iif((NEW.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (NEW.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch')
		AND product_id IN (SELECT l.product_id FROM order_lines AS l WHERE l.order_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `sales_line_placed` AFTER INSERT ON `order_lines` BEGIN
	INSERT INTO sales_products (day, product_id, units, net)
	SELECT date((o.created_at_ms) / 1000 + iif((o.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (o.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (o.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (o.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch'), NEW.product_id, NEW.quantity, NEW.line_total
	FROM orders AS o WHERE o.id = NEW.order_id AND o.status <> 'annullato'
	ON CONFLICT (day, product_id) DO UPDATE SET units = units + excluded.units, net = net + excluded.net;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_return_requested` AFTER INSERT ON `order_returns` BEGIN
	INSERT INTO sales_days (day, payment_method, returns)
	SELECT date((NEW.created_at_ms) / 1000 + iif((NEW.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (NEW.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (NEW.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch'), o.payment_method, 1
	FROM orders AS o WHERE o.id = NEW.order_id
	ON CONFLICT (day, payment_method) DO UPDATE SET `returns` = `returns` + excluded.`returns`;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_return_refunded` AFTER UPDATE OF status ON `order_returns`
WHEN NEW.status = 'rimborsato' AND OLD.status <> 'rimborsato' BEGIN
	INSERT INTO sales_days (day, payment_method, refunds, refunded)
	SELECT date((NEW.updated_at_ms) / 1000 + iif((NEW.updated_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (NEW.updated_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (NEW.updated_at_ms) / 1000 < unixepoch(date(strftime('%Y', (NEW.updated_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch'), o.payment_method, 1, coalesce(NEW.refund_amount, 0)
	FROM orders AS o WHERE o.id = NEW.order_id
	ON CONFLICT (day, payment_method) DO UPDATE SET `refunds` = `refunds` + excluded.`refunds`, `refunded` = `refunded` + excluded.`refunded`;
END;
--> statement-breakpoint
-- What happened before these triggers, counted once the same way.
INSERT INTO sales_days (day, payment_method, orders, subtotal, shipping, taxes, total, invoices)
SELECT date((created_at_ms) / 1000 + iif((created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch') AS d, payment_method, count(*), sum(subtotal), sum(shipping), sum(taxes), sum(total),
	sum(invoice_tax_code IS NOT NULL)
FROM orders WHERE status <> 'annullato' GROUP BY d, payment_method;
--> statement-breakpoint
INSERT INTO sales_days (day, payment_method, cancelled)
SELECT date((created_at_ms) / 1000 + iif((created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch') AS d, payment_method, count(*)
FROM orders WHERE status = 'annullato' GROUP BY d, payment_method
ON CONFLICT (day, payment_method) DO UPDATE SET cancelled = excluded.cancelled;
--> statement-breakpoint
INSERT INTO sales_days (day, payment_method, returns)
SELECT date((r.created_at_ms) / 1000 + iif((r.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (r.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (r.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (r.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch') AS d, o.payment_method, count(*)
FROM order_returns AS r JOIN orders AS o ON o.id = r.order_id GROUP BY d, o.payment_method
ON CONFLICT (day, payment_method) DO UPDATE SET returns = excluded.returns;
--> statement-breakpoint
INSERT INTO sales_days (day, payment_method, refunds, refunded)
SELECT date((r.updated_at_ms) / 1000 + iif((r.updated_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (r.updated_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (r.updated_at_ms) / 1000 < unixepoch(date(strftime('%Y', (r.updated_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch') AS d, o.payment_method, count(*), sum(coalesce(r.refund_amount, 0))
FROM order_returns AS r JOIN orders AS o ON o.id = r.order_id WHERE r.status = 'rimborsato' GROUP BY d, o.payment_method
ON CONFLICT (day, payment_method) DO UPDATE SET refunds = excluded.refunds, refunded = excluded.refunded;
--> statement-breakpoint
INSERT INTO sales_products (day, product_id, units, net)
SELECT date((o.created_at_ms) / 1000 + iif((o.created_at_ms) / 1000 >= unixepoch(date(strftime('%Y', (o.created_at_ms) / 1000, 'unixepoch') || '-03-31', '-6 days', 'weekday 0')) + 3600
      AND (o.created_at_ms) / 1000 < unixepoch(date(strftime('%Y', (o.created_at_ms) / 1000, 'unixepoch') || '-10-31', '-6 days', 'weekday 0')) + 3600,
      7200, 3600), 'unixepoch') AS d, l.product_id, sum(l.quantity), sum(l.line_total)
FROM order_lines AS l JOIN orders AS o ON o.id = l.order_id WHERE o.status <> 'annullato' GROUP BY d, l.product_id;
--> statement-breakpoint
-- The other figures read ranges of these indexes: the period's repairs, estimates, pickups and
-- invoices, and only the products and variants that are out of or low on stock.
CREATE INDEX `list_repair_created_idx` ON `list_repair` (`created_at_ms`);--> statement-breakpoint
CREATE INDEX `repair_events_status_created_idx` ON `repair_events` (`status`,`created_at_ms`);--> statement-breakpoint
CREATE INDEX `repair_estimates_created_idx` ON `repair_estimates` (`created_at_ms`);--> statement-breakpoint
CREATE INDEX `list_repair_status_idx` ON `list_repair` (`status`) WHERE "list_repair"."status" NOT IN ('consegnato', 'annullato');--> statement-breakpoint
CREATE INDEX `orders_invoice_created_idx` ON `orders` (`created_at_ms`) WHERE "orders"."invoice_tax_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `products_low_stock_idx` ON `products` (`stock`,`id`) WHERE "products"."archived_at_ms" IS NULL AND "products"."stock" <= 3;--> statement-breakpoint
CREATE INDEX `product_variants_low_stock_idx` ON `product_variants` (`stock`,`id`) WHERE "product_variants"."stock" <= 3;
