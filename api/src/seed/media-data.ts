// Demo seminars, articles, advertisements and banners in natural Japanese. Every organiser, sponsor
// and person here is fictional; links to advertisers point at example.com.

export interface DemoSeminar {
  readonly title: string;
  /** Index into DEMO_PROVIDERS (demo-data.ts). */
  readonly organizer: number;
  readonly meetingType: 1 | 2;
  /**
   * The reception period: it opens at 10:00 on `opensDay` and closes at 17:00 on `closesDay`, days after
   * the seed day (negative: before; ADR 097), Japan time. No status is set by hand: like a seminar written
   * by a provider, a demo seminar's reception status follows this period, its schedule and its archive
   * (ADR 162), so the demo shows every status of product §4.2 and each seminar moves on as days pass.
   */
  readonly reception: { readonly opensDay: number; readonly closesDay: number };
  /** The archive stays open this many days after the seminar's day (an archive URL is set); none without. */
  readonly archiveDays?: number;
  /** Days after the seed day (negative: before; ADR 097) and start hour in Japan time. */
  readonly day: number;
  readonly hour: number;
  readonly minutes: number;
  readonly capacity: number | null;
  /** Every seat is taken by demo attendees (seminar-attendees.seed.ts), so the full state (0701002) shows. */
  readonly fullyBooked?: boolean;
  readonly venue?: string;
  readonly tags: readonly string[];
  readonly lead: string;
  readonly points: readonly string[];
  /** Names of related services (demo-data.ts). */
  readonly services: readonly string[];
}

