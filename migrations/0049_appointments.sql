-- Drop-off appointments at the lab (docs/product.md#appointments): the lab's booking settings,
-- seeded with the shop's hours, its closures, the appointments and what happened to each.
CREATE TABLE `appointment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` text NOT NULL,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`starts_at_ms` integer NOT NULL,
	`allowed` integer DEFAULT 1 NOT NULL,
	`created_at_ms` integer NOT NULL,
	CONSTRAINT "appointment_events_allowed" CHECK("appointment_events"."allowed" = 1)
);
--> statement-breakpoint
CREATE INDEX `appointment_events_appointment_idx` ON `appointment_events` (`appointment_id`,`created_at_ms`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`starts_at_ms` integer NOT NULL,
	`ends_at_ms` integer NOT NULL,
	`status` text NOT NULL,
	`quote_request_id` text,
	`repair_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`device` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`reminded_at_ms` integer,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `appointments_slot_idx` ON `appointments` (`starts_at_ms`,`status`);--> statement-breakpoint
CREATE INDEX `appointments_email_idx` ON `appointments` (`email`,`starts_at_ms`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_one_per_request` ON `appointments` (`quote_request_id`) WHERE "appointments"."status" = 'prenotato' AND "appointments"."quote_request_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_one_per_repair` ON `appointments` (`repair_id`) WHERE "appointments"."status" = 'prenotato' AND "appointments"."repair_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `lab_closures` (
	`id` text PRIMARY KEY NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`reason` text NOT NULL,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lab_closures_to_idx` ON `lab_closures` (`to_day`);--> statement-breakpoint
CREATE TABLE `lab_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`weekly_hours_json` text NOT NULL,
	`slot_minutes` integer NOT NULL,
	`capacity` integer NOT NULL,
	`horizon_days` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	CONSTRAINT "lab_settings_one_row" CHECK("lab_settings"."id" = 1)
);
--> statement-breakpoint
-- The shop's hours (schema/shop.ts), as DEFAULT_LAB_SETTINGS in schema/rules/lab-slots.ts has them.
INSERT INTO `lab_settings` VALUES (1, '[[{"from":"09:30","to":"13:00"},{"from":"14:30","to":"19:00"}],[{"from":"09:30","to":"13:00"},{"from":"14:30","to":"19:00"}],[{"from":"09:30","to":"13:00"},{"from":"14:30","to":"19:00"}],[{"from":"09:30","to":"13:00"},{"from":"14:30","to":"19:00"}],[{"from":"09:30","to":"13:00"},{"from":"14:30","to":"19:00"}],[{"from":"10:00","to":"13:00"}],[]]', 30, 2, 28, 0);
