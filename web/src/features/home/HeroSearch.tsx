import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { type FormEvent, memo, useId, useState } from "react";
import { useNavigate } from "react-router";
import styles from "./home.module.css";

/** The hero's keyword search: the same global search as the header's box. */
export const HeroSearch = memo(function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [keyword, setKeyword] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? `/search?tab=0&keyword=${encodeURIComponent(trimmed)}` : "/search?tab=0");
  }
  return (
    <form className={styles.heroSearch} aria-label="サービスを探す" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        サービス名・キーワード
      </label>
      <input
        id={inputId}
        type="search"
        value={keyword}
        maxLength={KEYWORD_MAX_LENGTH}
        onChange={(e) => setKeyword(e.target.value.slice(0, KEYWORD_MAX_LENGTH))}
        placeholder="例：電子カルテ、Web問診、勤怠管理"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary">
        探す
      </button>
    </form>
  );
});
