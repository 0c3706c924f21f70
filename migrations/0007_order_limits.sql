PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`allowed` integer DEFAULT 1 NOT NULL,
	`created_at_ms` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_events_allowed" CHECK("__new_order_events"."allowed" = 1)
);
--> statement-breakpoint
INSERT INTO `__new_order_events`("id", "order_id", "status", "note", "allowed", "created_at_ms") SELECT "id", "order_id", "status", "note", 1, "created_at_ms" FROM `order_events`;--> statement-breakpoint
DROP TABLE `order_events`;--> statement-breakpoint
ALTER TABLE `__new_order_events` RENAME TO `order_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`created_at_ms`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_events_one_cancellation` ON `order_events` (`order_id`) WHERE "order_events"."status" = 'annullato';--> statement-breakpoint
ALTER TABLE `orders` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `orders_email_status_idx` ON `orders` (`email`,`status`);--> statement-breakpoint
CREATE INDEX `orders_client_status_idx` ON `orders` (`client_hash`,`status`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at_ms`);