-- Double opt-in: consent_at_ms stays null until the address follows its confirmation link. The
-- addresses already on the list ticked the consent box before double opt-in existed and keep
-- their consent time.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_list_newsletter` (
	`email` text PRIMARY KEY NOT NULL,
	`consent_at_ms` integer,
	`created_at_ms` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_list_newsletter`("email", "consent_at_ms", "created_at_ms") SELECT "email", "consent_at_ms", "created_at_ms" FROM `list_newsletter`;--> statement-breakpoint
DROP TABLE `list_newsletter`;--> statement-breakpoint
ALTER TABLE `__new_list_newsletter` RENAME TO `list_newsletter`;--> statement-breakpoint
PRAGMA foreign_keys=ON;