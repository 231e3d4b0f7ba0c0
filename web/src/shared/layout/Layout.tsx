import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "../toast/Toaster";
import { Spinner } from "../ui/Spinner";
import { AppReady } from "./AppReady";
import { Header } from "./Header";
import { LiveRegion } from "./LiveRegion";
import { useRouteFocus } from "./use-route-focus";

// Below every page's first view and only links: its own chunk, hydrated when it arrives (ADR 188). Until
// then the server's footer links work as plain links.
const Footer = lazy(() => import("./Footer").then(({ Footer }) => ({ default: Footer })));
// The support button floats beside every page and is pressed by few: its own chunk too (ADR 194); a press
// before it arrives is replayed by React once it has hydrated.
const SupportAssistant = lazy(() =>
  import("../support/SupportAssistant").then(({ SupportAssistant }) => ({ default: SupportAssistant })),
);

export function Layout() {
  const { pathname, search } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const announcement = useRouteFocus(mainRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to top on every path or search change (product §2.5)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<Spinner label="ページを読み込んでいます" />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <SupportAssistant />
      </Suspense>
      <LiveRegion message={announcement} />
      <Toaster />
    </div>
  );
}