export const DEMO_SEMINARS: readonly DemoSeminar[] = [
  {
    title: "はじめてのクラウド型電子カルテ選び 〜診療所の失敗しない比較ポイント〜",
    organizer: 2,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 20 },
    day: 21,
    hour: 14,
    minutes: 60,
    capacity: 300,
    tags: ["電子カルテ", "開業準備", "クラウド"],
    lead: "これから開業される先生や、電子カルテの入れ替えを検討中の診療所向けに、クラウド型電子カルテの選び方を解説します。",
    points: ["オンプレミス型との違いと費用の考え方", "デモで必ず確認したい入力操作", "データ移行で注意すべき点"],
    services: ["ミライカルテ クラウド", "クリニクス カルテ"],
  },
  {
    title: "医療機関のランサムウェア対策 最新動向と今日からできること",
    organizer: 7,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 13 },
    day: 14,
    hour: 18,
    minutes: 90,
    capacity: 500,
    tags: ["セキュリティ", "医療DX"],
    lead: "国内の医療機関で相次ぐサイバー攻撃の事例をもとに、限られた予算で優先すべき対策を整理します。",
    points: ["被害事例から見る侵入経路", "バックアップの3-2-1ルール", "ガイドライン第6.0版への対応"],
    services: ["メディセキュア バックアップ", "メディセキュア ゼロトラスト"],
  },
  {
    title: "看護師の勤務表作成を自動化する 〜導入病院の事例紹介〜",
    organizer: 10,
    meetingType: 1,
    reception: { opensDay: -21, closesDay: 27 },
    day: 28,
    hour: 13,
    minutes: 120,
    capacity: 40,
    fullyBooked: true,
    venue: "東京都渋谷区 シフトメディカ セミナールーム",
    tags: ["勤怠・シフト", "働き方改革", "看護部"],
    lead: "勤務表作成に毎月数十時間かけている看護部の皆さまへ。自動作成を導入した病院の担当者をお招きしてお話を伺います。",
    points: ["勤務ルールの整理のしかた", "希望休の集め方", "導入後の効果測定"],
    services: ["シフトメディカ 勤務表"],
  },
  {
    title: "オンライン診療を始めるための実務ガイド",
    organizer: 9,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 6 },
    day: 7,
    hour: 19,
    minutes: 60,
    capacity: 200,
    tags: ["オンライン診療", "開業準備"],
    lead: "オンライン診療の指針に沿った運用の始め方を、予約から決済、処方までの流れに沿ってご説明します。",
    points: ["対象となる患者さんと診療計画", "決済と処方箋の送付", "よくあるトラブルと対処"],
    services: ["つなぐビデオ診療", "メディブリッジ オンライン診療"],
  },
  {
    title: "医師の働き方改革 時間外労働の上限規制への備え",
    organizer: 10,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 34 },
    day: 35,
    hour: 17,
    minutes: 60,
    capacity: 300,
    tags: ["働き方改革", "勤怠・シフト"],
    lead: "2024年4月に始まった医師の時間外労働規制について、勤怠管理の実務で押さえるべき点を解説します。",
    points: ["A・B・C水準の考え方", "宿日直許可と労働時間の扱い", "勤怠データの集計方法"],
    services: ["シフトメディカ 勤怠"],
  },
  {
    title: "Web問診で受付の待ち時間を半分に",
    organizer: 9,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 41 },
    day: 42,
    hour: 13,
    minutes: 45,
    capacity: 150,
    tags: ["予約・問診", "患者サービス"],
    lead: "来院前に問診を済ませていただく仕組みで、受付と診察の流れがどう変わるのかを実例でご紹介します。",
    points: ["問診票の設計のコツ", "電子カルテへの自動転記", "高齢の患者さんへの配慮"],
    services: ["つなぐWeb問診"],
  },
  {
    title: "在宅医療の訪問ルート最適化 実践セミナー",
    organizer: 11,
    meetingType: 1,
    reception: { opensDay: -30, closesDay: -1 },
    day: 3,
    hour: 14,
    minutes: 90,
    capacity: 30,
    venue: "埼玉県さいたま市大宮区 ソニックシティ 会議室",
    tags: ["在宅医療", "業務効率化"],
    lead: "訪問件数を増やしながら移動時間を減らすためのスケジュールの組み方を、演習を交えてお伝えします。",
    points: ["訪問ルートの自動作成", "急な依頼への対応", "多職種との情報共有"],
    services: ["ホームドクターズ 在宅クラウド"],
  },
  {
    title: "介護記録のICT化で申し送りを減らす",
    organizer: 6,
    meetingType: 2,
    reception: { opensDay: -30, closesDay: -1 },
    day: 5,
    hour: 15,
    minutes: 60,
    capacity: 200,
    tags: ["介護", "業務効率化"],
    lead: "タブレットでの記録と見守りセンサーの連携で、夜勤の負担を減らした施設の取り組みをご紹介します。",
    points: ["記録入力の時間短縮", "LIFEへのデータ提出", "職員への定着のさせ方"],
    services: ["ケアノート 介護記録", "ケアノート 見守り"],
  },
  {
    title: "PACSの更新で失敗しないために 〜画像データ移行の基礎〜",
    organizer: 8,
    meetingType: 2,
    reception: { opensDay: -30, closesDay: -1 },
    day: 10,
    hour: 18,
    minutes: 60,
    capacity: 150,
    tags: ["PACS", "医用画像"],
    lead: "PACSの更新時に課題となる過去画像の移行と、クラウド保管の選択肢について解説します。",
    points: ["移行にかかる期間の目安", "DICOMタグの整合性確認", "クラウド保管のコスト"],
    services: ["イメージリンクPACS"],
  },
  {
    title: "自動精算機導入の費用対効果を考える",
    organizer: 12,
    meetingType: 1,
    reception: { opensDay: -30, closesDay: -1 },
    day: 12,
    hour: 10,
    minutes: 60,
    capacity: 50,
    venue: "大阪府大阪市中央区 ペイメディ本社 5階ホール",
    tags: ["キャッシュレス", "患者サービス"],
    lead: "会計待ちの解消と人件費の削減が、どれくらいの期間で導入費用に見合うのかを試算します。",
    points: ["会計業務の時間計測", "キャッシュレス比率の見込み", "導入後の運用体制"],
    services: ["ペイメディ 自動精算機"],
  },
  {
    title: "地域医療連携ネットワークの活用事例",
    organizer: 9,
    meetingType: 2,
    reception: { opensDay: -64, closesDay: -35 },
    archiveDays: 60,
    day: -34,
    hour: 19,
    minutes: 60,
    capacity: null,
    tags: ["地域医療連携", "医療DX"],
    lead: "紹介状と検査結果を地域で共有する仕組みの運用事例を、アーカイブ配信でご覧いただけます。",
    points: ["参加医療機関の広げ方", "同意取得の運用", "情報共有による再検査の削減"],
    services: ["つなぐ地域連携ネット"],
  },
  {
    title: "レセプト点検の自動化で返戻を減らす",
    organizer: 1,
    meetingType: 2,
    reception: { opensDay: -59, closesDay: -30 },
    archiveDays: 60,
    day: -29,
    hour: 14,
    minutes: 45,
    capacity: null,
    tags: ["レセコン", "医事"],
    lead: "AIによる事前点検で記載漏れや病名漏れを防ぐ方法を、デモを交えてご紹介します。アーカイブ配信中です。",
    points: ["返戻・査定の主な原因", "点検ルールの育て方", "医事課の業務分担"],
    services: ["ウェーブ請求アシスト"],
  },
  {
    title: "電子処方箋の導入準備 薬局との連携ポイント",
    organizer: 0,
    meetingType: 2,
    reception: { opensDay: -54, closesDay: -25 },
    archiveDays: 60,
    day: -24,
    hour: 18,
    minutes: 60,
    capacity: null,
    tags: ["医療DX", "電子カルテ"],
    lead: "電子処方箋の仕組みと導入の手順、薬局との連携で気を付けたい点を解説します。",
    points: ["マイナ保険証との関係", "HPKIカードの準備", "院内の運用変更"],
    services: ["メディブリッジEMR"],
  },
  {
    title: "病院経営に役立つDPCデータ分析入門",
    organizer: 13,
    meetingType: 2,
    reception: { opensDay: -69, closesDay: -40 },
    archiveDays: 60,
    day: -39,
    hour: 17,
    minutes: 90,
    capacity: null,
    tags: ["経営分析", "DPC"],
    lead: "DPCデータから在院日数や診療科別の収支を読み解く基本を、ダッシュボードの操作とともに学びます。",
    points: ["ベンチマーク分析の考え方", "在院日数の適正化", "経営会議での見せ方"],
    services: [],
  },
  {
    title: "クリニックのDX最前線",
    organizer: 4,
    meetingType: 1,
    reception: { opensDay: -104, closesDay: -75 },
    day: -74,
    hour: 13,
    minutes: 180,
    capacity: 120,
    venue: "福岡県福岡市博多区 博多駅前カンファレンスセンター",
    tags: ["医療DX", "開業準備"],
    lead: "予約、問診、カルテ、会計までをつなぐクリニックのDXについて、開業医の先生方と議論しました。",
    points: ["患者体験を変えるデジタル化", "スタッフ不足への対応", "投資の優先順位"],
    services: ["クリニクス予約", "クリニクス カルテ"],
  },
  {
    title: "医療情報システムの安全管理ガイドライン解説",
    organizer: 7,
    meetingType: 2,
    reception: { opensDay: -119, closesDay: -90 },
    day: -89,
    hour: 18,
    minutes: 60,
    capacity: 500,
    tags: ["セキュリティ", "ガイドライン"],
    lead: "厚生労働省のガイドライン第6.0版の構成と、医療機関が最低限行うべき対策を解説しました。",
    points: ["経営管理編のポイント", "チェックリストの使い方", "委託先の管理"],
    services: ["メディセキュア ゼロトラスト"],
  },
  {
    title: "歯科医院のためのデジタル化入門",
    organizer: 2,
    meetingType: 2,
    reception: { opensDay: -134, closesDay: -105 },
    day: -104,
    hour: 19,
    minutes: 60,
    capacity: 100,
    tags: ["歯科", "電子カルテ"],
    lead: "歯科医院の受付・カルテ・画像管理をデジタル化する手順をご紹介しました。",
    points: ["歯式入力の効率化", "口腔内写真の管理", "予約の無断キャンセル対策"],
    services: ["ミライカルテ 歯科"],
  },
  {
    title: "院内チャット導入でPHSを卒業する",
    organizer: 1,
    meetingType: 1,
    reception: { opensDay: -96, closesDay: -67 },
    day: -66,
    hour: 15,
    minutes: 90,
    capacity: 60,
    venue: "大阪府大阪市北区 梅田スカイビル 会議室",
    tags: ["院内コミュニケーション", "働き方改革"],
    lead: "PHSの終了を見据え、スマートフォンと院内チャットへ移行した病院の事例を紹介しました。",
    points: ["ナースコール連携", "端末管理と紛失対策", "移行スケジュール"],
    services: ["ウェーブ院内チャット", "ナースリンク コール"],
  },
  {
    title: "訪問看護の記録時間を短くする工夫",
    organizer: 11,
    meetingType: 2,
    reception: { opensDay: -89, closesDay: -60 },
    day: -59,
    hour: 13,
    minutes: 60,
    capacity: 200,
    tags: ["在宅医療", "訪問看護"],
    lead: "訪問先での記録と報告書作成を効率化するための工夫を、現場の看護師の声とともにお届けしました。",
    points: ["音声入力の活用", "報告書テンプレート", "事業所内での情報共有"],
    services: ["ホームドクターズ 訪問看護記録"],
  },
  {
    title: "次期診療報酬改定の見通しとシステム対応",
    organizer: 3,
    meetingType: 2,
    reception: { opensDay: 36, closesDay: 65 },
    day: 66,
    hour: 14,
    minutes: 90,
    capacity: 1000,
    tags: ["レセコン", "医事"],
    lead: "次回の診療報酬改定に向けて、医事システムの改修スケジュールと準備を解説します。",
    points: ["改定の主な論点", "システム改修の流れ", "院内の準備チェックリスト"],
    services: ["さくらレセプト"],
  },
  {
    title: "介護施設の見守りセンサー活用セミナー",
    organizer: 6,
    meetingType: 1,
    reception: { opensDay: 46, closesDay: 75 },
    day: 76,
    hour: 13,
    minutes: 120,
    capacity: 40,
    venue: "宮城県仙台市青葉区 ケアノート 仙台オフィス",
    tags: ["介護", "見守り"],
    lead: "夜間の巡回負担を減らす見守りセンサーの選び方と、記録システムとの連携をご紹介します。",
    points: ["センサーの種類と特徴", "アラートの設定", "加算の算定要件"],
    services: ["ケアノート 見守り"],
  },
  {
    title: "小児科クリニックの予約と順番受付の最適化",
    organizer: 1,
    meetingType: 2,
    reception: { opensDay: -21, closesDay: 48 },
    day: 49,
    hour: 13,
    minutes: 45,
    capacity: 150,
    tags: ["予約・問診", "小児科"],
    lead: "感染症の流行期にも待合室を混雑させないための、予約と順番受付の組み合わせ方をご紹介します。",
    points: ["時間帯予約と順番受付の使い分け", "予防接種の予約管理", "保護者への通知"],
    services: ["ウェーブ順番待ち"],
  },
];

