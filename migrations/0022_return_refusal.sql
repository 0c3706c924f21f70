-- A return the staff refuse carries the reason the customer reads (docs/product.md#withdrawal).
ALTER TABLE `order_returns` ADD `refusal_reason` text;