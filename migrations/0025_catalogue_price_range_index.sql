-- A page sorted by name within one price range (worker/catalogue/listing.ts) walks only that
-- range's slice of its category, or category and brand: a rare range no longer reads the whole
-- slice to fill a page. The range is priceRangePosition in schema/db/catalogue.ts.
CREATE INDEX `products_category_range_name_idx` ON `products` (`category_id`,(("price" >= 10000) + ("price" >= 30000) + ("price" >= 60000) + ("price" >= 100000)),"name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `products_category_brand_range_name_idx` ON `products` (`category_id`,`brand`,(("price" >= 10000) + ("price" >= 30000) + ("price" >= 60000) + ("price" >= 100000)),"name" COLLATE NOCASE,`id`);