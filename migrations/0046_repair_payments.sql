-- Repair estimates paid online (docs/product.md#payments-online): each provider page opened for a
-- repair, what it pays and what became of it, and the provider events acted on, by id.
CREATE TABLE `repair_payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`type` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at_ms` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `repair_payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `repair_payment_events_payment_idx` ON `repair_payment_events` (`payment_id`,`received_at_ms`);--> statement-breakpoint
CREATE TABLE `repair_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`repair_id` text NOT NULL,
	`estimate_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`session_id` text NOT NULL,
	`payment_url` text NOT NULL,
	`expires_at_ms` integer NOT NULL,
	`payment_intent` text,
	`status` text NOT NULL,
	`problem` text,
	`paid_at_ms` integer,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	FOREIGN KEY (`repair_id`) REFERENCES `list_repair`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`estimate_id`) REFERENCES `repair_estimates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `repair_payments_session_unique` ON `repair_payments` (`session_id`);--> statement-breakpoint
CREATE INDEX `repair_payments_repair_idx` ON `repair_payments` (`repair_id`,`created_at_ms`);--> statement-breakpoint
CREATE UNIQUE INDEX `repair_payments_one_paid` ON `repair_payments` (`estimate_id`,`kind`) WHERE "repair_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX `repair_payments_status_expiry_idx` ON `repair_payments` (`status`,`expires_at_ms`);