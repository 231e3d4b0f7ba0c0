import { STICKY_HEADER_SCROLL_Y } from "@iryo/domain/constants";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { HeaderAccount } from "../session/HeaderAccount";
import { SessionGuard } from "../session/SessionGuard";
import { usePopover } from "../ui/use-popover";
import { KeywordBox } from "./KeywordBox";
import { LinkItems } from "./LinkItems";
import { INFORMATION_LINKS } from "./site-links";

/** The providers' advertising page lives outside the portal. */
const ADVERTISING_PAGE_URL = "https://business.iryo-it-navi.example/";

/** `short`: the label between the tablet breakpoint and 1280 px, where the full ones do not fit. */
const MAIN_LINKS = [
  { to: "/services/search?tab=1", label: "課題からサービスを探す", short: "課題から探す" },
  { to: "/seminars/list", label: "セミナーを探す", short: "セミナー" },
  { to: "/contents/list", label: "記事を読む", short: "記事" },
] as const;

function InformationMenu() {
  const { open, setOpen, ref, id: menuId } = usePopover();
  return (
    <div className="info-menu" ref={ref}>
      <button type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        お役立ち情報 <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="info-menu__list" hidden={!open}>
        <LinkItems links={INFORMATION_LINKS} onClick={() => setOpen(false)} />
      </ul>
    </div>
  );
}

function MobileMenu({ onClose }: { readonly onClose: () => void }) {
  const [infoOpen, setInfoOpen] = useState(false);
  useEffect(() => {
    // Body scrolling is blocked while the mobile menu is open (product §2.5).
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="メニュー">
      <KeywordBox onSubmitted={onClose} />
      <ul>
        <LinkItems links={MAIN_LINKS} onClick={onClose} />
        <li>
          <button type="button" aria-expanded={infoOpen} onClick={() => setInfoOpen((o) => !o)}>
            お役立ち情報 <span aria-hidden="true">{infoOpen ? "−" : "+"}</span>
          </button>
          {infoOpen && (
            <ul className="mobile-menu__sub">
              <LinkItems links={INFORMATION_LINKS} onClick={onClose} />
            </ul>
          )}
        </li>
        <li>
          <a href={ADVERTISING_PAGE_URL} target="_blank" rel="noopener noreferrer">
            掲載をご希望の企業さま
          </a>
        </li>
      </ul>
    </nav>
  );
}

export function Header() {
  const location = useLocation();
  const [sticky, setSticky] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY >= STICKY_HEADER_SCROLL_Y);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the location changes
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className={`site-header${sticky ? " site-header--sticky" : ""}`}>
      <div className="site-header__inner">
        <Link to="/" className="logo" aria-label="医療ITナビ ホーム">
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#0b6e8a" />
            <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
          </svg>
          <span className="logo__text">医療ITナビ</span>
        </Link>
        <nav className="site-nav" aria-label="メインメニュー">
          <InformationMenu />
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              <span className="site-nav__full">{link.label}</span>
              <span className="site-nav__short">{link.short}</span>
            </Link>
          ))}
          <a href={ADVERTISING_PAGE_URL} target="_blank" rel="noopener noreferrer">
            掲載のご案内
          </a>
        </nav>
        <div className="site-header__search">
          <KeywordBox key={location.search} />
        </div>
        <HeaderAccount />
        <SessionGuard />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "メニューを閉じる" : "メニューを開く"}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{menuOpen ? "×" : "≡"}</span>
        </button>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
