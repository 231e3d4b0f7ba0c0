// The portal's own service events (ADR 151): the detail page's view beacon and the compare list's
// additions, sent from the browser so that a page the visitor cache served still counts. No third-party
// script; the browser session's random key lets the api count a session once per service and day.

import type { RecordedServiceEventKind } from "@iryo/domain/provider-insights";
import { useCallback, useEffect } from "react";
import { useRecordServiceEventMutation } from "./ServiceEvents.generated";

const STORAGE_KEY = "iryo.visitor-key";

/** This tab session's random key (kept in sessionStorage; a new session, a new key). */
function visitorKey(): string {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    window.sessionStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    // Storage refused (private mode): a key for this page only.
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  }
}

/** Sends one event; a failure is ignored (counting never gets in the visitor's way). */
export function useServiceEvent(): (serviceId: string, kind: RecordedServiceEventKind) => void {
  const [record] = useRecordServiceEventMutation();
  return useCallback(
    (serviceId, kind) => {
      void record({
        variables: { serviceId, kind, visitorKey: visitorKey() },
        context: { silentErrors: true },
      }).catch(() => undefined);
    },
    [record],
  );
}

/** Counts a view of the service's detail page once it is shown in the browser. */
export function useServicePageView(serviceId: string | undefined): void {
  const send = useServiceEvent();
  useEffect(() => {
    if (serviceId) send(serviceId, "page_view");
  }, [serviceId, send]);
}
