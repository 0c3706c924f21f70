-- The repair price list (docs/product.md#price-list): one price per model, repair and part, before
-- IVA, with its typical time; and the price a quote request booked from it states, kept as it was.
CREATE TABLE `quote_request_prices` (
	`quote_request_id` text PRIMARY KEY NOT NULL,
	`price_id` integer NOT NULL,
	`repair` text NOT NULL,
	`parts_quality` text,
	`price_cents` integer NOT NULL,
	`typical_minutes` integer NOT NULL,
	`while_you_wait` integer NOT NULL,
	FOREIGN KEY (`quote_request_id`) REFERENCES `list_preventivo`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `repair_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`device_category` text NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`repair` text NOT NULL,
	`parts_quality` text,
	`price_cents` integer NOT NULL,
	`typical_minutes` integer NOT NULL,
	`while_you_wait` integer NOT NULL,
	`updated_at_ms` integer NOT NULL,
	CONSTRAINT "repair_prices_price" CHECK("repair_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `repair_prices_entry_unique` ON `repair_prices` (`device_category`,lower("brand"),lower("model"),`repair`,quote("parts_quality"));--> statement-breakpoint
CREATE INDEX `repair_prices_model_idx` ON `repair_prices` (`device_category`,`brand`,`model`);--> statement-breakpoint
CREATE INDEX `repair_prices_updated_idx` ON `repair_prices` (`updated_at_ms`);--> statement-breakpoint
-- Data: the list the shop starts from, the models it repairs most (prices in cents before IVA).
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 11', 'schermo', 'originale', 12900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'schermo', 'compatibile', 7900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'batteria', 'originale', 6900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'batteria', 'compatibile', 4500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'connettore_ricarica', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'vetro_posteriore', 'originale', 7900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'fotocamera', 'originale', 8900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 11', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 12', 'schermo', 'originale', 16900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'schermo', 'compatibile', 9900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'batteria', 'originale', 7500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'batteria', 'compatibile', 4900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'connettore_ricarica', NULL, 5500, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'vetro_posteriore', 'originale', 8900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'fotocamera', 'originale', 10900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 12', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 13', 'schermo', 'originale', 19900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'schermo', 'compatibile', 10900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'batteria', 'originale', 7900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'batteria', 'compatibile', 4900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'connettore_ricarica', NULL, 5900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'vetro_posteriore', 'originale', 8900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'fotocamera', 'originale', 11900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 13', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 14', 'schermo', 'originale', 22900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'schermo', 'compatibile', 12900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'batteria', 'originale', 8500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'batteria', 'compatibile', 5500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'connettore_ricarica', NULL, 6500, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'vetro_posteriore', 'originale', 9900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'fotocamera', 'originale', 12900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 14', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 15', 'schermo', 'originale', 25900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'schermo', 'compatibile', 14900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'batteria', 'originale', 8900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'batteria', 'compatibile', 5900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'connettore_ricarica', NULL, 6900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'vetro_posteriore', 'originale', 10900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'fotocamera', 'originale', 13900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'schermo', 'originale', 29900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'schermo', 'compatibile', 16900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'batteria', 'originale', 9500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'batteria', 'compatibile', 6500, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'connettore_ricarica', NULL, 7500, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'vetro_posteriore', 'originale', 12900, 240, 0, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'fotocamera', 'originale', 17900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone 15 Pro', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'schermo', 'originale', 9900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'schermo', 'compatibile', 5900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'batteria', 'originale', 5900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'batteria', 'compatibile', 3900, 45, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'connettore_ricarica', NULL, 4500, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'fotocamera', 'originale', 6900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Apple', 'iPhone SE (2022)', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy S22', 'schermo', 'originale', 18900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'schermo', 'compatibile', 11900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'batteria', 'originale', 6500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'batteria', 'compatibile', 4500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'connettore_ricarica', NULL, 5500, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'vetro_posteriore', 'originale', 5900, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'fotocamera', 'originale', 9900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S22', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy S23', 'schermo', 'originale', 20900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'schermo', 'compatibile', 12900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'batteria', 'originale', 6900, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'batteria', 'compatibile', 4900, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'connettore_ricarica', NULL, 5900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'vetro_posteriore', 'originale', 6500, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'fotocamera', 'originale', 10900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S23', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy S24', 'schermo', 'originale', 22900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'schermo', 'compatibile', 13900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'batteria', 'originale', 7500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'batteria', 'compatibile', 5200, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'connettore_ricarica', NULL, 6200, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'vetro_posteriore', 'originale', 6900, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'fotocamera', 'originale', 11900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'schermo', 'originale', 31900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'schermo', 'compatibile', 18900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'batteria', 'originale', 8500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'batteria', 'compatibile', 5900, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'connettore_ricarica', NULL, 6900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'vetro_posteriore', 'originale', 7900, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'fotocamera', 'originale', 15900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy S24 Ultra', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy A34', 'schermo', 'originale', 11900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'schermo', 'compatibile', 7900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'batteria', 'originale', 4900, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'batteria', 'compatibile', 3500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'connettore_ricarica', NULL, 3900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'vetro_posteriore', 'originale', 4500, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A34', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Samsung', 'Galaxy A54', 'schermo', 'originale', 13900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'schermo', 'compatibile', 8900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'batteria', 'originale', 5500, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'batteria', 'compatibile', 3900, 45, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'connettore_ricarica', NULL, 4500, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'vetro_posteriore', 'originale', 4900, 240, 0, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Samsung', 'Galaxy A54', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Google', 'Pixel 7', 'schermo', 'originale', 16900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'schermo', 'compatibile', 10900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'batteria', 'originale', 6500, 45, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'batteria', 'compatibile', 4500, 45, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'connettore_ricarica', NULL, 5500, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'vetro_posteriore', 'originale', 5900, 240, 0, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'fotocamera', 'originale', 9900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 7', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Google', 'Pixel 8', 'schermo', 'originale', 18900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'schermo', 'compatibile', 11900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'batteria', 'originale', 6900, 45, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'batteria', 'compatibile', 4900, 45, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'connettore_ricarica', NULL, 5900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'vetro_posteriore', 'originale', 6500, 240, 0, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'fotocamera', 'originale', 10900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Google', 'Pixel 8', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'schermo', 'originale', 8900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'schermo', 'compatibile', 5900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'batteria', 'originale', 4500, 45, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'batteria', 'compatibile', 3500, 45, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'connettore_ricarica', NULL, 3900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Redmi Note 12', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'schermo', 'originale', 15900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'schermo', 'compatibile', 9900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'batteria', 'originale', 5900, 45, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'batteria', 'compatibile', 4200, 45, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'connettore_ricarica', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'vetro_posteriore', 'originale', 5500, 240, 0, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'fotocamera', 'originale', 8900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'altoparlante', NULL, 4900, 60, 1, 1795832331230),
  ('smartphone', 'Xiaomi', 'Xiaomi 13', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('tablet', 'Apple', 'iPad (9ª generazione)', 'schermo', 'originale', 13900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad (9ª generazione)', 'schermo', 'compatibile', 8900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad (9ª generazione)', 'batteria', 'originale', 8900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad (9ª generazione)', 'connettore_ricarica', NULL, 6900, 120, 1, 1795832331230),
  ('tablet', 'Apple', 'iPad (9ª generazione)', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('tablet', 'Apple', 'iPad Air 11" M2', 'schermo', 'originale', 29900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad Air 11" M2', 'schermo', 'compatibile', 19900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad Air 11" M2', 'batteria', 'originale', 11900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad Air 11" M2', 'connettore_ricarica', NULL, 6900, 120, 1, 1795832331230),
  ('tablet', 'Apple', 'iPad Air 11" M2', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('tablet', 'Apple', 'iPad Pro 11" (4ª generazione)', 'schermo', 'originale', 38900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad Pro 11" (4ª generazione)', 'batteria', 'originale', 12900, 1440, 0, 1795832331230),
  ('tablet', 'Apple', 'iPad Pro 11" (4ª generazione)', 'connettore_ricarica', NULL, 6900, 120, 1, 1795832331230),
  ('tablet', 'Apple', 'iPad Pro 11" (4ª generazione)', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('tablet', 'Samsung', 'Galaxy Tab S8', 'schermo', 'originale', 24900, 1440, 0, 1795832331230),
  ('tablet', 'Samsung', 'Galaxy Tab S8', 'schermo', 'compatibile', 15900, 1440, 0, 1795832331230),
  ('tablet', 'Samsung', 'Galaxy Tab S8', 'batteria', 'originale', 9900, 1440, 0, 1795832331230),
  ('tablet', 'Samsung', 'Galaxy Tab S8', 'connettore_ricarica', NULL, 6900, 120, 1, 1795832331230),
  ('tablet', 'Samsung', 'Galaxy Tab S8', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('computer', 'Apple', 'MacBook Air 13" M1', 'schermo', 'originale', 34900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M1', 'batteria', 'originale', 13900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M1', 'tastiera', NULL, 24900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M1', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M1', 'diagnosi_liquidi', NULL, 4900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('computer', 'Apple', 'MacBook Air 13" M3', 'schermo', 'originale', 42900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M3', 'batteria', 'originale', 15900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M3', 'tastiera', NULL, 27900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M3', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Air 13" M3', 'diagnosi_liquidi', NULL, 4900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('computer', 'Apple', 'MacBook Pro 14" M3', 'schermo', 'originale', 58900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Pro 14" M3', 'batteria', 'originale', 18900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Pro 14" M3', 'tastiera', NULL, 32900, 4320, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Pro 14" M3', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('computer', 'Apple', 'MacBook Pro 14" M3', 'diagnosi_liquidi', NULL, 4900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('computer', 'Dell', 'XPS 13', 'schermo', 'originale', 28900, 4320, 0, 1795832331230),
  ('computer', 'Dell', 'XPS 13', 'batteria', 'originale', 11900, 1440, 0, 1795832331230),
  ('computer', 'Dell', 'XPS 13', 'tastiera', NULL, 17900, 4320, 0, 1795832331230),
  ('computer', 'Dell', 'XPS 13', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('computer', 'Dell', 'XPS 13', 'diagnosi_liquidi', NULL, 4900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('console', 'Sony', 'PlayStation 5 Slim', 'porta_hdmi', NULL, 11900, 2880, 0, 1795832331230),
  ('console', 'Sony', 'PlayStation 5 Slim', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('console', 'Sony', 'PlayStation 5 Slim', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('console', 'Sony', 'PlayStation 4', 'porta_hdmi', NULL, 8900, 2880, 0, 1795832331230),
  ('console', 'Sony', 'PlayStation 4', 'pulizia', NULL, 4900, 1440, 0, 1795832331230),
  ('console', 'Sony', 'PlayStation 4', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('console', 'Nintendo', 'Switch OLED', 'porta_hdmi', NULL, 7900, 2880, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch OLED', 'pulizia', NULL, 4500, 1440, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch OLED', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch OLED', 'levette', NULL, 3900, 120, 1, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('console', 'Nintendo', 'Switch', 'porta_hdmi', NULL, 6900, 2880, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch', 'pulizia', NULL, 4500, 1440, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230),
  ('console', 'Nintendo', 'Switch', 'levette', NULL, 3900, 120, 1, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('console', 'Microsoft', 'Xbox Series X', 'porta_hdmi', NULL, 11900, 2880, 0, 1795832331230),
  ('console', 'Microsoft', 'Xbox Series X', 'pulizia', NULL, 5900, 1440, 0, 1795832331230),
  ('console', 'Microsoft', 'Xbox Series X', 'diagnosi_liquidi', NULL, 3900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartwatch', 'Apple', 'Apple Watch Series 9', 'schermo', 'originale', 21900, 2880, 0, 1795832331230),
  ('smartwatch', 'Apple', 'Apple Watch Series 9', 'batteria', 'originale', 8900, 1440, 0, 1795832331230),
  ('smartwatch', 'Apple', 'Apple Watch Series 9', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
--> statement-breakpoint
INSERT INTO `repair_prices` (`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`) VALUES
  ('smartwatch', 'Samsung', 'Galaxy Watch6 Classic', 'schermo', 'originale', 16900, 2880, 0, 1795832331230),
  ('smartwatch', 'Samsung', 'Galaxy Watch6 Classic', 'batteria', 'originale', 6900, 1440, 0, 1795832331230),
  ('smartwatch', 'Samsung', 'Galaxy Watch6 Classic', 'diagnosi_liquidi', NULL, 2900, 2880, 0, 1795832331230);
