import { afterAll, beforeAll } from "vitest";

/**
 * Starts a test kit (an app over a fresh database, …) before the tests of the file and closes it after
 * them. The returned value reads the started kit, so that a file declares its kit in one line.
 */
export function useKit<K extends { close(): Promise<void> }>(start: () => Promise<K>): K {
  let started: K | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as K, {
    get(_target, key) {
      if (!started) throw new Error("the test kit is read before it started");
      // The kits' methods are closures (no `this`), and `app` must stay the app itself.
      return Reflect.get(started, key);
    },
  });
}
