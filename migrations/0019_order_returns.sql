-- Withdrawal (recesso, docs/product.md#withdrawal): a return request of a delivered order, the
-- units of each line it gives back (a CHECK refuses more than was ordered, across requests) and
-- its steps, each guarded like an order move so two staff clicking make one step.
CREATE TABLE `order_return_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` text NOT NULL,
	`status` text NOT NULL,
	`actor_uid` text,
	`actor_email` text,
	`allowed` integer DEFAULT 1 NOT NULL,
	`created_at_ms` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_return_events_allowed" CHECK("order_return_events"."allowed" = 1)
);
--> statement-breakpoint
CREATE INDEX `order_return_events_return_idx` ON `order_return_events` (`return_id`,`created_at_ms`);--> statement-breakpoint
CREATE TABLE `order_return_lines` (
	`return_id` text NOT NULL,
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`quantity` integer NOT NULL,
	`allowed` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_return_lines_allowed" CHECK("order_return_lines"."allowed" = 1),
	CONSTRAINT "order_return_lines_quantity_positive" CHECK("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_return_lines_return_idx` ON `order_return_lines` (`return_id`);--> statement-breakpoint
CREATE INDEX `order_return_lines_order_idx` ON `order_return_lines` (`order_id`,`position`);--> statement-breakpoint
CREATE TABLE `order_returns` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`statement` text NOT NULL,
	`reason` text,
	`refund_amount` integer,
	`refund_note` text,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_returns_number_unique` ON `order_returns` (`number`);--> statement-breakpoint
CREATE INDEX `order_returns_order_idx` ON `order_returns` (`order_id`,`created_at_ms`);--> statement-breakpoint
CREATE INDEX `order_returns_status_idx` ON `order_returns` (`status`,`created_at_ms`);