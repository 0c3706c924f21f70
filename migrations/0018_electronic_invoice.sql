-- Fattura elettronica: where the invoice goes (SDI recipient code and/or PEC) and a billing
-- address that may differ from the shipping one; null when it is the same
-- (docs/product.md#invoices).
ALTER TABLE `orders` ADD `invoice_sdi_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_pec` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_street` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_postal_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_city` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_province` text;
