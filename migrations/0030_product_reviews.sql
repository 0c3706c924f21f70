-- Verified reviews (docs/product.md#recensioni): only buyers of a delivered order review, one
-- review per order line, published after staff read it.
CREATE TABLE `product_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`body` text NOT NULL,
	`author_name` text NOT NULL,
	`purchased_at_ms` integer NOT NULL,
	`status` text NOT NULL,
	`refusal_reason` text,
	`created_at_ms` integer NOT NULL,
	`moderated_at_ms` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_reviews_status_known" CHECK("product_reviews"."status" IN ('in_attesa', 'pubblicata', 'rifiutata')),
	CONSTRAINT "product_reviews_stars_range" CHECK("product_reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_refusal_has_reason" CHECK(("product_reviews"."status" = 'rifiutata') = ("product_reviews"."refusal_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_line_unique` ON `product_reviews` (`order_id`,`position`);--> statement-breakpoint
CREATE INDEX `product_reviews_product_status_idx` ON `product_reviews` (`product_id`,`status`,`moderated_at_ms`);--> statement-breakpoint
CREATE INDEX `product_reviews_status_created_idx` ON `product_reviews` (`status`,`created_at_ms`);--> statement-breakpoint
-- Data: the seed's stars and counts had no review behind them; a product's figures now come only
-- from its published reviews.
UPDATE `products` SET `rating` = NULL, `reviews` = NULL;