CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text,
	`ref` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	`sent_at_ms` integer,
	CONSTRAINT "outbox_status_known" CHECK("outbox"."status" IN ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `outbox_status_updated_idx` ON `outbox` (`status`,`updated_at_ms`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at_ms`);