// The notification service for a worker's bindings: the notifier the services publish through (D1, then the
// NOTIFICATIONS queue) and the delivery dependencies the queue consumer sends with (the mail transport and WhatsApp).
import type { Bindings } from "../../env.ts";
import { mailTransportFor } from "../mail/index.ts";
import type { DeliveryDeps } from "./deliver.ts";
import { queueNotifier, type Notifier } from "./notifier.ts";
import { whatsAppTransportFor } from "./whatsapp-index.ts";
import { logEvent } from "../log.ts";

export function notifierFor(env: Bindings, origin: string): Notifier {
  const queue = env.NOTIFICATIONS;
  // Fails closed and says why (config/problems.ts closes the money routes without it too); never throws at a booking.
  if (!queue)
    return {
      async publish(event) {
        logEvent("error", "notification_unpublished", {
          kind: event.kind,
          orderId: event.orderId,
          fix: 'add [[queues.producers]] binding = "NOTIFICATIONS" to wrangler.toml (README, "Notifications")',
        });
      },
    };
  return queueNotifier(env.DB, queue, origin);
}

/** What the consumer delivers with; links in messages are built on `origin`. */
export function deliveryDepsFor(env: Bindings, origin: string): DeliveryDeps {
  return {
    db: env.DB,
    origin,
    authSecret: env.AUTH_SECRET,
    email: mailTransportFor(env),
    whatsapp: whatsAppTransportFor(env, env.DB),
    now: () => new Date(),
  };
}
