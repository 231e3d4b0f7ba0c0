import { FAQ_ITEMS } from "@iryo/domain/support-answers";
import { Link } from "react-router";
import { StaticPage } from "./StaticPage";
import styles from "./static-pages.module.css";

export default function FaqRoute() {
  return (
    <StaticPage
      title="よくあるご質問"
      description="医療ITナビの使い方や会員登録について、よくいただくご質問にお答えします。"
    >
      <dl className={styles.staticPageFaq}>
        {FAQ_ITEMS.map((item) => (
          <div key={item.question}>
            <dt>Q. {item.question}</dt>
            <dd>A. {item.answer}</dd>
          </div>
        ))}
      </dl>
      <p>
        解決しない場合は、<a href="mailto:support@iryo-it-navi.example">お問い合わせ窓口</a>までご連絡ください。
        <Link to="/guide">ご利用ガイド</Link>もあわせてご覧ください。
      </p>
    </StaticPage>
  );
}
