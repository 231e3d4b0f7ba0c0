/** A value `transform` drops (the event is not for this receiver). */
export const SKIP = Symbol("skip");
/** A value `transform` answers to end the subscription quietly (access lost, session expired). */
export const END = Symbol("end");

/**
 * An async iterator over events pushed by `register`, each passed through the async `transform`
 * (the per-event authorisation), yielded in arrival order. `return()` unregisters at once, even
 * while a `next()` is waiting (an async generator could not: it would wait for the next event).
 */
export function eventIterator<E, R>(
  register: (push: (event: E) => void) => () => void,
  transform: (event: E) => Promise<R | typeof SKIP | typeof END>,
  /** Registers a callback that ends the iteration (an upstream gap); returns its unregister. */
  registerEnd?: (end: () => void) => () => void,
): AsyncIterableIterator<R> {
  const pending: Promise<R | typeof SKIP | typeof END>[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  const unregister = register((event) => {
    if (done) return;
    // Settled errors are rethrown in order by next(); never an unhandled rejection meanwhile.
    const result = transform(event);
    result.catch(() => {});
    pending.push(result);
    wake?.();
  });
  const unregisterEnd = registerEnd?.(() => {
    pending.push(Promise.resolve(END));
    wake?.();
  });
  const finish = (): IteratorResult<R> => {
    if (!done) {
      done = true;
      unregister();
      unregisterEnd?.();
    }
    wake?.();
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<R> = {
    async next() {
      while (!done) {
        const head = pending.shift();
        if (!head) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        let value: R | typeof SKIP | typeof END;
        try {
          value = await head;
        } catch (error) {
          finish();
          throw error;
        }
        if (done) break;
        if (value === SKIP) continue;
        if (value === END) return finish();
        return { done: false, value };
      }
      return { done: true, value: undefined };
    },
    async return() {
      return finish();
    },
    async throw(error?: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
