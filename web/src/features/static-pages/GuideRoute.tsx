import { Link } from "react-router";
import { StaticPage } from "./StaticPage";
import styles from "./static-pages.module.css";

export default function GuideRoute() {
  return (
    <StaticPage
      title="ご利用ガイド"
      description="医療ITナビでサービスを探し、比較し、商談を申し込むまでの流れをご案内します。"
      lead="はじめての方にも迷わずお使いいただけるよう、基本的な使い方をご案内します。"
    >
      <ol className={styles.staticPageSteps}>
        <li>
          <h2>1. サービスを探す</h2>
          <p>
            <Link to="/services/search?tab=0">カテゴリ</Link>、<Link to="/services/search?tab=1">課題</Link>、
            <Link to="/services/search?tab=2">診療科・職種</Link>
            からサービスを探せます。画面上部の検索窓にキーワードを入力して探すこともできます。
          </p>
        </li>
        <li>
          <h2>2. 詳細を確認して比較する</h2>
          <p>
            サービスの詳細ページでは、料金や導入実績、対象施設、よくある質問を確認できます。「比較に追加」を押すと、最大5件まで
            <Link to="/compare">比較表</Link>に並べられます。
          </p>
        </li>
        <li>
          <h2>3. 評価・レビューを参考にする</h2>
          <p>
            実際に利用している医療従事者の評価を確認できます。レビューの本文は会員登録（無料）のうえでお読みいただけます。
          </p>
        </li>
        <li>
          <h2>4. 資料請求・商談を申し込む</h2>
          <p>
            気になるサービスが見つかったら、資料のダウンロードや商談の申し込みができます。日程の調整やメッセージのやり取りもマイページで完結します。
          </p>
        </li>
        <li>
          <h2>5. セミナーや記事で情報収集する</h2>
          <p>
            <Link to="/seminars/list">セミナー</Link>や<Link to="/contents/list">記事</Link>
            で、導入事例や最新の動向を知ることができます。
          </p>
        </li>
      </ol>
      <p>
        ご不明な点は<Link to="/faq">よくあるご質問</Link>もあわせてご覧ください。
      </p>
    </StaticPage>
  );
}
