import { Link, useLocation } from "react-router";
import { NotificationBell } from "../notifications/NotificationBell";
import "./session.css";
import { usePopover } from "../ui/use-popover";
import { MY_PAGE_LINKS } from "./my-page-links";
import { useLogout } from "./use-logout";
import { useMe } from "./use-me";

function MyPageMenu({ username }: { readonly username: string }) {
  const { open, setOpen, ref, id: menuId } = usePopover();
  const logout = useLogout();
  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg className="account-menu__avatar" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="account-menu__name">{username}</span>
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">マイページメニュー</span>
      </button>
      <ul id={menuId} className="account-menu__list" aria-label="マイページメニュー" hidden={!open}>
        <li className="account-menu__user">{username} 様</li>
        {MY_PAGE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            ログアウト
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The account area of the header (SPEC §2.5): a login button when logged out (hidden on /login),
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
      <div className="site-header__account">
        <Link to="/provider/negotiations" className="button site-header__login">
          事業者コンソール
        </Link>
        {signOut}
      </div>
    );
  }
  return (
    <div className="site-header__account">
      <NotificationBell />
      <MyPageMenu username={me.username ?? "会員"} />
    </div>
  );
}
