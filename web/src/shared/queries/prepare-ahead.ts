import type { ApolloClient, DocumentNode } from "@apollo/client";

// A query's first use makes Apollo prepare its document (add `__typename`, look for client fields and
// directives, read its variables' defaults): several walks over the whole document. For a page's large
// query that is tens of milliseconds on a slow phone, inside the render of the component that first
// reads it, which React cannot split. A document named here is prepared ahead, in a task of its own
// once the client exists, usually before hydration reaches its reader (ADR 198). Other work a page's
// first render would do once (building a lookup table) can be named too, and runs in turn (ADR 202).

type Preparation = (client: ApolloClient) => void;

const waiting: Preparation[] = [];
let client: ApolloClient | undefined;
let scheduled = false;

/** Prepares `document` in a task of its own once the client exists (later uses find it ready). */
export function prepareQueryAhead(document: DocumentNode): void {
  // An ObservableQuery nobody subscribes to sends nothing and holds nothing: watchQuery only prepares
  // the document (the client keeps it by document) and the variables' defaults.
  waiting.push((apollo) => void apollo.watchQuery({ query: document }));
  schedule();
}

/**
 * Runs `work` in a task of its own, in turn with the documents (once the client exists): one-off work
 * the page's first render would otherwise do inside its own, unsplittable, task.
 */
export function prepareAhead(work: () => void): void {
  waiting.push(() => work());
  schedule();
}

/** The client that prepares the documents named so far and from now on, one per task. */
export function prepareQueriesWith(apollo: ApolloClient): void {
  client = apollo;
  schedule();
}

function schedule(): void {
  if (scheduled || client === undefined || waiting.length === 0) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    const preparation = waiting.shift();
    if (preparation && client) preparation(client);
    schedule();
  }, 0);
}
