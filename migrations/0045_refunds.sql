CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`return_id` text,
	`subject` text NOT NULL,
	`attempt` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_refund_id` text,
	`amount` integer NOT NULL,
	`note` text,
	`status` text NOT NULL,
	`failure_reason` text,
	`actor_uid` text,
	`actor_email` text,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`return_id`) REFERENCES `order_returns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotency_key_unique` ON `refunds` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_provider_refund_unique` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_subject_open_unique` ON `refunds` (`subject`) WHERE "refunds"."status" IN ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX `refunds_order_idx` ON `refunds` (`order_id`,`created_at_ms`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_intent_id` text;
