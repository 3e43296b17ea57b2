// Calls to the local bindings through wrangler's platform proxy, made again when workerd had just closed the reused
// connection as idle: on a starved CPU the proxy's keep-alive timer fires late and the call goes out on a socket
// workerd is closing ("fetch failed", cause "other side closed"), so it never reached the database or the bucket.

const isClosedSocket = (error: unknown) =>
  error instanceof Error && (error.cause as { code?: string } | undefined)?.code === "UND_ERR_SOCKET";

/** `call()`, tried up to `tries` times while it fails only because its connection was already closed. */
export async function againIfClosed<T>(call: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !isClosedSocket(error)) throw error;
    }
  }
}
