import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import styles from "./session.module.css";
import { useLogout } from "./use-logout";
import { useMe } from "./use-me";

// The bell and the my-page menu only ever show to a member: their code (and the notification
// documents) load when one is signed in, not on a visitor's first load (ADR 095).
const MemberMenu = lazy(() => import("./MemberMenu"));

/**
 * The account area of the header (product §2.5): a login button when logged out (hidden on /login),
 * the bell and the my-page menu for a fully registered member, only a logout button for a member
 * who must first complete registration or accept the terms.
 */
export function HeaderAccount() {
  const { me } = useMe();
  const { pathname } = useLocation();
  const logout = useLogout();
  if (!me) return null;
  if (!me.loggedIn) {
    return pathname === "/login" ? null : (
      <Link to="/login" className="button button--primary site-header__login">
        ログイン
      </Link>
    );
  }
  if (!me.showsMemberMenu) {
    const signOut = (
      <button type="button" className="button site-header__login" onClick={() => void logout()}>
        ログアウト
      </button>
    );
    if (!me.isProvider) return signOut;
    // A provider account (ADR 071): its console instead of the member menu.
    return (
      <div className={`${styles.siteHeaderAccount} ${styles.siteHeaderAccountProvider}`}>
        <Link to="/provider" className="button site-header__login">
          {/* Below 1280 px only 「コンソール」 shows; the link's name stays 「事業者コンソール」. */}
          <span>
            <span className={styles.siteHeaderConsolePrefix}>事業者</span>コンソール
          </span>
        </Link>
        {signOut}
      </div>
    );
  }
  return (
    <Suspense
      fallback={<div className={`${styles.siteHeaderAccount} ${styles.siteHeaderAccountLoading}`} aria-hidden="true" />}
    >
      <MemberMenu username={me.username ?? "会員"} />
    </Suspense>
  );
}
