// Japanese search text (issue 4 "Japanese search"): one folding for the stored search column and for
// the typed keyword, so that ﾃﾞﾝｼｶﾙﾃ, デンシカルテ and でんしかるて all match one another.
//
// The database computes the same folding in SQL (api/migrations/021_service_search.sql,
// `search_fold(text)`); the two must stay identical, and api tests compare them.

/** First and last katakana that have a hiragana twin (ァ U+30A1 … ヶ U+30F6), and ヽ ヾ. */
const KATAKANA_FIRST = 0x30a1;
const KATAKANA_LAST = 0x30f6;
const KATAKANA_ITERATION_FIRST = 0x30fd;
const KATAKANA_ITERATION_LAST = 0x30fe;
/** ASCII white space only (NFKC already turned the ideographic and no-break spaces into " "). */
const WHITE_SPACE_RUN = /[ \t\n\r\f\v]+/g;
const EDGE_SPACES = /^ | $/g;
/** Katakana and their hiragana twins lie this far apart in Unicode. */
const KANA_OFFSET = 0x60;

/** Katakana → hiragana, one code point at a time; everything else (ー, ヷ, kanji, ASCII) is kept. */
export function katakanaToHiragana(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    const inMain = cp >= KATAKANA_FIRST && cp <= KATAKANA_LAST;
    const inIteration = cp >= KATAKANA_ITERATION_FIRST && cp <= KATAKANA_ITERATION_LAST;
    out += inMain || inIteration ? String.fromCodePoint(cp - KANA_OFFSET) : ch;
  }
  return out;
}

/**
 * The folded form of a text for searching: NFKC (half-width kana and full-width Latin become their
 * ordinary forms), ASCII upper case to lower case (only ASCII, so that the database gives the same
 * answer under any locale), katakana to hiragana, and white space runs to one space, trimmed.
 */
export function foldSearchText(text: string): string {
  const nfkc = text.normalize("NFKC");
  const lower = nfkc.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return katakanaToHiragana(lower).replace(WHITE_SPACE_RUN, " ").replace(EDGE_SPACES, "");
}

/** The terms of a keyword, folded: split at white space, empty ones dropped, duplicates removed. */
export function searchTerms(keyword: string): string[] {
  const folded = foldSearchText(keyword);
  if (folded === "") return [];
  return [...new Set(folded.split(" "))];
}

/**
 * Terms this short (in characters) cannot use a trigram index: they are matched by position on the
 * folded column instead (see docs/decisions/ on Japanese search).
 */
export const SHORT_TERM_MAX_LENGTH = 2;

/** Whether a folded term is too short for the trigram index. */
export function isShortTerm(term: string): boolean {
  return [...term].length <= SHORT_TERM_MAX_LENGTH;
}

/** ASCII letters and digits: a Latin word ends where they end ("ris" is not a word of "enterprise"). */
const LATIN_CHAR = /[a-z0-9]/;
/**
 * Small kana, folded (the characters of a SQL bracket expression): a kana word that stops just before one
 * stops inside a syllable (かるて|っく, the brand カルテック, does not hold the word かるて), while ー may follow
 * (せきゅりてぃ in せきゅりてぃー).
 */
export const SMALL_KANA_CLASS = "ぁぃぅぇぉっゃゅょゎゕゖ";
const SMALL_KANA = new RegExp(`[${SMALL_KANA_CLASS}]`);
const KANA_CHAR = /[\u3041-\u309f]/;

/** Which edges of a folded word must be word edges where it is found. */
export interface WordEdges {
  /** It starts with a Latin letter or digit: none may come before it. */
  readonly latinStart: boolean;
  /** It ends with a Latin letter or digit: none may come after it. */
  readonly latinEnd: boolean;
  /** It ends with kana: no small kana may come after it. */
  readonly kanaEnd: boolean;
}

export function wordEdgesOf(word: string): WordEdges {
  const last = word[word.length - 1] ?? "";
  return { latinStart: LATIN_CHAR.test(word[0] ?? ""), latinEnd: LATIN_CHAR.test(last), kanaEnd: KANA_CHAR.test(last) };
}

/**
 * Whether the folded word found at folded text[from, to) stands on word edges there: a Latin word is not
 * cut out of a longer Latin word (RIS in Enterprise), a kana word does not end inside a syllable (カルテ in
 * カルテック). The one rule of the service search's ranking, the SQL match and the marked matches.
 */
export function onWordEdges(text: string, from: number, to: number, edges: WordEdges): boolean {
  if (edges.latinStart && LATIN_CHAR.test(text[from - 1] ?? "")) return false;
  if (edges.latinEnd && LATIN_CHAR.test(text[to] ?? "")) return false;
  return !(edges.kanaEnd && SMALL_KANA.test(text[to] ?? ""));
}
