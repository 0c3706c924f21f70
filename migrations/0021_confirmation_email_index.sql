-- The confirmation e-mails an address had lately, counted before another is written
-- (worker/mail/confirmation-limit.ts, docs/product.md#confirmation-e-mails).
CREATE INDEX `outbox_recipient_kind_created_idx` ON `outbox` (`recipient`,`kind`,`created_at_ms`);