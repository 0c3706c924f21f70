-- The grades a product is sold at, best and worst (docs/product.md#condition-and-grades): each
-- variant's own grade, or the product's for a variant without one; none for new goods. A card
-- reads "Ricondizionato · Gradi B–A" from these two columns, with no read of the variants. The
-- view ranks the grades sold (A+ first: the order of PRODUCT_GRADE in schema/vocabulary.ts); the
-- triggers below write both columns again whenever a variant is added, removed or regraded, or
-- the product's own grade or condition changes, whoever writes them. A product made new loses
-- its variants' grades (0037) and reads none here either way.
-- Like 0034's, they hold no conditional expression and no semicolon inside a string.
ALTER TABLE `products` ADD `best_grade` text;--> statement-breakpoint
ALTER TABLE `products` ADD `worst_grade` text;--> statement-breakpoint
CREATE VIEW variant_grades_sold AS
SELECT v.product_id AS product_id, coalesce(v.grade, p.grade) AS grade,
  instr('|a_plus|a|b|', '|' || coalesce(v.grade, p.grade) || '|') AS rank
FROM product_variants v JOIN products p ON p.id = v.product_id
WHERE p.condition <> 'nuovo' AND coalesce(v.grade, p.grade) IS NOT NULL;
--> statement-breakpoint
UPDATE products SET
  best_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank LIMIT 1),
  worst_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank DESC LIMIT 1);
--> statement-breakpoint
CREATE TRIGGER product_variants_after_insert_grades AFTER INSERT ON product_variants
BEGIN
  UPDATE products SET
    best_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank LIMIT 1),
    worst_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank DESC LIMIT 1)
  WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_delete_grades AFTER DELETE ON product_variants
BEGIN
  UPDATE products SET
    best_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank LIMIT 1),
    worst_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank DESC LIMIT 1)
  WHERE id = old.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update_grades AFTER UPDATE OF grade ON product_variants
WHEN old.grade IS NOT new.grade
BEGIN
  UPDATE products SET
    best_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank LIMIT 1),
    worst_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank DESC LIMIT 1)
  WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER products_after_update_grades AFTER UPDATE OF grade, condition ON products
WHEN old.grade IS NOT new.grade OR old.condition IS NOT new.condition
BEGIN
  UPDATE products SET
    best_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank LIMIT 1),
    worst_grade = (SELECT grade FROM variant_grades_sold g WHERE g.product_id = products.id ORDER BY rank DESC LIMIT 1)
  WHERE id = new.id;
END;
