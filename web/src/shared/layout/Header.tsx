import { STICKY_HEADER_SCROLL_Y } from "@iryo/domain/constants";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { HeaderAccount } from "../session/HeaderAccount";
import { SessionGuard } from "../session/SessionGuard";
import { usePopover } from "../ui/use-popover";
import { KeywordBox } from "./KeywordBox";
import { LinkItems } from "./LinkItems";
import { ADVERTISING_PAGE_URL, INFORMATION_LINKS, MAIN_LINKS } from "./site-links";

// The mobile menu (a drawer) renders only once opened: its own chunk, loaded then (ADR 188).
const MobileMenu = lazy(() => import("./MobileMenu"));

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
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
