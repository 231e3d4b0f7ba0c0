// Articles written by a provider's staff (ADR 163): a version holds the body and its before-login and
// after-login blocks apart; approval writes them into one editor HTML body, the blocks as top-level
// `<div data-visibility="…">` elements that the BFF keeps or removes for the viewer (product §6).

import { VISIBILITY_ATTRIBUTE } from "./editor-html-policy.js";

/** Title, summary and body limits (characters), and the most tags and linked services of one article. */
export const ARTICLE_TITLE_MAX = 100;
export const ARTICLE_SUMMARY_MAX = 300;
export const ARTICLE_BODY_MAX = 50_000;
export const ARTICLE_BLOCK_MAX = 20_000;
export const ARTICLE_TAG_MAX = 50;
export const ARTICLE_TAG_LIMIT = 10;
export const ARTICLE_SERVICE_LIMIT = 20;

/** The Japanese labels of an article's diff, in order. */
export const ARTICLE_LABELS: Readonly<Record<string, string>> = {
  title: "タイトル",
  summary: "概要",
  body_html: "本文（HTML）",
  before_login_html: "ログイン前のみ表示する内容（HTML）",
  after_login_html: "ログイン後のみ表示する内容（HTML）",
  tags: "タグ",
  services: "紐づけるサービス",
  status: "公開状態",
};

/** The parts of an article's body as staff edit them (each already cleaned). */
export interface ArticleBodyParts {
  readonly body_html: string;
  readonly before_login_html: string;
  readonly after_login_html: string;
}

/** The stored body: the common part, then the before-login block, then the after-login block (empty ones left out). */
export function composeArticleBody(parts: ArticleBodyParts): string {
  const block = (visibility: string, html: string) =>
    html.trim() === "" ? "" : `<div ${VISIBILITY_ATTRIBUTE}="${visibility}">${html}</div>`;
  return [
    parts.body_html,
    block("before-login", parts.before_login_html),
    block("after-login", parts.after_login_html),
  ].join("");
}

/** Tags as stored: trimmed, empty ones dropped, each once, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ""))];
}
