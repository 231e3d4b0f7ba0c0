// The medical-IT vocabulary of the service search (issue 25, ADR 108), kept as data: words that mean the
// same thing, the readings people type in kana, the problems that name what solves them, and the filler
// words that say little about what is wanted. Spelling does not matter here (every word is folded with
// foldSearchText before use: width, case and katakana/hiragana are ignored). Add words as they are seen in
// searches; @iryo/domain/search-query reads this file, and its tests keep the entries well formed.

/**
 * Groups of words that mean the same thing to the people who search: a term of a group finds what any
 * term of the group finds. The first word is the group's head (usually the catalogue's own word).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["電子カルテ", "電カル", "カルテ", "EMR", "EHR", "電子診療録", "カルテシステム", "診療録", "電子カルテシステム"],
  ["レセコン", "レセプトコンピュータ", "レセプトコンピューター", "レセプト", "医事会計", "医事システム", "医事"],
  ["Web問診", "AI問診", "ウェブ問診", "ネット問診", "事前問診", "問診システム", "問診票"],
  ["予約", "予約システム", "Web予約", "ネット予約", "予約受付", "受付システム"],
  ["順番待ち", "順番受付", "順番管理", "順番予約", "呼び出し"],
  ["オンライン診療", "オンライン診察", "遠隔診療", "遠隔診察", "ビデオ診療", "ビデオ診察", "ビデオ通話", "テレビ診療"],
  ["PACS", "画像管理", "医用画像", "画像診断", "画像ビューア", "レントゲン", "レントゲン画像", "X線", "CT", "MRI"],
  ["読影", "遠隔読影", "画像診断"],
  ["RIS", "放射線", "放射線部門"],
  ["勤怠", "勤怠管理", "勤怠・シフト管理", "出退勤", "タイムカード", "時間外労働", "労働時間", "宿日直"],
  ["シフト", "シフト管理", "シフト表", "勤務表", "勤務割", "勤務シフト"],
  ["在宅医療", "在宅", "訪問診療", "往診"],
  ["訪問看護", "訪看", "訪問看護記録"],
  ["介護記録", "ケア記録", "介護ソフト", "介護システム", "ケアレコード", "介護"],
  ["見守り", "見守りセンサー", "見守りシステム", "離床センサー", "ベッドセンサー"],
  [
    "セキュリティ",
    "情報セキュリティ",
    "サイバーセキュリティ",
    "サイバー攻撃",
    "ランサムウェア",
    "不正アクセス",
    "ウイルス",
    "マルウェア",
  ],
  ["地域医療連携", "地域連携", "医療連携", "病診連携", "地域医療ネットワーク", "紹介状", "診療情報提供書", "逆紹介"],
  ["PHR", "パーソナルヘルスレコード", "健康記録"],
  ["経営分析", "経営", "病院経営", "経営改善", "DPC", "DPC分析", "原価計算", "損益"],
  ["病床管理", "ベッドコントロール", "空床管理", "入退院管理", "病床"],
  ["在庫管理", "在庫", "棚卸", "物品管理", "在庫分析"],
  ["自動精算機", "自動精算", "セルフ精算", "精算機", "セルフレジ", "自動会計"],
  ["キャッシュレス", "キャッシュレス決済", "クレジットカード", "クレジット決済", "電子マネー", "QR決済", "カード決済"],
  ["後払い", "後払いサービス", "会計なし", "会計レス"],
  ["院内コミュニケーション", "院内チャット", "ビジネスチャット", "チャット"],
  ["ナースコール", "ナースコール連携"],
  ["PHS", "院内PHS", "院内携帯", "スマートフォン内線"],
  ["申し送り", "申送り", "引き継ぎ", "引継ぎ"],
  ["電話受付", "電話対応", "電話応対", "電話予約", "自動音声", "ボイスボット", "AI電話"],
  ["音声入力", "音声認識", "ディクテーション"],
  ["健診", "健康診断", "検診", "人間ドック", "健診システム"],
  ["電子処方箋", "処方箋", "電子処方"],
  ["服薬指導", "オンライン服薬指導", "服薬"],
  ["薬局", "調剤薬局", "調剤", "保険薬局", "ドラッグストア"],
  ["歯科", "歯医者", "歯科医院", "デンタル", "歯科クリニック"],
  ["眼科", "目医者"],
  ["小児科", "小児"],
  ["精神科", "心療内科", "メンタルクリニック", "精神"],
  ["耳鼻科", "耳鼻咽喉科"],
  ["整形外科", "整形"],
  ["産婦人科", "産科", "婦人科"],
  ["リハビリ", "リハビリテーション", "リハ"],
  ["多言語", "外国人", "外国語", "翻訳", "通訳", "インバウンド"],
  ["Wi-Fi", "WiFi", "無線LAN", "無線"],
  ["バックアップ", "データ保全", "オフラインバックアップ"],
  ["クラウド", "Cloud", "クラウド型"],
  ["病院", "Hospital", "中小病院"],
  ["診療所", "クリニック", "Clinic", "医院", "無床診療所", "開業医"],
  ["介護施設", "介護事業所", "老人ホーム", "特養", "老健", "グループホーム"],
];

/**
 * How people type the words of the catalogue in kana (a reading table for the dictionary's terms): a
 * reading finds what its word finds. Folding already maps katakana to hiragana, so one entry serves both.
 */
