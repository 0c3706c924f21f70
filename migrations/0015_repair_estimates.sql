CREATE TABLE `repair_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`repair_id` text NOT NULL,
	`lines_json` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`diagnosis_fee_cents` integer,
	`estimated_days` integer NOT NULL,
	`valid_until_ms` integer NOT NULL,
	`note` text,
	`status` text NOT NULL,
	`created_at_ms` integer NOT NULL,
	`created_by` text NOT NULL,
	`decided_at_ms` integer,
	`decided_via` text,
	`decided_by` text,
	`reminded_at_ms` integer,
	FOREIGN KEY (`repair_id`) REFERENCES `list_repair`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `repair_estimates_repair_idx` ON `repair_estimates` (`repair_id`,`created_at_ms`);--> statement-breakpoint
CREATE UNIQUE INDEX `repair_estimates_one_sent` ON `repair_estimates` (`repair_id`) WHERE "repair_estimates"."status" = 'sent';--> statement-breakpoint
CREATE INDEX `repair_estimates_status_valid_idx` ON `repair_estimates` (`status`,`valid_until_ms`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_repair_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`repair_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`allowed` integer DEFAULT 1 NOT NULL,
	`created_at_ms` integer NOT NULL,
	FOREIGN KEY (`repair_id`) REFERENCES `list_repair`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "repair_events_allowed" CHECK("__new_repair_events"."allowed" = 1)
);
--> statement-breakpoint
INSERT INTO `__new_repair_events`("id", "repair_id", "status", "note", "allowed", "created_at_ms") SELECT "id", "repair_id", "status", "note", 1, "created_at_ms" FROM `repair_events`;--> statement-breakpoint
DROP TABLE `repair_events`;--> statement-breakpoint
ALTER TABLE `__new_repair_events` RENAME TO `repair_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `repair_events_repair_idx` ON `repair_events` (`repair_id`,`created_at_ms`);