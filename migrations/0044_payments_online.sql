CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`type` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at_ms` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`,`received_at_ms`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_session_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_expires_at_ms` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_problem` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_session_unique` ON `orders` (`payment_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_expiry_idx` ON `orders` (`status`,`payment_expires_at_ms`);