// The support assistant's answers (product §2.5): a self-hosted assistant, because hospital networks
// block third-party chat scripts. The answers are this document, taken from the FAQ, the usage guide
// and the review guidelines; the FAQ page renders FAQ_ITEMS itself so the two never drift (ADR 141).

import { HOUR_MS, RESET_LINK_VALID_MS } from "./constants.js";
import { foldSearchText } from "./search-text.js";

/** A question and answer of the FAQ page (/faq). `keywords` are other ways a visitor may type it. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
  readonly keywords: readonly string[];
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: "利用に費用はかかりますか。",
    answer: "サービスの検索・比較、会員登録、資料請求、商談のお申し込みはすべて無料です。",
    keywords: ["無料", "料金", "費用", "お金", "りょうきん"],
  },
  {
    question: "会員登録できるのはどのような人ですか。",
    answer:
      "病院・診療所・介護施設・薬局などにお勤めの方を対象としています。ご登録の際に勤務先の情報をご入力いただきます。",
    keywords: ["会員登録", "登録", "対象", "かいいん", "とうろく"],
  },
  {
    question: "パスワードを忘れました。",
    answer: `ログイン画面の「パスワードをお忘れの方」からメールアドレスを入力すると、パスワード再設定用のリンクをメールでお送りします。リンクは${RESET_LINK_VALID_MS / HOUR_MS}時間有効です。リンクを開き、新しいパスワードを設定してください。`,
    keywords: ["パスワード", "ログインできない", "再設定", "忘れた"],
  },
  {
    question: "レビューの本文が読めません。",
    answer:
      "レビューの本文は会員の方のみお読みいただけます。会員登録（無料）またはログインのうえ、もう一度ご覧ください。",
    keywords: ["口コミ", "レビュー", "評価", "くちこみ"],
  },
  {
    question: "比較できるサービスは何件までですか。",
    answer: "一度に最大5件まで比較できます。比較に追加したサービスは、ページを移動しても保持されます。",
    keywords: ["比較", "ひかく", "何件", "上限"],
  },
  {
    question: "広告と通常の掲載はどう見分けられますか。",
    answer:
      "広告には必ず「広告」または「PR」のラベルを表示しています。検索結果の並び順は広告の有無によって変わりません。",
    keywords: ["広告", "PR", "並び順", "こうこく"],
  },
  {
    question: "セミナーへの参加申し込みはどうすればよいですか。",
    answer:
      "セミナーの詳細ページから、受付中のセミナーにお申し込みいただけます。受付終了後のセミナーはアーカイブ配信をご覧いただける場合があります。",
    keywords: ["セミナー", "申し込み", "アーカイブ", "ウェビナー"],
  },
  {
    question: "退会したいときはどうすればよいですか。",
    answer:
      "マイページの設定から退会の手続きができます。投稿済みの評価の扱いについても手続きの画面でご案内しています。",
    keywords: ["退会", "解約", "アカウント削除", "たいかい"],
  },
];

/** One answer of the assistant, with the page that says it in full. */
export interface SupportAnswer {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly keywords: readonly string[];
  readonly page: { readonly path: string; readonly label: string };
}

const FAQ_PAGE = { path: "/faq", label: "よくあるご質問" };
const GUIDE_PAGE = { path: "/guide", label: "ご利用ガイド" };
const GUIDELINES_PAGE = { path: "/review-guidelines", label: "レビュー掲載ガイドライン" };

export const SUPPORT_ANSWERS: readonly SupportAnswer[] = [
  ...FAQ_ITEMS.map((item, i) => ({ id: `faq-${i + 1}`, ...item, page: FAQ_PAGE })),
  {
    id: "guide-search",
    question: "サービスはどうやって探せますか。",
    answer: "カテゴリ、課題、診療科・職種から探せます。画面上部の検索窓にキーワードを入力して探すこともできます。",
    keywords: ["探す", "検索", "カテゴリ", "さがす"],
    page: GUIDE_PAGE,
  },
  {
    id: "guide-material",
    question: "資料請求や商談の申し込みはどうすればよいですか。",
    answer:
      "サービスの詳細ページから資料のダウンロードや商談の申し込みができます。日程の調整やメッセージのやり取りはマイページで行えます。",
    keywords: ["資料", "ダウンロード", "商談", "しりょう"],
    page: GUIDE_PAGE,
  },
  {
    id: "guidelines-who",
    question: "レビューを投稿できるのは誰ですか。",
    answer:
      "実際にサービスを利用している、または利用していた医療機関・介護施設の会員の方に限ります。事業者とその関係者は投稿できません。",
    keywords: ["口コミ", "投稿", "レビュー", "くちこみ"],
    page: GUIDELINES_PAGE,
  },
  {
    id: "guidelines-review",
    question: "投稿したレビューはいつ掲載されますか。",
    answer:
      "運営事務局が内容を確認したうえで公開します。ガイドラインに沿わない場合は非公開とし、理由をお知らせします。",
    keywords: ["掲載", "非公開", "審査", "けいさい"],
    page: GUIDELINES_PAGE,
  },
];

/** Weights of a matched piece in the question, the keywords and the answer. */
const QUESTION_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const ANSWER_WEIGHT = 1;
/** At least this share of the typed text's pieces must appear in an answer for it to be shown. */
const MIN_MATCHED_SHARE = 0.5;
const PUNCTUATION = /[、。，．,.!?！？「」『』（）()・]/gu;

/**
 * The pieces of a folded text: the character pairs of each word, since Japanese has no spaces
 * between words (a one-character word stands for itself).
 */
function pieces(text: string): string[] {
  const words = foldSearchText(text.replace(PUNCTUATION, " ")).split(" ").filter(Boolean);
  const out = words.flatMap((word) => {
    const chars = [...word];
    return chars.length === 1 ? chars : chars.slice(1).map((ch, i) => `${chars[i]}${ch}`);
  });
  return [...new Set(out)];
}

/**
 * The answers for what a visitor typed, best first: each character pair of the folded query scores by
 * where it appears (question, keywords, answer), folded the same way, so 「ぱすわーど」 finds パスワード.
 */
export function rankSupportAnswers(
  query: string,
  answers: readonly SupportAnswer[] = SUPPORT_ANSWERS,
  limit = 5,
): SupportAnswer[] {
  const wanted = pieces(query);
  if (wanted.length === 0) return [];
  const scored = answers.map((a, order) => {
    const question = foldSearchText(a.question);
    const keywords = foldSearchText(a.keywords.join(" "));
    const answer = foldSearchText(a.answer);
    let score = 0;
    let matched = 0;
    for (const piece of wanted) {
      const weight = question.includes(piece)
        ? QUESTION_WEIGHT
        : keywords.includes(piece)
          ? KEYWORD_WEIGHT
          : answer.includes(piece)
            ? ANSWER_WEIGHT
            : 0;
      score += weight;
      if (weight > 0) matched += 1;
    }
    return { a, order, score, share: matched / wanted.length };
  });
  return scored
    .filter((s) => s.share >= MIN_MATCHED_SHARE)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, limit)
    .map((s) => s.a);
}
