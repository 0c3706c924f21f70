-- A product's struck price is its cheapest variant's own (docs/product.md#variant-prices-and-their-struck-prices):
-- the card shows the price of the cheapest variant, so it shows that variant's struck price too,
-- the one its page shows. Where several variants share the cheapest price, the product is struck
-- only as far as all of them are (the lowest of their struck prices, none if one has none), so a
-- card never claims a reduction one of them lacks. Judged on the product's own series instead, the
-- two disagreed whenever the cheapest variant had a history of its own: after staff replaced a
-- product's sizes (new variants start a fresh history), or when another variant became the
-- cheapest. Triggers keep it, whatever writes a variant's price or struck price, adds or removes
-- one. Like 0034's, the triggers hold no conditional expression and no semicolon inside a string.
CREATE TRIGGER product_variants_after_insert_struck_price AFTER INSERT ON product_variants
BEGIN
  UPDATE products SET original_price = (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = new.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id))
  WHERE id = new.product_id AND original_price IS NOT (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = new.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id));
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_delete_struck_price AFTER DELETE ON product_variants
BEGIN
  UPDATE products SET original_price = (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = old.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = old.product_id))
  WHERE id = old.product_id AND EXISTS (SELECT 1 FROM product_variants WHERE product_id = old.product_id)
    AND original_price IS NOT (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = old.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = old.product_id));
END;
--> statement-breakpoint
CREATE TRIGGER product_variants_after_update_struck_price AFTER UPDATE OF price, original_price ON product_variants
WHEN new.price IS NOT old.price OR new.original_price IS NOT old.original_price
BEGIN
  UPDATE products SET original_price = (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = new.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id))
  WHERE id = new.product_id AND original_price IS NOT (
    SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
    WHERE v.product_id = new.product_id
      AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = new.product_id));
END;
--> statement-breakpoint
UPDATE products SET original_price = (
  SELECT nullif(min(coalesce(v.original_price, 0)), 0) FROM product_variants v
  WHERE v.product_id = products.id
    AND v.price = (SELECT min(price) FROM product_variants WHERE product_id = products.id))
WHERE EXISTS (SELECT 1 FROM product_variants WHERE product_id = products.id);
