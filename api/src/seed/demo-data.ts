// Demo catalogue in natural Japanese. Every company and service here is fictional.

export interface DemoCategory {
  readonly name: string;
  readonly description: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { name: "電子カルテ", description: "診療記録の作成・共有を電子化し、院内の情報連携を支えるシステムです。" },
  { name: "レセコン", description: "診療報酬請求（レセプト）業務を効率化するレセプトコンピューターです。" },
  { name: "予約・問診", description: "Web予約やWeb問診で、受付の混雑と待ち時間を減らします。" },
  { name: "オンライン診療", description: "ビデオ通話による診療と、決済・処方の連携を行うサービスです。" },
  { name: "PACS・医用画像", description: "CT・MRIなどの医用画像を保管・閲覧・共有するシステムです。" },
  { name: "勤怠・シフト管理", description: "医師・看護師の勤務表作成や勤怠管理、働き方改革への対応を支援します。" },
  { name: "在宅医療", description: "訪問診療・訪問看護のスケジュールや記録をモバイルで管理します。" },
  { name: "介護記録", description: "介護施設のケア記録、請求、申し送りを一元化します。" },
  { name: "医療DX・セキュリティ", description: "ランサムウェア対策やネットワーク分離など、医療情報を守る仕組みです。" },
  { name: "地域医療連携", description: "病院・診療所・薬局間で患者情報を安全に共有するネットワークです。" },
  { name: "経営分析・DPC", description: "DPCデータや会計データから病院経営を可視化します。" },
  { name: "自動精算機・キャッシュレス", description: "会計待ちを解消する自動精算機やキャッシュレス決済です。" },
  { name: "院内コミュニケーション", description: "ナースコール連携やビジネスチャットで院内の連絡を速くします。" },
];

export const DEMO_PROVIDERS: readonly {
  name: string;
  location: string;
  capitalYen: number;
  representative: string;
  foundedOn: string;
}[] = [
  {
    name: "株式会社メディカルブリッジ",
    location: "東京都千代田区",
    capitalYen: 120_000_000,
    representative: "佐藤 健一",
    foundedOn: "2008-04-01",
  },
  {
    name: "ヘルスウェーブ株式会社",
    location: "大阪府大阪市北区",
    capitalYen: 80_000_000,
    representative: "田中 美咲",
    foundedOn: "2012-10-15",
  },
  {
    name: "株式会社ミライカルテ",
    location: "神奈川県横浜市西区",
    capitalYen: 45_000_000,
    representative: "鈴木 大輔",
    foundedOn: "2015-06-01",
  },
  {
    name: "さくらメディテック株式会社",
    location: "愛知県名古屋市中区",
    capitalYen: 300_000_000,
    representative: "高橋 由美",
    foundedOn: "1998-02-20",
  },
  {
    name: "株式会社クリニクス",
    location: "福岡県福岡市博多区",
    capitalYen: 25_000_000,
    representative: "伊藤 翔",
    foundedOn: "2018-09-03",
  },
  {
    name: "ひかり医療システム株式会社",
    location: "北海道札幌市中央区",
    capitalYen: 60_000_000,
    representative: "渡辺 誠",
    foundedOn: "2005-11-11",
  },
  {
    name: "株式会社ケアノート",
    location: "宮城県仙台市青葉区",
    capitalYen: 30_000_000,
    representative: "山本 恵",
    foundedOn: "2016-01-12",
  },
  {
    name: "メディセキュア株式会社",
    location: "東京都港区",
    capitalYen: 150_000_000,
    representative: "中村 拓也",
    foundedOn: "2010-07-07",
  },
  {
    name: "株式会社イメージリンク",
    location: "京都府京都市下京区",
    capitalYen: 90_000_000,
    representative: "小林 直樹",
    foundedOn: "2003-03-18",
  },
  {
    name: "つなぐヘルス株式会社",
    location: "広島県広島市中区",
    capitalYen: 20_000_000,
    representative: "加藤 彩",
    foundedOn: "2019-05-20",
  },
  {
    name: "株式会社シフトメディカ",
    location: "東京都渋谷区",
    capitalYen: 55_000_000,
    representative: "吉田 亮",
    foundedOn: "2014-08-08",
  },
  {
    name: "株式会社ホームドクターズ",
    location: "埼玉県さいたま市大宮区",
    capitalYen: 40_000_000,
    representative: "山田 陽子",
    foundedOn: "2013-12-01",
  },
  {
    name: "株式会社ペイメディ",
    location: "大阪府大阪市中央区",
    capitalYen: 70_000_000,
    representative: "佐々木 剛",
    foundedOn: "2011-04-25",
  },
  {
    name: "ドクターアナリティクス株式会社",
    location: "東京都中央区",
    capitalYen: 100_000_000,
    representative: "山口 智子",
    foundedOn: "2009-09-09",
  },
  {
    name: "株式会社ナースリンク",
    location: "兵庫県神戸市中央区",
    capitalYen: 35_000_000,
    representative: "松本 修",
    foundedOn: "2017-02-14",
  },
  {
    name: "あおば医療情報株式会社",
    location: "静岡県静岡市葵区",
    capitalYen: 50_000_000,
    representative: "井上 真由美",
    foundedOn: "2007-06-30",
  },
];

