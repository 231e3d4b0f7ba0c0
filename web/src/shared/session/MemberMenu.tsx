import { LinkItems } from "../layout/LinkItems";
import { NotificationBell } from "../notifications/NotificationBell";
import { usePopover } from "../ui/use-popover";
import { MY_PAGE_LINKS } from "./my-page-links";
import styles from "./session.module.css";
import { useLogout } from "./use-logout";

function MyPageMenu({ username }: { readonly username: string }) {
  const { open, setOpen, ref, id: menuId } = usePopover();
  const logout = useLogout();
  return (
    <div className={styles.accountMenu} ref={ref}>
      <button
        type="button"
        className={styles.accountMenuToggle}
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
        <span className={styles.accountMenuName}>{username}</span>
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">マイページメニュー</span>
      </button>
      <ul id={menuId} className={styles.accountMenuList} aria-label="マイページメニュー" hidden={!open}>
        <li className={styles.accountMenuUser}>{username} 様</li>
        <LinkItems links={MY_PAGE_LINKS} className="menu-item" onClick={() => setOpen(false)} />
        <li>
          <button
            type="button"
            className="menu-item"
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

/** The header's account area of a fully registered member: the notification bell and the my-page menu. */
export default function MemberMenu({ username }: { readonly username: string }) {
  return (
    <div className={styles.siteHeaderAccount}>
      <NotificationBell />
      <MyPageMenu username={username} />
    </div>
  );
}
