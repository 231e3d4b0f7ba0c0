import { Link } from "react-router";
import { useFooterQuery } from "./Footer.generated";

/** The portal's own social accounts (system_config.json), each in a new tab (product §2.5). */
function SocialLinks() {
  const { data } = useFooterQuery();
  const links = data?.systemConfig.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="site-footer__social" aria-label="医療ITナビの公式SNS">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden">（医療ITナビの公式アカウント、新しいタブで開きます）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="サイトマップ" className="site-footer__map">
          <div>
            <h2>サービスを探す</h2>
            <ul>
              <li>
                <Link to="/services/search?tab=0">カテゴリから探す</Link>
              </li>
              <li>
                <Link to="/services/search?tab=1">課題から探す</Link>
              </li>
              <li>
                <Link to="/services/search?tab=2">診療科・職種から探す</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>学ぶ</h2>
            <ul>
              <li>
                <Link to="/seminars/list">セミナー</Link>
              </li>
              <li>
                <Link to="/contents/list">記事</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>医療ITナビについて</h2>
            <ul>
              <li>
                <Link to="/concept">医療ITナビとは</Link>
              </li>
              <li>
                <Link to="/guide">ご利用ガイド</Link>
              </li>
              <li>
                <Link to="/faq">よくあるご質問</Link>
              </li>
              <li>
                <Link to="/review-guidelines">レビューガイドライン</Link>
              </li>
            </ul>
          </div>
        </nav>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy">プライバシーポリシー</Link>
          </li>
          <li>
            <Link to="/terms">利用規約</Link>
          </li>
          <li>
            <a href="mailto:support@iryo-it-navi.example">お問い合わせ</a>
          </li>
        </ul>
        <SocialLinks />
        <p className="site-footer__copyright">© 2026 医療ITナビ</p>
      </div>
    </footer>
  );
}