/** Service names per category index, with the provider index that offers each. */
export const DEMO_SERVICES: readonly { category: number; provider: number; name: string; summary: string }[] = [
  ...[
    ["ミライカルテ クラウド", 2, "診療所向けのクラウド型電子カルテ。タブレットでも快適に入力できます。"],
    ["メディブリッジEMR", 0, "中小病院向けの電子カルテ。部門システムとの連携実績が豊富です。"],
    ["さくらカルテ Hospital", 3, "200床以上の病院向け。オーダリングと看護支援を統合しています。"],
    ["クリニクス カルテ", 4, "開業医のための使いやすさを追求したシンプルな電子カルテです。"],
    ["ひかりEMR Lite", 5, "初期費用を抑えたい無床診療所向けのライトプランです。"],
    ["あおばカルテ", 15, "地域の中核病院で培ったノウハウを生かした電子カルテです。"],
    ["ヘルスウェーブ カルテ", 1, "音声入力とテンプレートで記載時間を短縮します。"],
    ["ミライカルテ 歯科", 2, "歯科医院向け。歯式入力と画像管理に対応しています。"],
    ["メディブリッジ 精神科カルテ", 0, "精神科特有の記録様式と行動制限の管理に対応しています。"],
    ["さくらカルテ Clinic", 3, "病院版の機能を診療所向けに最適化した電子カルテです。"],
    ["ひかりEMR Pro", 5, "有床診療所・中小病院向け。病棟管理機能を備えています。"],
    ["クリニクス 眼科カルテ", 4, "眼科検査機器との連携と所見スケッチに対応しています。"],
    ["あおばカルテ Cloud", 15, "院外からも安全にアクセスできるクラウド版です。"],
    ["ヘルスウェーブ 小児科カルテ", 1, "成長曲線と予防接種スケジュールを自動で管理します。"],
    ["ミライカルテ 整形外科", 2, "リハビリ計画と画像所見をひとつの画面で確認できます。"],
    ["メディブリッジ 透析カルテ", 0, "透析条件と検査値の推移をグラフで把握できます。"],
    ["さくらカルテ 産婦人科", 3, "妊婦健診と分娩記録の管理に特化しています。"],
    ["ひかりEMR 皮膚科", 5, "患部写真の時系列比較がしやすい皮膚科向けカルテです。"],
    ["クリニクス 耳鼻科カルテ", 4, "聴力検査結果の取り込みとシェーマ入力に対応しています。"],
    ["あおばカルテ 内科", 15, "生活習慣病の指導管理と検査値フォローを支援します。"],
    ["ヘルスウェーブ 心療内科", 1, "心理検査の結果管理とカウンセリング記録に対応しています。"],
    ["ミライカルテ 訪問診療", 2, "訪問先でもオフラインで記録できる電子カルテです。"],
    ["メディブリッジ 健診システム", 0, "健診結果の判定と報告書作成を自動化します。"],
  ].map(([name, provider, summary]) => ({
    category: 0,
    provider: provider as number,
    name: name as string,
    summary: summary as string,
  })),
  {
    category: 1,
    provider: 3,
    name: "さくらレセプト",
    summary: "点検機能付きのレセプトコンピューター。返戻を減らします。",
  },
  { category: 1, provider: 5, name: "ひかりレセコン", summary: "電子カルテ一体型のレセコン。改定対応も自動です。" },
  { category: 1, provider: 1, name: "ウェーブ請求アシスト", summary: "AIがレセプトの記載漏れを事前に指摘します。" },
  { category: 1, provider: 15, name: "あおば医事会計", summary: "中小病院の医事会計業務をまとめて効率化します。" },
  { category: 2, provider: 4, name: "クリニクス予約", summary: "LINEからも予約できるクリニック向け予約システムです。" },
  { category: 2, provider: 9, name: "つなぐWeb問診", summary: "来院前の問診を電子化し、カルテへ自動転記します。" },
  { category: 2, provider: 1, name: "ウェーブ順番待ち", summary: "待ち状況をスマートフォンで確認できる順番受付です。" },
  { category: 2, provider: 2, name: "ミライ問診タブレット", summary: "院内のタブレットで多言語の問診に対応します。" },
  {
    category: 3,
    provider: 0,
    name: "メディブリッジ オンライン診療",
    summary: "予約から決済、処方箋送付までを一つの画面で行えます。",
  },
  {
    category: 3,
    provider: 9,
    name: "つなぐビデオ診療",
    summary: "アプリ不要、ブラウザだけで始められるオンライン診療です。",
  },
  {
    category: 3,
    provider: 12,
    name: "ペイメディ オンライン",
    summary: "オンライン診療とクレジット決済をまとめて導入できます。",
  },
  { category: 4, provider: 8, name: "イメージリンクPACS", summary: "大容量の医用画像を高速に表示するPACSです。" },
  {
    category: 4,
    provider: 8,
    name: "イメージリンク クラウド読影",
    summary: "遠隔読影の依頼と結果返却をクラウドで完結します。",
  },
  { category: 4, provider: 3, name: "さくら画像ビューア", summary: "電子カルテから直接画像を参照できるビューアです。" },
  {
    category: 5,
    provider: 10,
    name: "シフトメディカ 勤務表",
    summary: "看護師の勤務表をルールに沿って自動作成します。",
  },
  {
    category: 5,
    provider: 10,
    name: "シフトメディカ 勤怠",
    summary: "医師の時間外労働を集計し、上限規制に対応します。",
  },
  {
    category: 5,
    provider: 14,
    name: "ナースリンク シフト",
    summary: "希望休の収集から勤務表の公開までスマートフォンで。",
  },
  {
    category: 6,
    provider: 11,
    name: "ホームドクターズ 在宅クラウド",
    summary: "訪問スケジュールとルートを自動で組み立てます。",
  },
  {
    category: 6,
    provider: 11,
    name: "ホームドクターズ 訪問看護記録",
    summary: "訪問看護の記録と報告書をスマートフォンで作成します。",
  },
  {
    category: 6,
    provider: 6,
    name: "ケアノート 在宅連携",
    summary: "多職種で在宅患者の情報をリアルタイムに共有します。",
  },
  {
    category: 7,
    provider: 6,
    name: "ケアノート 介護記録",
    summary: "介護記録をタブレットで入力し、請求まで連携します。",
  },
  { category: 7, provider: 6, name: "ケアノート 見守り", summary: "センサーと連携して夜間の巡回負担を減らします。" },
  { category: 7, provider: 14, name: "ナースリンク ケア記録", summary: "音声入力で介護記録を素早く残せます。" },
  {
    category: 8,
    provider: 7,
    name: "メディセキュア バックアップ",
    summary: "ランサムウェアに強いオフラインバックアップです。",
  },
  {
    category: 8,
    provider: 7,
    name: "メディセキュア ゼロトラスト",
    summary: "医療情報システムの安全管理ガイドラインに沿った端末管理です。",
  },
  {
    category: 8,
    provider: 15,
    name: "あおばセキュリティ診断",
    summary: "院内ネットワークの脆弱性を定期的に診断します。",
  },
  { category: 9, provider: 9, name: "つなぐ地域連携ネット", summary: "紹介状と診療情報を地域の医療機関で共有します。" },
  {
    category: 9,
    provider: 0,
    name: "メディブリッジ 連携ポータル",
    summary: "病院と診療所の予約枠をオンラインで共有します。",
  },
  {
    category: 10,
    provider: 13,
    name: "ドクターアナリティクス DPC",
    summary: "DPCデータから診療科別の収益を可視化します。",
  },
  {
    category: 10,
    provider: 13,
    name: "ドクターアナリティクス 経営ダッシュボード",
    summary: "病床稼働率や平均在院日数を毎日自動で集計します。",
  },
  {
    category: 11,
    provider: 12,
    name: "ペイメディ 自動精算機",
    summary: "会計待ちを解消する省スペースの自動精算機です。",
  },
  {
    category: 11,
    provider: 12,
    name: "ペイメディ キャッシュレス",
    summary: "クレジットカードと電子マネー、QR決済に対応します。",
  },
  { category: 12, provider: 14, name: "ナースリンク コール", summary: "ナースコールをスマートフォンで受けられます。" },
  {
    category: 12,
    provider: 1,
    name: "ウェーブ院内チャット",
    summary: "医療機関向けのセキュアなビジネスチャットです。",
  },
];

/** Extra category links: [service name, category index]. */
export const DEMO_EXTRA_LINKS: readonly (readonly [string, number])[] = [
  ["ミライカルテ 訪問診療", 6],
  ["ひかりレセコン", 0],
  ["メディブリッジ オンライン診療", 2],
  ["メディセキュア ゼロトラスト", 9],
];

export const DEMO_ADVERTISEMENTS: readonly { title: string; linkUrl: string; labelStyle: 1 | 2 | 3 | 4 }[] = [
  { title: "クラウド型電子カルテ 無料デモ受付中", linkUrl: "https://example.com/ads/mirai-karte", labelStyle: 1 },
  { title: "医療機関向けランサムウェア対策セミナー", linkUrl: "https://example.com/ads/medisecure", labelStyle: 4 },
  { title: "自動精算機で会計待ちゼロへ", linkUrl: "https://example.com/ads/paymedi", labelStyle: 3 },
  { title: "看護師の勤務表作成を自動化", linkUrl: "https://example.com/ads/shiftmedica", labelStyle: 2 },
];
