// The NOTIFICATIONS queue's consumer: each message is one event, delivered on its channels; a failure is retried with
// back-off (acked one by one, so one failing event never resends the batch's others), and after the last delivery the
// queue moves it to the dead-letter queue, whose consumer records it as dead for the operations inbox.
import type { Bindings } from "../../env.ts";
import { notifyRetryDelay, type NotificationMessage } from "../../../shared/notifications.ts";
import { markEventDead } from "../../db/notifications.ts";
import { configProblems, describeProblems } from "../../config/problems.ts";
import { FALLBACK_PUBLIC_ORIGIN } from "../public-origin.ts";
import { errorFields, logEvent } from "../log.ts";
import { deliverEvent, type DeliveryDeps } from "./deliver.ts";
import { deliveryDepsFor } from "./index.ts";

/** The dead-letter queue's name starts with this in every environment (wrangler.toml). */
const DEAD_LETTER_PREFIX = "rihla-notifications-dead";

const eventIdOf = (body: unknown): string | null =>
  typeof body === "object" && body !== null && typeof (body as NotificationMessage).eventId === "string"
    ? (body as NotificationMessage).eventId
    : null;

/** Delivers each message of a batch; the outcome is decided per message. */
export async function deliverBatch(batch: MessageBatch<unknown>, deps: DeliveryDeps): Promise<void> {
  for (const message of batch.messages) {
    const eventId = eventIdOf(message.body);
    if (!eventId) {
      logEvent("error", "notification_malformed", { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    try {
      const outcome = await deliverEvent(deps, eventId);
      if (outcome.kind === "done") message.ack();
      else message.retry({ delaySeconds: notifyRetryDelay(message.attempts) });
    } catch (error) {
      logEvent("warn", "notification_delivery_failed", { eventId, attempts: message.attempts, ...errorFields(error) });
      message.retry({ delaySeconds: notifyRetryDelay(message.attempts) });
    }
  }
}

/** What reached the dead-letter queue: every channel of its event not yet sent is recorded as dead. */
export async function recordDeadLetters(batch: MessageBatch<unknown>, db: D1Database, now: Date): Promise<void> {
  for (const message of batch.messages) {
    const eventId = eventIdOf(message.body);
    if (eventId) {
      const dead = await markEventDead(db, eventId, "no delivery succeeded before the retries ran out", now);
      logEvent("error", "notification_dead", { eventId, channels: dead });
    }
    message.ack();
  }
}

/** The worker's queue handler. While the configuration is wrong, nothing is sent: messages wait and are retried. */
export async function handleQueue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue.startsWith(DEAD_LETTER_PREFIX)) return recordDeadLetters(batch, env.DB, new Date());
  const problems = configProblems(env);
  if (problems.length > 0) {
    logEvent("error", "configuration", { context: "queue", fix: describeProblems(problems) });
    for (const message of batch.messages) message.retry({ delaySeconds: notifyRetryDelay(message.attempts) });
    return;
  }
  await deliverBatch(batch, deliveryDepsFor(env, env.PUBLIC_ORIGIN || FALLBACK_PUBLIC_ORIGIN));
}
