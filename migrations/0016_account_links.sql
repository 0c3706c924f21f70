-- Requests sent while a verified customer is signed in belong to the account, a warranty request
-- names the delivered repair it claims, and an account finds the repairs of its e-mail by index
-- (docs/product.md#accounts, #warranty).
ALTER TABLE `list_preventivo` ADD `account_uid` text;--> statement-breakpoint
ALTER TABLE `list_preventivo` ADD `warranty_of_repair_id` text;--> statement-breakpoint
CREATE INDEX `list_preventivo_account_idx` ON `list_preventivo` (`account_uid`,`created_at_ms`);--> statement-breakpoint
ALTER TABLE `list_module_assist` ADD `account_uid` text;--> statement-breakpoint
ALTER TABLE `list_module_assist` ADD `warranty_of_repair_id` text;--> statement-breakpoint
CREATE INDEX `list_module_assist_account_idx` ON `list_module_assist` (`account_uid`,`created_at_ms`);--> statement-breakpoint
CREATE INDEX `list_repair_email_idx` ON `list_repair` (`email`,`created_at_ms`);