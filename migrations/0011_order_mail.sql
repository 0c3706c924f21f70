ALTER TABLE `orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `transfer_reminded_at_ms` integer;