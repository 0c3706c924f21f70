import { deliverMail } from './mail/deliver';
import { deliverWebhookMessages } from './webhooks/consumer';
import { isWebhookMessage, type WebhookMessage } from './webhooks/outbox';

/**
 * The queue's consumer (wrangler.toml [[queues.consumers]]): one queue carries the outbox's
 * e-mails and the webhooks' events and deliveries (docs/product.md#webhooks), each to its own
 * delivery.
 */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const webhooks: Message<WebhookMessage>[] = [];
  const mail: Message<unknown>[] = [];
  for (const message of batch.messages) {
    if (isWebhookMessage(message.body)) webhooks.push(message as Message<WebhookMessage>);
    else mail.push(message);
  }
  await deliverMail(mail, env);
  await deliverWebhookMessages(webhooks, env);
}
