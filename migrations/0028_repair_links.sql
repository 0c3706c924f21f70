-- Repair links expire and can be revoked (docs/product.md#repair-links): each repair keeps until
-- when its e-mailed links open it and the generation signed into them.
ALTER TABLE `list_repair` ADD `link_expires_at_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `list_repair` ADD `link_generation` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data: the links already e-mailed last 30 days from the repair's last change (when its last
-- e-mail went), or from the end of its latest estimate's validity when that is later.
UPDATE `list_repair` SET `link_expires_at_ms` = max(`updated_at_ms`, coalesce((SELECT max(`valid_until_ms`) FROM `repair_estimates` WHERE `repair_estimates`.`repair_id` = `list_repair`.`id`), 0)) + 2592000000;--> statement-breakpoint
-- Data: the timeline no longer names who answered an estimate (the intake e-mail a link holder
-- would read); the estimate row keeps it for staff.
UPDATE `repair_events` SET `note` = substr(`note`, 1, 21) || substr(substr(`note`, 25), instr(substr(`note`, 25), ' ') + 1) WHERE (`note` LIKE 'Preventivo accettato da %@% d%' OR `note` LIKE 'Preventivo rifiutato da %@% d%') AND (`note` LIKE '% dalla pagina Stato riparazione.%' OR `note` LIKE '% dal link dell''e-mail.%' OR `note` LIKE '% dall''account.%');
