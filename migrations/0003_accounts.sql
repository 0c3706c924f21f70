CREATE TABLE `addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_uid` text NOT NULL,
	`label` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text NOT NULL,
	`street` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`province` text NOT NULL,
	`is_default` integer NOT NULL,
	`created_at_ms` integer NOT NULL,
	FOREIGN KEY (`user_uid`) REFERENCES `users`(`auth_uid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `addresses_user_idx` ON `addresses` (`user_uid`,`created_at_ms`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_uid` text NOT NULL,
	`product_id` integer NOT NULL,
	`created_at_ms` integer NOT NULL,
	PRIMARY KEY(`user_uid`, `product_id`),
	FOREIGN KEY (`user_uid`) REFERENCES `users`(`auth_uid`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auth_uid` text NOT NULL,
	`email` text,
	`display_name` text,
	`role` text NOT NULL,
	`created_at_ms` integer NOT NULL,
	`last_login_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_auth_uid_unique` ON `users` (`auth_uid`);