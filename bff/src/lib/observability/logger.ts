import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-context.js";

export type { Logger } from "pino";

export interface LoggerOptions {
  /** `bff` or `api`: the `name` of every line. */
  readonly name: string;
  /** pino level (LOG_LEVEL): trace, debug, info (default), warn, error, fatal or silent. */
  readonly level?: string | undefined;
  /** Where lines go (tests capture them); default stdout, written asynchronously. */
  readonly destination?: DestinationStream;
}

/** What the mixin adds to a line that needs nothing added (never written to: the merge returns the line). */
const NO_FIELDS: object = Object.freeze({});

/**
 * Structured JSON logs, one object a line (ADR 157): time, level, name, the request id of the request
 * being served (`req_id`, from the request scope) and the message. stdout is written by sonic-boom
 * asynchronously, so a log line never waits for the terminal or the pipe; `flushLogs` before exit.
 */
export function createLogger(options: LoggerOptions): Logger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: false });
  return pino(
    {
      name: options.name,
      level: options.level ?? "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A line that names its request already (the access line) or is written outside any request is
      // written as it is: no object is made and merged for it (ADR 201).
      mixin: (line) => {
        if (Object.hasOwn(line, "req_id")) return NO_FIELDS;
        const id = currentRequestId();
        return id === undefined ? NO_FIELDS : { req_id: id };
      },
      mixinMergeStrategy: (line, fields) => (fields === NO_FIELDS ? line : Object.assign(fields, line)),
    },
    destination,
  );
}

/** Writes what is buffered, synchronously (before process.exit). */
export function flushLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
    | { flushSync?: () => void }
    | undefined;
  try {
    stream?.flushSync?.();
  } catch {
    // Nothing to flush, or the stream is gone.
  }
}

let processWide: Logger | undefined;

/**
 * The logger of this process for code that has none passed in (the last one a server was built with;
 * before that, one at LOG_LEVEL or warn on stdout).
 */
export function processLogger(): Logger {
  processWide ??= createLogger({ name: "bff", level: process.env.LOG_LEVEL ?? "warn" });
  return processWide;
}

export function setProcessLogger(logger: Logger): void {
  processWide = logger;
}
