CREATE TABLE `catalogue_facets` (
	`category_id` text NOT NULL,
	`brand` text NOT NULL,
	`price_range` text NOT NULL,
	`available` integer NOT NULL,
	`products` integer NOT NULL,
	PRIMARY KEY(`category_id`, `brand`, `price_range`, `available`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_name_idx` ON `products` ("name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_name_idx` ON `products` (`category_id`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `products_category_price_idx` ON `products` (`category_id`,`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_brand_name_idx` ON `products` (`brand`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `products_brand_price_idx` ON `products` (`brand`,`price`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_rank_idx` ON `products` (`category_id`,`bestseller_rank`,`id`);--> statement-breakpoint
CREATE INDEX `products_rank_idx` ON `products` (`bestseller_rank`,`id`);