import { Link } from "react-router";
import { StaticPage } from "./StaticPage";
import styles from "./static-pages.module.css";

const FAQ: readonly { q: string; a: string }[] = [
  {
    q: "利用に費用はかかりますか。",
    a: "サービスの検索・比較、会員登録、資料請求、商談のお申し込みはすべて無料です。",
  },
  {
    q: "会員登録できるのはどのような人ですか。",
    a: "病院・診療所・介護施設・薬局などにお勤めの方を対象としています。ご登録の際に勤務先の情報をご入力いただきます。",
  },
  {
    q: "レビューの本文が読めません。",
    a: "レビューの本文は会員の方のみお読みいただけます。会員登録（無料）またはログインのうえ、もう一度ご覧ください。",
  },
  {
    q: "比較できるサービスは何件までですか。",
    a: "一度に最大5件まで比較できます。比較に追加したサービスは、ページを移動しても保持されます。",
  },
  {
    q: "広告と通常の掲載はどう見分けられますか。",
    a: "広告には必ず「広告」または「PR」のラベルを表示しています。検索結果の並び順は広告の有無によって変わりません。",
  },
  {
    q: "セミナーへの参加申し込みはどうすればよいですか。",
    a: "セミナーの詳細ページから、受付中のセミナーにお申し込みいただけます。受付終了後のセミナーはアーカイブ配信をご覧いただける場合があります。",
  },
  {
    q: "退会したいときはどうすればよいですか。",
    a: "マイページの設定から退会の手続きができます。投稿済みの評価の扱いについても手続きの画面でご案内しています。",
  },
];

export default function FaqRoute() {
  return (
    <StaticPage
      title="よくあるご質問"
      description="医療ITナビの使い方や会員登録について、よくいただくご質問にお答えします。"
    >
      <dl className={styles.staticPageFaq}>
        {FAQ.map((item) => (
          <div key={item.q}>
            <dt>Q. {item.q}</dt>
            <dd>A. {item.a}</dd>
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
