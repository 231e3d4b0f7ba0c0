import { Link } from "react-router";
import { StaticPage } from "./StaticPage";
import styles from "./static-pages.module.css";

export default function ConceptRoute() {
  return (
    <StaticPage
      title="医療ITナビとは"
      description="医療ITナビは、医療機関・介護施設のためのITサービス比較・検索ポータルです。"
      lead="医療の現場に合うITサービスを、もっと簡単に、もっと公平に選べるように。"
    >
      <section>
        <h2>私たちの思い</h2>
        <p>
          電子カルテ、予約システム、勤怠管理、セキュリティ対策――医療機関が検討すべきITサービスは年々増えています。
          一方で、診療の合間に情報を集め、比較し、事業者と話を進めるのは簡単ではありません。
        </p>
        <p>
          医療ITナビは、病院・クリニック・介護施設の皆さまが、自院の課題に合うサービスを短い時間で見つけられるように生まれたポータルサイトです。
        </p>
      </section>
      <section>
        <h2>医療ITナビの3つの特長</h2>
        <ul className={styles.staticPageFeatures}>
          <li>
            <h3>課題から探せる</h3>
            <p>「待ち時間を減らしたい」「勤務表作成を楽にしたい」など、現場の課題からサービスを探せます。</p>
          </li>
          <li>
            <h3>同じ条件で比べられる</h3>
            <p>料金、初期費用、無料トライアルの有無などを、最大5件まで並べて比較できます。</p>
          </li>
          <li>
            <h3>現場の声がわかる</h3>
            <p>実際に利用している医療従事者の評価とレビューを、件数とともに確認できます。</p>
          </li>
        </ul>
      </section>
      <section>
        <h2>広告の表示について</h2>
        <p>
          医療ITナビは、事業者からの広告掲載料によって運営しています。広告は必ず「広告」または「PR」と表示し、
          編集部の記事やサービスの検索結果と区別して掲載しています。
        </p>
      </section>
      <p>
        <Link to="/guide" className="button button--primary">
          ご利用ガイドを見る
        </Link>
      </p>
    </StaticPage>
  );
}
