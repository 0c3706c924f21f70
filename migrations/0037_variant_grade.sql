-- A variant's own grade and battery health (docs/product.md#condition-and-grades): null while it
-- takes its product's. The triggers below clear them when the product becomes new (a new product
-- has no grade) or moves to a department without a battery, whoever writes the product, and count
-- a change of them as a change of the catalogue, as 0034's do for a variant's price or SKU. The
-- departments with a battery are schema/rules/product-condition.ts's BATTERY_CATEGORIES.
-- Like 0034's, they hold no conditional expression and no semicolon inside a string.
ALTER TABLE `product_variants` ADD `grade` text;--> statement-breakpoint
ALTER TABLE `product_variants` ADD `battery_health` integer;--> statement-breakpoint
CREATE TRIGGER products_after_update_condition_variants AFTER UPDATE OF condition ON products
WHEN new.condition = 'nuovo' AND old.condition IS NOT 'nuovo'
BEGIN
  UPDATE product_variants SET grade = NULL, battery_health = NULL WHERE product_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_category_variants AFTER UPDATE OF category_id ON products
WHEN new.category_id NOT IN ('smartphone', 'tablet', 'laptop', 'smartwatch')
BEGIN
  UPDATE product_variants SET battery_health = NULL WHERE product_id = new.id AND battery_health IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update_grade AFTER UPDATE OF grade, battery_health ON product_variants
WHEN old.grade IS NOT new.grade OR old.battery_health IS NOT new.battery_health
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