export const SEARCH_READINGS: readonly (readonly [word: string, reading: string])[] = [
  ["電子カルテ", "でんしかるて"],
  ["電カル", "でんかる"],
  ["医事会計", "いじかいけい"],
  ["問診", "もんしん"],
  ["予約", "よやく"],
  ["遠隔診療", "えんかくしんりょう"],
  ["画像管理", "がぞうかんり"],
  ["読影", "どくえい"],
  ["勤怠", "きんたい"],
  ["勤務表", "きんむひょう"],
  ["在宅医療", "ざいたくいりょう"],
  ["訪問看護", "ほうもんかんご"],
  ["介護記録", "かいごきろく"],
  ["見守り", "みまもり"],
  ["地域連携", "ちいきれんけい"],
  ["紹介状", "しょうかいじょう"],
  ["経営分析", "けいえいぶんせき"],
  ["病床管理", "びょうしょうかんり"],
  ["在庫管理", "ざいこかんり"],
  ["自動精算機", "じどうせいさんき"],
  ["後払い", "あとばらい"],
  ["申し送り", "もうしおくり"],
  ["音声入力", "おんせいにゅうりょく"],
  ["健診", "けんしん"],
  ["処方箋", "しょほうせん"],
  ["薬局", "やっきょく"],
  ["歯科", "しか"],
  ["眼科", "がんか"],
  ["小児科", "しょうにか"],
  ["精神科", "せいしんか"],
  ["透析", "とうせき"],
  ["病院", "びょういん"],
  ["診療所", "しんりょうじょ"],
];

/**
 * Words that lead to other words: mostly problems (課題) people search for and the words of what solves
 * them, and a few neighbours (RIS → PACS). A word here finds what the words it leads to find, ranked
 * below the services that hold the word itself.
 */
export const SEARCH_RELATED: readonly { readonly words: readonly string[]; readonly leadsTo: readonly string[] }[] = [
  {
    words: ["待ち時間", "待ち時間短縮", "待ち時間対策", "混雑", "行列"],
    leadsTo: ["順番待ち", "自動精算機", "後払い", "予約", "Web問診", "会計待ち"],
  },
  { words: ["会計待ち", "会計の待ち時間", "会計の混雑"], leadsTo: ["自動精算機", "後払い", "キャッシュレス"] },
  {
    words: ["未収金", "未払い", "取りっぱぐれ", "未収"],
    leadsTo: ["後払い", "キャッシュレス", "自動精算機", "医事会計"],
  },
  {
    words: ["ペーパーレス", "ペーパーレス化", "紙カルテ", "紙の記録", "電子化"],
    leadsTo: ["Web問診", "電子カルテ", "介護記録", "訪問看護記録"],
  },
  {
    words: ["医師の働き方改革", "働き方改革", "長時間労働", "残業", "上限規制", "過重労働"],
    leadsTo: ["勤怠", "時間外労働", "宿日直"],
  },
  {
    words: ["返戻", "査定", "請求漏れ", "算定漏れ", "レセプト点検", "返戻削減"],
    leadsTo: ["レセプト", "点検", "記載漏れ"],
  },
  { words: ["無断キャンセル", "ドタキャン", "予約忘れ"], leadsTo: ["リマインド", "予約"] },
  { words: ["電話が多い", "電話がつながらない", "電話対応"], leadsTo: ["電話受付", "Web予約"] },
  { words: ["転倒", "転落", "夜間巡回", "夜勤負担"], leadsTo: ["見守り", "センサー"] },
  {
    words: ["情報漏えい", "サイバー攻撃", "ランサムウェア", "ランサムウェア対策"],
    leadsTo: ["バックアップ", "ゼロトラスト", "脆弱性", "ネットワーク", "監視"],
  },
  { words: ["人手不足", "採用難", "業務効率化", "記録時間"], leadsTo: ["音声入力", "自動", "テンプレート"] },
  { words: ["順番待ち", "順番受付"], leadsTo: ["予約"] },
  { words: ["RIS", "放射線"], leadsTo: ["PACS", "画像管理"] },
  { words: ["EHR"], leadsTo: ["地域医療連携"] },
  { words: ["介護施設"], leadsTo: ["介護記録", "見守り"] },
  { words: ["医療DX", "オンライン資格確認"], leadsTo: ["電子処方箋", "オンライン診療", "地域連携", "セキュリティ"] },
];

/**
 * Words that say little about what is wanted ("ソフト", "対策", "導入" …): they still match, so that they
 * break ties, but a query does not need them to match, and they never outweigh a word that does.
 */
export const SEARCH_FILLER_WORDS: readonly string[] = [
  "ソフト",
  "ソフトウェア",
  "システム",
  "ツール",
  "サービス",
  "アプリ",
  "クラウドサービス",
  "製品",
  "導入",
  "比較",
  "おすすめ",
  "オススメ",
  "ランキング",
  "価格",
  "料金",
  "費用",
  "無料",
  "対策",
  "解消",
  "削減",
  "短縮",
  "改善",
  "効率化",
  "作成",
  "更新",
  "管理",
  "対応",
  "向け",
  "用",
  "患者",
  "医療",
  "医療機関",
  "機能",
  "連携",
];
