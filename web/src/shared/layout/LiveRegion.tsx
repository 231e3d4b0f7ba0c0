/**
 * A polite, visually hidden live region: screen readers read `message` when it changes (WCAG 4.1.3).
 * It is rendered from the start (empty) so that the first message is heard too.
 */
export function LiveRegion({ message }: { readonly message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
