-- Data migration: the seed's struck prices (migrations/data/catalogue.json's originalPrice) come
-- back with the price history that backs them (docs/product.md#prices-and-discounts). 0017 started
-- each product's history at its seeded price and cleared them, having nothing earlier on record.
-- The seed's originalPrice is the price the product had before it: recorded here for the whole
-- 30 days before the seeded price took effect, it is the lowest price of those days, which is what
-- schema/rules/omnibus.ts strikes. Nothing on record is moved: the earlier price goes before it.
--
-- Only a product still as seeded gets it back: the seeded price, no struck price, and a history of
-- that one price. A product staff have repriced since has a struck price of its own (or rightly
-- none), computed from what it sold at.
WITH seed(id, price, original_price) AS (
  VALUES (1, 129900, 139900), (2, 119900, 149900), (3, 124900, 134900), (4, 109900, 119900),
    (5, 69900, 74900), (6, 27900, 29900), (7, 32900, 42900), (8, 49900, 54900)
)
UPDATE products SET original_price = seed.original_price
FROM seed
WHERE products.id = seed.id AND products.price = seed.price AND products.original_price IS NULL
  AND (SELECT count(*) FROM product_price_changes h WHERE h.product_id = products.id) = 1
  AND (SELECT h.price FROM product_price_changes h WHERE h.product_id = products.id) = seed.price;
--> statement-breakpoint
-- The products just given their struck price are the ones with one over a single price on
-- record: a struck price from a staff edit always stands on two or more. 2592000000 ms = 30 days.
INSERT INTO product_price_changes (product_id, price, changed_at_ms)
SELECT p.id, p.original_price, h.changed_at_ms - 2592000000
FROM products p JOIN product_price_changes h ON h.product_id = p.id
WHERE p.original_price IS NOT NULL
  AND (SELECT count(*) FROM product_price_changes c WHERE c.product_id = p.id) = 1;
