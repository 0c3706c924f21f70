-- Generated SKUs keep the staff's SKU rule (schema/rules/variant-edit.ts: capitals without
-- accents, digits and dashes, at most 40 characters; docs/product.md#catalogue-csv): the triggers of
-- 0034 made them from the options' names as written, so "8GB / 256GB" gave "RL00003-ARGENTO-8GB/256GB",
-- which neither the editor nor the import could send back. A name now keeps its letters and digits
-- (a slash becomes a dash, anything else is left out), at most 15 of them, so a SKU stays within
-- 40 up to product 999999; read one position at a time over a fixed list (no WITH inside a
-- trigger, no regular expressions in D1). Like 0034's, the triggers hold no conditional
-- expression and no semicolon inside a string.
DROP TRIGGER products_after_insert_variants;
--> statement-breakpoint
CREATE TRIGGER products_after_insert_variants AFTER INSERT ON products
BEGIN
  INSERT INTO product_variants (product_id, color, size, sku, price, stock, position)
  SELECT new.id, c.value ->> 'name', s.value,
    printf('RL%05d-%s-%s', new.id, (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace((c.value ->> 'name'), '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace((c.value ->> 'name'), '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key)), (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace(s.value, '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace(s.value, '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key))),
    new.price, NULL, c.key * 12 + s.key
  FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
    json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s;
END;
--> statement-breakpoint
DROP TRIGGER products_after_update_options;
--> statement-breakpoint
CREATE TRIGGER products_after_update_options AFTER UPDATE OF colors, sizes ON products
WHEN old.colors IS NOT new.colors OR old.sizes IS NOT new.sizes
BEGIN
  DELETE FROM product_variants WHERE product_id = new.id AND NOT EXISTS (
    SELECT 1
    FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
      json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s
    WHERE c.value ->> 'name' = product_variants.color AND s.value = product_variants.size);
  INSERT INTO product_variants (product_id, color, size, sku, price, stock, position)
  SELECT new.id, c.value ->> 'name', s.value,
    printf('RL%05d-%s-%s', new.id, (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace((c.value ->> 'name'), '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace((c.value ->> 'name'), '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key)), (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace(s.value, '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace(s.value, '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key))),
    new.price, NULL, c.key * 12 + s.key
  FROM json_each(coalesce(nullif(new.colors, '[]'), '[{"name":""}]')) c,
    json_each(coalesce(nullif(new.sizes, '[]'), '[""]')) s
  WHERE true
  ON CONFLICT (product_id, color, size) DO UPDATE SET position = excluded.position;
END;
--> statement-breakpoint
-- The SKUs already made that break the rule are made again the new way; the order lines that
-- copied one keep it, as they keep every SKU a variant had when it was sold.
UPDATE product_variants
SET sku = printf('RL%05d-%s-%s', product_id, (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace(color, '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace(color, '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key)), (SELECT coalesce(substr(group_concat(ch, ''), 1, 15), '') FROM (SELECT upper(substr(replace(size, '/', '-'), n.key + 1, 1)) AS ch FROM json_each('[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]') n WHERE upper(substr(replace(size, '/', '-'), n.key + 1, 1)) GLOB '[A-Z0-9-]' ORDER BY n.key)))
WHERE sku GLOB '*[^A-Z0-9-]*' OR length(sku) > 40;
