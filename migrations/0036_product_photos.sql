-- Product photos staff upload (docs/product.md#product-photos): one row a photo of a product, its
-- R2 object named by the SHA-256 of its bytes. Every change here rewrites the product's images in
-- the same batch, which moves the catalogue version (0023's trigger), so no kept answer outlives it.
CREATE TABLE `product_photos` (
	`product_id` integer NOT NULL,
	`key` text NOT NULL,
	`alt` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at_ms` integer NOT NULL,
	PRIMARY KEY(`product_id`, `key`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_photos_position_idx` ON `product_photos` (`product_id`,`position`);--> statement-breakpoint
CREATE INDEX `product_photos_key_idx` ON `product_photos` (`key`);
