// The header keyword box (product §2.5) with suggestions as they type (issue 25 item 4, ADR 159): the
// WAI-ARIA combobox pattern (APG "editable combobox with list autocomplete"): the input is the combobox,
// the suggestions a listbox it controls, the option under the arrow keys its aria-activedescendant;
// Enter opens that option's page (or searches when none is active), Escape closes the list and keeps
// the text. Suggestions are asked for after a 200 ms pause; useQuery answers for the current keyword
// only, so a slow answer to an earlier keyword never replaces a newer one.

import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type KeywordSuggestionsQuery, useKeywordSuggestionsQuery } from "./KeywordBox.generated";
import styles from "./keyword-box.module.css";
import { LiveRegion } from "./LiveRegion";

/** The pause after the last keystroke before suggestions are asked for. */
const SUGGESTION_DELAY_MS = 200;

type Suggestion = KeywordSuggestionsQuery["searchSuggestions"][number];

const KIND_LABELS: Readonly<Record<string, string>> = {
  category: "カテゴリ",
  issue: "課題",
  service: "サービス",
  seminar: "セミナー",
  article: "コンテンツ",
};

/** The page a suggestion opens. */
export function suggestionPath(s: Pick<Suggestion, "kind" | "id">): string {
  if (s.kind === "category") return `/category/${s.id}`;
  if (s.kind === "issue") return `/services/search?tab=1&issue_id=${s.id}`;
  if (s.kind === "seminar") return `/seminars/detail/${s.id}`;
  if (s.kind === "article") return `/contents/detail/${s.id}`;
  return `/services/detail/${s.id}`;
}

/** `value` once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function KeywordBox({ onSubmitted }: { readonly onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const listId = useId();
  const [keyword, setKeyword] = useState(() => new URLSearchParams(location.search).get("keyword") ?? "");
  // Whether the visitor has typed since the box got focus or was closed (the list shows only then).
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = keyword.trim();
  const settled = useSettled(typed, SUGGESTION_DELAY_MS);
  const asking = open && settled !== "";
  const { data, loading } = useKeywordSuggestionsQuery({ variables: { keyword: settled }, skip: !asking });
  const waiting = open && typed !== "" && (typed !== settled || loading);
  const suggestions: readonly Suggestion[] = asking && !waiting ? (data?.searchSuggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  const activeOption = expanded && active >= 0 && active < suggestions.length ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(suggestion: Suggestion) {
    close();
    navigate(suggestionPath(suggestion));
    onSubmitted?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    close();
    navigate(typed ? `/search?tab=0&keyword=${encodeURIComponent(typed)}` : "/search?tab=0");
    onSubmitted?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const down = event.key === "ArrowDown";
      setActive((i) => {
        if (i < 0 || i >= count) return down ? 0 : count - 1;
        return down ? (i + 1) % count : (i - 1 + count) % count;
      });
    } else if (event.key === "Enter" && activeOption >= 0) {
      event.preventDefault();
      go(suggestions[activeOption] as Suggestion);
    } else if (event.key === "Escape" && (expanded || waiting)) {
      // Close the list only; the mobile menu, which also closes on Escape, stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  let message = "";
  if (open && typed !== "" && !waiting && asking) {
    message =
      suggestions.length > 0
        ? `候補が${suggestions.length}件あります。上下の矢印キーで選べます。`
        : "候補はありません。";
  }

  return (
    <div className={styles.combo}>
      <form className="keyword-box" aria-label="サイト内検索" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          キーワードで検索
        </label>
        <input
          id={inputId}
          type="search"
          name="keyword"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
          value={keyword}
          maxLength={KEYWORD_MAX_LENGTH}
          onChange={(e) => {
            setKeyword(e.target.value.slice(0, KEYWORD_MAX_LENGTH));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setKeyword((k) => k.trim());
            close();
          }}
          placeholder="キーワードで検索"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="keyword-box__button" aria-label="検索する">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <div id={listId} role="listbox" aria-label="検索候補" className={styles.list} hidden={!expanded}>
        {suggestions.map((s, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox (aria-activedescendant)
          <div
            key={`${s.kind}-${s.id}`}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === activeOption}
            className={styles.option}
            // Keep the focus in the box: a mouse press must not blur it (which closes the list).
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(s)}
          >
            <span className={styles.name}>{s.name}</span>
            <span className={styles.kind}>{KIND_LABELS[s.kind] ?? ""}</span>
          </div>
        ))}
      </div>
      {waiting && (
        <p className={styles.note} aria-hidden="true">
          候補を探しています…
        </p>
      )}
      {open && asking && !waiting && !expanded && (
        <p className={styles.note} aria-hidden="true">
          候補はありません。Enterキーでキーワード検索できます。
        </p>
      )}
      <LiveRegion message={message} />
    </div>
  );
}
