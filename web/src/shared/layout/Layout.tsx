import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "../toast/Toaster";
import { Spinner } from "../ui/Spinner";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function Layout() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to top on every path or search change (SPEC §2.5)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="ページを読み込んでいます" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