export interface DemoArticle {
  readonly title: string;
  readonly author: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly sections: readonly (readonly [heading: string, text: string])[];
  /** Adds a before-login teaser and an after-login block with the rest. */
  readonly gated?: readonly [teaser: string, membersOnly: string];
  /** A YouTube video id, linked in the body as a plain link. */
  readonly video?: string;
  readonly services: readonly string[];
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    title: "電子カルテの選び方 ― クラウド型とオンプレミス型の違い",
    author: "医療ITナビ編集部",
    tags: ["電子カルテ", "クラウド", "開業準備"],
    summary: "電子カルテには大きく分けてクラウド型とオンプレミス型があります。費用や運用の違いを整理しました。",
    sections: [
      [
        "クラウド型の特徴",
        "サーバーを院内に置かず、インターネット経由で利用します。初期費用を抑えやすく、法改正への対応も自動で行われるのが利点です。",
      ],
      [
        "オンプレミス型の特徴",
        "院内にサーバーを設置するため、回線障害の影響を受けにくく、部門システムとの細かな連携がしやすい傾向があります。",
      ],
    ],
    gated: [
      "導入事例では、無床診療所の約7割がクラウド型を選んでいます。",
      "会員限定：各方式の5年間の総保有コストを試算した比較表を掲載しています。ハードウェア更新費やサポート費を含めると、差は初期費用ほど大きくありません。",
    ],
    video: "M7lc1UVf-VE",
    services: ["ミライカルテ クラウド", "メディブリッジEMR"],
  },
  {
    title: "Web問診を導入したクリニックで変わったこと",
    author: "医療ITナビ編集部",
    tags: ["予約・問診", "導入事例"],
    summary: "内科クリニックがWeb問診を導入して半年。受付や診察の流れがどう変わったのかを伺いました。",
    sections: [
      [
        "導入のきっかけ",
        "発熱外来の開始で受付が混雑し、紙の問診票の記入と転記に時間がかかっていたことがきっかけでした。",
      ],
      ["導入後の変化", "来院前に問診を終えていただけるため、待ち時間が平均で15分ほど短くなりました。"],
    ],
    services: ["つなぐWeb問診"],
  },
  {
    title: "ランサムウェアから診療を守るバックアップの基本",
    author: "メディセキュア株式会社 中村 拓也",
    tags: ["セキュリティ", "医療DX"],
    summary: "万一の感染でも診療を止めないために、バックアップで押さえるべき基本を解説します。",
    sections: [
      ["3-2-1ルールとは", "データを3つ保持し、2種類の媒体に保存し、1つは院外またはオフラインに置くという考え方です。"],
      ["復旧訓練の大切さ", "バックアップは戻せてこそ意味があります。年に一度は実際に復旧する訓練を行いましょう。"],
    ],
    gated: [
      "被害を受けた医療機関の多くは、バックアップもネットワーク経由で暗号化されていました。",
      "会員限定：復旧訓練のチェックリストと、机上訓練のシナリオ例をダウンロードいただけます。",
    ],
    video: "aqz-KE-bpKQ",
    services: ["メディセキュア バックアップ"],
  },
  {
    title: "オンライン診療の始め方 ― 指針に沿った運用のポイント",
    author: "医療ITナビ編集部",
    tags: ["オンライン診療", "開業準備"],
    summary: "オンライン診療を始める前に確認しておきたい、指針の要点と準備の流れをまとめました。",
    sections: [
      [
        "診療計画を立てる",
        "対象となる疾患や、対面診療に切り替える条件をあらかじめ決め、患者さんと共有しておくことが求められます。",
      ],
      ["システム選びの観点", "予約、ビデオ通話、決済、処方箋の送付が一つの画面で完結するかを確認しましょう。"],
    ],
    video: "ScMzIvxBSi4",
    services: ["つなぐビデオ診療", "ペイメディ オンライン"],
  },
  {
    title: "看護師の勤務表作成にかかる時間を減らすには",
    author: "株式会社シフトメディカ 吉田 亮",
    tags: ["勤怠・シフト", "看護部", "働き方改革"],
    summary: "毎月の勤務表作成は看護師長の大きな負担です。ルールを整理して自動化する手順をご紹介します。",
    sections: [
      [
        "勤務ルールを書き出す",
        "夜勤の回数、連続勤務の上限、新人とベテランの組み合わせなど、暗黙のルールを言葉にすることが第一歩です。",
      ],
      [
        "希望休の集め方",
        "紙やホワイトボードではなく、スマートフォンから提出できるようにすると集計の手間がなくなります。",
      ],
    ],
    gated: [
      "ある病院では、勤務表作成の時間が月20時間から3時間に減りました。",
      "会員限定：導入病院が実際に使っている勤務ルールの設定例を公開しています。",
    ],
    services: ["シフトメディカ 勤務表", "ナースリンク シフト"],
  },
  {
    title: "医師の働き方改革、勤怠管理で押さえるべき3つのこと",
    author: "医療ITナビ編集部",
    tags: ["働き方改革", "勤怠・シフト"],
    summary: "医師の時間外労働の上限規制に対応するため、勤怠管理で最低限押さえるべき点を整理しました。",
    sections: [
      [
        "労働時間を正しく把握する",
        "自己申告だけに頼らず、ICカードやログイン記録など客観的な方法で把握することが求められます。",
      ],
      ["副業・兼業の時間も通算する", "他院での勤務時間も通算して管理する必要があります。申告の仕組みを整えましょう。"],
    ],
    services: ["シフトメディカ 勤怠"],
  },
  {
    title: "PACSの更新時期と選定のポイント",
    author: "株式会社イメージリンク 小林 直樹",
    tags: ["PACS", "医用画像"],
    summary: "PACSの更新は5〜7年ごとが一般的です。更新時に検討したい選定のポイントを解説します。",
    sections: [
      [
        "表示速度を確かめる",
        "大容量のCT画像を開く速さは、読影医の満足度を大きく左右します。実データでの検証をおすすめします。",
      ],
      ["保管容量の見積もり", "過去の増加ペースから5年後の容量を見積もり、クラウド保管との組み合わせも検討しましょう。"],
    ],
    video: "M7lc1UVf-VE",
    services: ["イメージリンクPACS", "イメージリンク クラウド読影"],
  },
  {
    title: "自動精算機で会計待ちはどこまで減るのか",
    author: "医療ITナビ編集部",
    tags: ["キャッシュレス", "患者サービス"],
    summary: "自動精算機を導入した病院の会計待ち時間を、導入前後で比べてみました。",
    sections: [
      ["導入前の課題", "午前の外来終了後に会計待ちが30分を超えることもあり、患者さんからの苦情が絶えませんでした。"],
      ["導入後の効果", "会計待ちは平均5分に短縮され、会計担当のスタッフを受付の案内に回せるようになりました。"],
    ],
    services: ["ペイメディ 自動精算機", "ペイメディ キャッシュレス"],
  },
  {
    title: "介護記録をタブレットに切り替えるときの進め方",
    author: "株式会社ケアノート 山本 恵",
    tags: ["介護", "業務効率化"],
    summary: "紙の介護記録からタブレットへの切り替えを、現場の負担を増やさずに進めるコツをお伝えします。",
    sections: [
      [
        "一部のユニットから始める",
        "いきなり全館で切り替えず、協力的なユニットで試してから広げると定着しやすくなります。",
      ],
      ["入力項目を絞る", "最初は必須の項目だけに絞り、慣れてから項目を増やしていくのがおすすめです。"],
    ],
    gated: [
      "切り替えに成功した施設では、導入から3か月で記録時間が約4割減りました。",
      "会員限定：職員向け説明会の資料テンプレートをご用意しています。",
    ],
    services: ["ケアノート 介護記録"],
  },
  {
    title: "在宅医療の情報共有を多職種でスムーズにする方法",
    author: "医療ITナビ編集部",
    tags: ["在宅医療", "地域医療連携"],
    summary: "医師、訪問看護師、ケアマネジャー、薬剤師が患者さんの情報をすばやく共有するための工夫です。",
    sections: [
      [
        "連絡手段を一本化する",
        "電話、FAX、メールが混在すると情報が埋もれます。共有の場所を一つに決めることが大切です。",
      ],
      ["写真と記録を組み合わせる", "褥瘡や服薬の状況は、写真と短い記録を組み合わせると伝わりやすくなります。"],
    ],
    services: ["ケアノート 在宅連携", "ホームドクターズ 在宅クラウド"],
  },
  {
    title: "レセプトの返戻を減らすためのチェック体制",
    author: "ヘルスウェーブ株式会社 田中 美咲",
    tags: ["レセコン", "医事"],
    summary: "返戻や査定の多くは、記載漏れや病名の付け忘れといった基本的なミスから生じます。",
    sections: [
      ["よくある返戻理由", "病名と処方薬の不一致、算定要件の記載漏れ、資格の確認不足が上位を占めます。"],
      ["点検の自動化", "点検ルールをシステムに登録しておけば、請求前に漏れを自動で指摘できます。"],
    ],
    services: ["ウェーブ請求アシスト", "さくらレセプト"],
  },
  {
    title: "地域医療連携ネットワークに参加するメリット",
    author: "つなぐヘルス株式会社 加藤 彩",
    tags: ["地域医療連携", "医療DX"],
    summary: "地域の病院や診療所と診療情報を共有することで、患者さんにも医療機関にも利点があります。",
    sections: [
      ["重複検査が減る", "紹介元の検査結果を参照できるため、同じ検査を繰り返す必要が少なくなります。"],
      ["退院後のフォローがしやすい", "退院サマリーをすぐに確認でき、かかりつけ医が退院後の診療を始めやすくなります。"],
    ],
    video: "aqz-KE-bpKQ",
    services: ["つなぐ地域連携ネット"],
  },
  {
    title: "医療機関向けビジネスチャットの選び方",
    author: "医療ITナビ編集部",
    tags: ["院内コミュニケーション", "セキュリティ"],
    summary: "院内の連絡をチャットに切り替えるとき、一般向けのツールでは足りない点があります。",
    sections: [
      ["セキュリティ要件", "端末の紛失時に遠隔でデータを消去できるか、ログを保存できるかを確認しましょう。"],
      ["ナースコールとの連携", "ナースコールの呼び出しをスマートフォンで受けられると、病棟の動きが大きく変わります。"],
    ],
    services: ["ウェーブ院内チャット", "ナースリンク コール"],
  },
  {
    title: "DPCデータで見る在院日数の適正化",
    author: "ドクターアナリティクス株式会社 山口 智子",
    tags: ["経営分析", "DPC"],
    summary: "DPCデータを使えば、疾患ごとの在院日数を全国平均と比べることができます。",
    sections: [
      ["ベンチマークの使い方", "自院の在院日数が全国の期間Ⅱを超えている疾患を洗い出すところから始めます。"],
      ["クリニカルパスの見直し", "長い疾患が見つかったら、パスの内容と退院調整のタイミングを見直しましょう。"],
    ],
    gated: [
      "分析の結果、平均在院日数を1.2日短縮できた病院もあります。",
      "会員限定：分析に使える集計テンプレートと、経営会議向けの資料例を掲載しています。",
    ],
    services: [],
  },
  {
    title: "歯科医院の予約管理で無断キャンセルを減らす",
    author: "医療ITナビ編集部",
    tags: ["歯科", "予約・問診"],
    summary: "歯科医院の悩みの一つである無断キャンセルを、予約システムの工夫で減らす方法です。",
    sections: [
      ["前日のリマインド", "前日にメールやLINEで予約をお知らせするだけで、無断キャンセルは大きく減ります。"],
      ["キャンセル待ちの活用", "空いた枠をキャンセル待ちの患者さんにすぐ案内できると、診療枠を無駄にしません。"],
    ],
    services: ["ミライカルテ 歯科", "クリニクス予約"],
  },
  {
    title: "開業準備で検討したいITサービス一覧",
    author: "医療ITナビ編集部",
    tags: ["開業準備", "電子カルテ", "予約・問診"],
    summary: "クリニックの開業前に検討しておきたいITサービスを、優先順位とともにまとめました。",
    sections: [
      ["最初に決めるもの", "電子カルテとレセコンは他のシステムとの連携の起点になるため、最初に決めましょう。"],
      ["開業後でも間に合うもの", "自動精算機や院内チャットは、患者数の推移を見てから導入しても遅くありません。"],
    ],
    video: "ScMzIvxBSi4",
    services: ["クリニクス カルテ", "クリニクス予約"],
  },
  {
    title: "医療情報システムの安全管理ガイドライン第6.0版のポイント",
    author: "メディセキュア株式会社 中村 拓也",
    tags: ["セキュリティ", "ガイドライン"],
    summary: "ガイドライン第6.0版は、経営層の責任を明確にした点が大きな特徴です。",
    sections: [
      ["経営管理編", "情報セキュリティの責任者を定め、予算と体制を確保することが経営層に求められます。"],
      ["企画管理編とシステム運用編", "リスク評価、委託先の管理、障害時の手順などを具体的に定めます。"],
    ],
    services: ["メディセキュア ゼロトラスト", "あおばセキュリティ診断"],
  },
  {
    title: "訪問看護ステーションの記録業務を効率化するコツ",
    author: "株式会社ホームドクターズ 山田 陽子",
    tags: ["在宅医療", "訪問看護", "業務効率化"],
    summary: "訪問後の記録作成で残業が続いていませんか。現場で効果のあった工夫をご紹介します。",
    sections: [
      ["移動中に音声で記録", "車での移動中に音声で要点を残し、事業所に戻ってから整えるだけで時間が短縮できます。"],
      ["報告書は自動作成", "日々の記録から月次の報告書を自動で作成できるシステムを選びましょう。"],
    ],
    gated: [
      "音声入力を取り入れたステーションでは、1日あたりの記録時間が約40分減りました。",
      "会員限定：訪問看護記録の入力テンプレート集をご紹介しています。",
    ],
    services: ["ホームドクターズ 訪問看護記録"],
  },
  {
    title: "キャッシュレス決済の導入で知っておきたい手数料の話",
    author: "医療ITナビ編集部",
    tags: ["キャッシュレス", "経営分析"],
    summary: "キャッシュレス決済は便利な一方、決済手数料がかかります。医療機関での考え方を整理しました。",
    sections: [
      ["手数料の相場", "クレジットカードの決済手数料は、医療機関向けでおおむね1〜3%程度です。"],
      ["導入効果との比較", "釣り銭の準備や現金管理の手間が減ることも含めて、総合的に判断しましょう。"],
    ],
    services: ["ペイメディ キャッシュレス"],
  },
  {
    title: "小児科の予防接種スケジュール管理をシステムで",
    author: "ヘルスウェーブ株式会社 田中 美咲",
    tags: ["小児科", "電子カルテ"],
    summary: "複雑な予防接種のスケジュールを、電子カルテと予約システムで管理する方法です。",
    sections: [
      ["接種間隔の自動チェック", "ワクチンごとの接種間隔をシステムが確認し、誤接種を防ぎます。"],
      ["保護者への案内", "次回の接種時期を自動でお知らせすると、接種漏れが減ります。"],
    ],
    services: ["ヘルスウェーブ 小児科カルテ", "ウェーブ順番待ち"],
  },
  {
    title: "医療DXとは何か ― 国の施策と医療機関の対応",
    author: "医療ITナビ編集部",
    tags: ["医療DX", "ガイドライン"],
    summary: "全国医療情報プラットフォームや電子カルテ情報の標準化など、医療DXの全体像を解説します。",
    sections: [
      [
        "国が進める3つの柱",
        "全国医療情報プラットフォームの創設、電子カルテ情報の標準化、診療報酬改定DXが柱となっています。",
      ],
      ["医療機関が今できること", "オンライン資格確認と電子処方箋への対応が、医療DXの入り口になります。"],
    ],
    video: "M7lc1UVf-VE",
    services: [],
  },
  {
    title: "電子処方箋の導入手順と院内の準備",
    author: "株式会社メディカルブリッジ 佐藤 健一",
    tags: ["医療DX", "電子カルテ"],
    summary: "電子処方箋の導入には、システムの改修だけでなく院内の運用の見直しも必要です。",
    sections: [
      ["必要な準備", "HPKIカードの取得、電子カルテの改修、薬局への周知が主な準備です。"],
      ["運用の変更点", "処方内容の重複チェックの結果を診察中に確認する流れを決めておきましょう。"],
    ],
    services: ["メディブリッジEMR"],
  },
  {
    title: "見守りセンサーで夜勤の巡回はどう変わるか",
    author: "株式会社ケアノート 山本 恵",
    tags: ["介護", "見守り"],
    summary: "見守りセンサーを導入した特別養護老人ホームで、夜勤の働き方がどう変わったかをご紹介します。",
    sections: [
      ["巡回の回数が減る", "睡眠の状態を画面で確認できるため、必要なときだけ居室を訪問できるようになりました。"],
      ["転倒の早期発見", "離床を知らせる通知で、転倒の前に駆けつけられる場面が増えました。"],
    ],
    services: ["ケアノート 見守り"],
  },
  {
    title: "医療機関のネットワーク分離は必要か",
    author: "あおば医療情報株式会社 井上 真由美",
    tags: ["セキュリティ", "医療DX"],
    summary: "電子カルテ系とインターネット系のネットワークを分ける考え方と、その限界について解説します。",
    sections: [
      ["分離の目的", "外部からの侵入経路を減らし、万一の感染時に被害の範囲を限定することが目的です。"],
      ["分離だけでは不十分な理由", "保守用のVPN機器が侵入口になった事例もあり、機器の管理と更新が欠かせません。"],
    ],
    gated: [
      "被害事例の多くは、更新されていないVPN機器が入口でした。",
      "会員限定：院内ネットワーク点検のチェックシートを公開しています。",
    ],
    services: ["あおばセキュリティ診断", "メディセキュア ゼロトラスト"],
  },
  {
    title: "精神科病院の記録業務と電子カルテ",
    author: "医療ITナビ編集部",
    tags: ["電子カルテ", "精神科"],
    summary: "行動制限や入院形態の管理など、精神科特有の記録に対応した電子カルテの選び方です。",
    sections: [
      ["精神科特有の記録", "隔離や身体的拘束の記録、入院形態の変更など、法令に基づく記録が数多くあります。"],
      ["選定のポイント", "定期病状報告書などの書類を自動作成できるかを確認しましょう。"],
    ],
    services: ["メディブリッジ 精神科カルテ"],
  },
  {
    title: "透析クリニックのデータ管理を効率化する",
    author: "株式会社メディカルブリッジ 佐藤 健一",
    tags: ["電子カルテ", "透析"],
    summary: "透析条件や検査値の推移を一元管理することで、スタッフの確認作業が大きく減ります。",
    sections: [
      ["透析条件の管理", "ダイアライザーや除水量などの条件を患者さんごとに管理し、変更履歴を残します。"],
      ["検査値のグラフ化", "検査値の推移をグラフで確認できると、カンファレンスの準備が短時間で済みます。"],
    ],
    services: ["メディブリッジ 透析カルテ"],
  },
  {
    title: "健診業務のシステム化で結果報告を早く",
    author: "医療ITナビ編集部",
    tags: ["健診", "業務効率化"],
    summary: "健診結果の判定と報告書作成を自動化し、受診者への報告を早めた事例です。",
    sections: [
      ["判定の自動化", "学会の判定基準に沿って自動で判定し、医師は確認と所見の追記に集中できます。"],
      ["報告書の作成", "受診者ごとの報告書を自動で作成し、郵送やWebでの閲覧にも対応できます。"],
    ],
    services: ["メディブリッジ 健診システム"],
  },
  {
    title: "遠隔読影サービスを活用するときの注意点",
    author: "株式会社イメージリンク 小林 直樹",
    tags: ["PACS", "医用画像", "遠隔医療"],
    summary: "放射線科医の不足を補う遠隔読影サービス。依頼する側が気を付けたい点をまとめました。",
    sections: [
      ["依頼情報をそろえる", "臨床情報や過去画像を添えて依頼すると、読影の精度が上がります。"],
      ["報告までの時間", "緊急時の報告時間の目安と連絡方法を、あらかじめ取り決めておきましょう。"],
    ],
    video: "aqz-KE-bpKQ",
    services: ["イメージリンク クラウド読影"],
  },
  {
    title: "医療機関のIT予算をどう立てるか",
    author: "ドクターアナリティクス株式会社 山口 智子",
    tags: ["経営分析", "医療DX"],
    summary: "システムの更新や新規導入の予算を、中長期の計画として立てるための考え方です。",
    sections: [
      [
        "更新時期を一覧にする",
        "電子カルテ、PACS、ネットワーク機器などの更新時期を一覧にすると、投資の波が見えてきます。",
      ],
      ["補助金の活用", "医療DXに関する補助金は年度ごとに変わるため、早めに情報を集めましょう。"],
    ],
    services: [],
  },
  {
    title: "患者さんに選ばれるクリニックのWeb予約",
    author: "株式会社クリニクス 伊藤 翔",
    tags: ["予約・問診", "患者サービス"],
    summary: "Web予約の使いやすさは、新しい患者さんがクリニックを選ぶ理由の一つになっています。",
    sections: [
      ["予約までの手順を少なく", "会員登録なしで予約できるなど、予約完了までの手順を少なくすることが大切です。"],
      ["LINEとの連携", "普段使っているLINEから予約できると、若い世代の患者さんに喜ばれます。"],
    ],
    gated: [
      "Web予約を導入したクリニックでは、初診の患者さんが前年より2割増えました。",
      "会員限定：予約ページの改善前後の画面例と、問い合わせ件数の変化を掲載しています。",
    ],
    services: ["クリニクス予約"],
  },
  {
    title: "耳鼻咽喉科クリニックの検査機器連携",
    author: "医療ITナビ編集部",
    tags: ["電子カルテ", "耳鼻科"],
    summary: "聴力検査などの結果を電子カルテに自動で取り込むと、転記の手間とミスがなくなります。",
    sections: [
      ["連携できる機器", "オージオメーターや内視鏡の画像など、主な検査機器との連携に対応した製品が増えています。"],
      ["導入時の確認事項", "既存の検査機器が連携に対応しているか、機器のメーカーにも確認しましょう。"],
    ],
    services: ["クリニクス 耳鼻科カルテ"],
  },
  {
    title: "病院の勤務間インターバルを守るシフトの組み方",
    author: "株式会社ナースリンク 松本 修",
    tags: ["勤怠・シフト", "働き方改革"],
    summary: "勤務と勤務の間に十分な休息を取るためのシフト作成の工夫を紹介します。",
    sections: [
      ["インターバルの考え方", "勤務終了から次の勤務開始まで、一定の休息時間を確保する仕組みです。"],
      ["シフト作成での工夫", "夜勤明けの翌日を休みにするなど、ルールとしてシステムに登録しておくと安心です。"],
    ],
    services: ["ナースリンク シフト", "シフトメディカ 勤務表"],
  },
];

