CREATE TABLE `list_newsletter` (
	`email` text PRIMARY KEY NOT NULL,
	`consent_at_ms` integer NOT NULL,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `list_preventivo` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`device_category` text NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`problem` text NOT NULL,
	`privacy_consent_at_ms` integer NOT NULL,
	`status` text NOT NULL,
	`repair_id` text,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_preventivo_number_unique` ON `list_preventivo` (`number`);--> statement-breakpoint
CREATE INDEX `list_preventivo_created_idx` ON `list_preventivo` (`created_at_ms`);--> statement-breakpoint
CREATE TABLE `repair_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`repair_id` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`created_at_ms` integer NOT NULL,
	FOREIGN KEY (`repair_id`) REFERENCES `list_repair`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `repair_events_repair_idx` ON `repair_events` (`repair_id`,`created_at_ms`);--> statement-breakpoint
CREATE TABLE `list_repair` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`customer_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`device` text NOT NULL,
	`problem` text NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`source_id` text,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_repair_code_unique` ON `list_repair` (`code`);--> statement-breakpoint
CREATE INDEX `list_repair_updated_idx` ON `list_repair` (`updated_at_ms`);--> statement-breakpoint
CREATE TABLE `list_module_assist` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`sender_name` text NOT NULL,
	`street` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`province` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`device` text NOT NULL,
	`problem` text NOT NULL,
	`cod_lock` text NOT NULL,
	`rules_accepted_at_ms` integer NOT NULL,
	`status` text NOT NULL,
	`repair_id` text,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_module_assist_number_unique` ON `list_module_assist` (`number`);--> statement-breakpoint
CREATE INDEX `list_module_assist_created_idx` ON `list_module_assist` (`created_at_ms`);