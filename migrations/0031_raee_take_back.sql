-- The buyer's choice of the free RAEE take-back of an equivalent old device, "uno contro uno"
-- (docs/product.md#ritiro-raee). Orders placed before it asked for none.
ALTER TABLE `orders` ADD `raee_take_back` integer DEFAULT false NOT NULL;
