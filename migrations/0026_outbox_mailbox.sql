-- Each e-mail's inbox (mailbox: the address with its +tag and Gmail's dots dropped), which the
-- budgets of e-mails to unconfirmed addresses count by inside the batch that writes one, and the
-- state of an e-mail withheld past its inbox's budget (docs/product.md#unconfirmed-recipients).
-- SQLite cannot change a CHECK in place, so the table is rebuilt. Rows written before count by
-- their lower-case address: they only matter for the next 24 hours.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`mailbox` text NOT NULL,
	`subject` text NOT NULL,
	`ref` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at_ms` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	`sent_at_ms` integer,
	`input` text,
	`html` text,
	`text` text,
	`headers` text,
	CONSTRAINT "outbox_status_known" CHECK("__new_outbox"."status" IN ('pending', 'sending', 'sent', 'failed', 'throttled', 'withheld')),
	CONSTRAINT "outbox_body_known" CHECK("__new_outbox"."input" IS NOT NULL OR "__new_outbox"."html" IS NOT NULL)
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "kind", "recipient", "mailbox", "subject", "ref", "status", "attempts", "last_error", "created_at_ms", "updated_at_ms", "sent_at_ms", "input", "html", "text", "headers") SELECT "id", "kind", "recipient", lower("recipient"), "subject", "ref", "status", "attempts", "last_error", "created_at_ms", "updated_at_ms", "sent_at_ms", "input", "html", "text", "headers" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_status_updated_idx` ON `outbox` (`status`,`updated_at_ms`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at_ms`);--> statement-breakpoint
CREATE INDEX `outbox_mailbox_kind_created_idx` ON `outbox` (`mailbox`,`kind`,`created_at_ms`);