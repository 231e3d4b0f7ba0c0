import { isMyPagePath } from "@iryo/domain/session-navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import "./session.css";
import { useMe, useSignOut } from "./use-me";

const MY_PAGE_LINKS = [
  { to: "/negotiation/list", label: "商談" },
  { to: "/apply-seminar", label: "セミナー" },
  { to: "/review", label: "検討リスト" },
  { to: "/bookmark", label: "ブックマーク" },
  { to: "/ratings-and-reviews-posted", label: "評価・レビュー" },
  { to: "/user-setting?tab=0", label: "設定" },
] as const;

/** Signs out; from the my-page area the member goes home (SPEC §2.4). */
function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    await signOut();
    if (isMyPagePath(pathname)) navigate("/", { replace: true });
  };
}

function MyPageMenu({ username }: { readonly username: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
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
      <ul id={menuId} className="account-menu__list" hidden={!open}>
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
    return (
      <button type="button" className="button site-header__login" onClick={() => void logout()}>
        ログアウト
      </button>
    );
  }
  return (
    <div className="site-header__account">
      <Link to="/negotiation/list" className="account-bell" aria-label="お知らせ">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </Link>
      <MyPageMenu username={me.username ?? "会員"} />
    </div>
  );
}
