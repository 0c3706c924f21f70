CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`icon` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`brand` text NOT NULL,
	`category_id` text NOT NULL,
	`price` integer NOT NULL,
	`original_price` integer,
	`description` text NOT NULL,
	`images` text NOT NULL,
	`colors` text NOT NULL,
	`sizes` text NOT NULL,
	`in_stock` integer NOT NULL,
	`stock` integer NOT NULL,
	`rating` real,
	`reviews` integer,
	`details` text,
	`bestseller_rank` integer,
	`updated_at_ms` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_stock_not_negative" CHECK("products"."stock" >= 0),
	CONSTRAINT "products_price_not_negative" CHECK("products"."price" >= 0)
);
