-- Shipments with the carriers the shop works with (docs/product.md#shipments): a repair's parcel
-- each way, the courier a shipping form says it travels with, and an order's chosen carrier.
CREATE TABLE `repair_shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`repair_id` text NOT NULL,
	`direction` text NOT NULL,
	`carrier` text NOT NULL,
	`tracking_number` text,
	`recorded_at_ms` integer NOT NULL,
	FOREIGN KEY (`repair_id`) REFERENCES `list_repair`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `repair_shipments_direction_unique` ON `repair_shipments` (`repair_id`,`direction`);--> statement-breakpoint
ALTER TABLE `list_module_assist` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `list_module_assist` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier_code` text;
