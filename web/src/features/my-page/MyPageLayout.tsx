import { Suspense } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { MY_PAGE_LINKS } from "../../shared/session/my-page-links";
import { useMe } from "../../shared/session/use-me";
import { Spinner } from "../../shared/ui/Spinner";
import styles from "./my-page.module.css";

/**
 * The my-page area (product §2.3): a side menu beside every my-page route. The router nests each
 * my-page path under this layout (behind the login guard). Logging out from here (header menu) goes
 * home (product §2.4).
 */
export default function MyPageLayout() {
  const { me } = useMe();
  const { pathname } = useLocation();
  return (
    <div className={styles.myPage}>
      <aside className={`${styles.myPageSide} panel`}>
        <nav aria-label="マイページメニュー">
          <p className={styles.myPageUser}>
            <span className={styles.myPageCaption}>マイページ</span>
            {me?.username ? <span className={styles.myPageName}>{me.username} 様</span> : null}
          </p>
          <ul className={styles.myPageMenu}>
            {MY_PAGE_LINKS.map((link) => {
              const current = pathname === link.match || pathname.startsWith(`${link.match}/`);
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    aria-current={current ? "page" : undefined}
                    className={`${styles.myPageLink} menu-item`}
                  >
                    {link.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className={styles.myPageContent}>
        <Suspense fallback={<Spinner label="ページを読み込んでいます" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
