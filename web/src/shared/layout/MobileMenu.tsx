import { useEffect, useState } from "react";
import { KeywordBox } from "./KeywordBox";
import { LinkItems } from "./LinkItems";
import { ADVERTISING_PAGE_URL, INFORMATION_LINKS, MAIN_LINKS } from "./site-links";

/** The header's menu below the tablet breakpoint (a drawer; product §2.5), loaded when first opened. */
export default function MobileMenu({ onClose }: { readonly onClose: () => void }) {
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
