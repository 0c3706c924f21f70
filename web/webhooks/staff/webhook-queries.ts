import { graphql } from '../../graphql';

/** The staff's webhooks (docs/product.md#webhooks): endpoints, their secrets, the delivery log. */
export const WebhookEndpointsQuery = graphql(`
  query AdminWebhookEndpoints {
    adminWebhookEndpoints {
      id
      url
      description
      events
      enabled
      secretHint
      createdAt
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation AdminCreateWebhookEndpoint($url: String!, $description: String, $events: [WebhookEvent!]!) {
    adminCreateWebhookEndpoint(url: $url, description: $description, events: $events) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation AdminUpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {
    adminUpdateWebhookEndpoint(id: $id, enabled: $enabled) {
      id
      enabled
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation AdminRotateWebhookSecret($id: ID!) {
    adminRotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation AdminDeleteWebhookEndpoint($id: ID!) {
    adminDeleteWebhookEndpoint(id: $id)
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($page: Int, $search: String, $status: WebhookDeliveryStatus) {
    adminWebhookDeliveries(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        createdAt
        event
        ref
        status
        attempts
        lastStatusCode
        lastError
      }
    }
  }
`);

export const WebhookDeliveryQuery = graphql(`
  query AdminWebhookDelivery($id: ID!) {
    adminWebhookDelivery(id: $id) {
      id
      endpointId
      eventId
      event
      ref
      status
      attempts
      createdAt
      nextAttemptAt
      deliveredAt
    }
    adminWebhookAttempts(deliveryId: $id) {
      attempt
      at
      statusCode
      durationMs
      error
      response
    }
  }
`);

export const ReplayWebhookDeliveryMutation = graphql(`
  mutation AdminReplayWebhookDelivery($id: ID!) {
    adminReplayWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);