export interface DemoAdvertisement {
  readonly title: string;
  readonly description: string;
  readonly sponsor: string;
  readonly linkUrl: string;
  readonly labelStyle: 1 | 2 | 3 | 4;
  /** Days relative to the seed day (ADR 097), from midnight in Tokyo; an ad shows while starts ≤ now < ends. */
  readonly startDay: number;
  readonly endDay: number | null;
}

export const DEMO_ADVERTISEMENTS: readonly DemoAdvertisement[] = [
  {
    title: "クラウド型電子カルテ 無料デモ受付中",
    description: "診療所向けクラウド電子カルテ。オンラインで30分のデモをご覧いただけます。",
    sponsor: "株式会社ミライカルテ",
    linkUrl: "https://example.com/ads/mirai-karte",
    labelStyle: 1,
    startDay: -30,
    endDay: null,
  },
  {
    title: "医療機関向けランサムウェア対策セミナー",
    description: "バックアップと端末管理の基本を専門家が解説します。参加無料です。",
    sponsor: "メディセキュア株式会社",
    linkUrl: "https://example.com/ads/medisecure",
    labelStyle: 4,
    startDay: -30,
    endDay: null,
  },
  {
    title: "自動精算機で会計待ちゼロへ",
    description: "省スペース設計の自動精算機。導入費用のシミュレーションを無料で行います。",
    sponsor: "株式会社ペイメディ",
    linkUrl: "https://example.com/ads/paymedi",
    labelStyle: 3,
    startDay: -30,
    endDay: null,
  },
  {
    title: "看護師の勤務表作成を自動化",
    description: "複雑な勤務ルールに対応。勤務表作成の時間を大幅に短縮します。",
    sponsor: "株式会社シフトメディカ",
    linkUrl: "https://example.com/ads/shiftmedica",
    labelStyle: 2,
    startDay: -30,
    endDay: null,
  },
  {
    title: "Web問診で受付の混雑を解消",
    description: "来院前の問診で待ち時間を短縮。電子カルテへの自動転記にも対応しています。",
    sponsor: "つなぐヘルス株式会社",
    linkUrl: "https://example.com/ads/tsunagu-monshin",
    labelStyle: 1,
    startDay: -20,
    endDay: null,
  },
  {
    title: "PACSの更新をご検討中の病院さまへ",
    description: "過去画像の移行からクラウド保管まで、まとめてご相談いただけます。",
    sponsor: "株式会社イメージリンク",
    linkUrl: "https://example.com/ads/imagelink",
    labelStyle: 2,
    startDay: -20,
    endDay: null,
  },
  {
    title: "在宅医療の訪問スケジュールを自動作成",
    description: "訪問ルートと時間を自動で組み立て、移動時間を減らします。",
    sponsor: "株式会社ホームドクターズ",
    linkUrl: "https://example.com/ads/homedoctors",
    labelStyle: 3,
    startDay: -15,
    endDay: null,
  },
  {
    title: "介護記録はタブレットで",
    description: "記録から請求まで一元管理。無料トライアルは60日間です。",
    sponsor: "株式会社ケアノート",
    linkUrl: "https://example.com/ads/carenote",
    labelStyle: 4,
    startDay: -15,
    endDay: null,
  },
  {
    title: "DPCデータ分析ダッシュボード",
    description: "全国の病院とのベンチマークで、経営課題をすばやく見つけられます。",
    sponsor: "ドクターアナリティクス株式会社",
    linkUrl: "https://example.com/ads/dr-analytics",
    labelStyle: 2,
    startDay: -10,
    endDay: null,
  },
  {
    title: "院内連絡をスマートフォンに",
    description: "ナースコール連携に対応した医療機関向けビジネスチャットです。",
    sponsor: "ヘルスウェーブ株式会社",
    linkUrl: "https://example.com/ads/healthwave-chat",
    labelStyle: 1,
    startDay: -10,
    endDay: null,
  },
  {
    title: "レセプト点検をAIで効率化",
    description: "記載漏れや病名漏れを請求前に自動で指摘します。",
    sponsor: "ヘルスウェーブ株式会社",
    linkUrl: "https://example.com/ads/healthwave-receipt",
    labelStyle: 3,
    startDay: -5,
    endDay: null,
  },
  {
    title: "地域医療連携ネットワークの参加医療機関を募集中",
    description: "紹介状と検査結果を地域で安全に共有できます。",
    sponsor: "つなぐヘルス株式会社",
    linkUrl: "https://example.com/ads/tsunagu-network",
    labelStyle: 4,
    startDay: -5,
    endDay: null,
  },
  {
    title: "夏の電子カルテ乗り換えキャンペーン",
    description: "期間限定で初期費用を半額にするキャンペーンです（受付は終了しました）。",
    sponsor: "さくらメディテック株式会社",
    linkUrl: "https://example.com/ads/sakura-summer",
    labelStyle: 1,
    startDay: -90,
    endDay: -30,
  },
  {
    title: "2028年度 診療報酬改定対策セミナー",
    description: "次々回の改定に向けた準備を解説します（掲載開始前です）。",
    sponsor: "さくらメディテック株式会社",
    linkUrl: "https://example.com/ads/sakura-2028",
    labelStyle: 2,
    startDay: 3650,
    endDay: null,
  },
];

export interface DemoBanner {
  readonly title: string;
  readonly linkUrl: string;
}

/** Site banners; each gets a PC (1318×100) and a mobile (750×176) image drawn by the api. */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  { title: "医療ITのセミナー情報を毎週更新しています", linkUrl: "/seminars/list" },
  { title: "導入事例やお役立ち記事を読む", linkUrl: "/contents/list" },
  { title: "はじめての方へ 医療ITナビの使い方", linkUrl: "/guide" },
];
