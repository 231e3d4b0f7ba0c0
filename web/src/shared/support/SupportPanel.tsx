import { CHATBOT_SEARCH_DEBOUNCE_MS } from "@iryo/domain/constants";
import { rankSupportAnswers, SUPPORT_ANSWERS } from "@iryo/domain/support-answers";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import styles from "./support-assistant.module.css";

/** Questions offered before anything is typed. */
const SUGGESTED = SUPPORT_ANSWERS.slice(0, 3);

/** The assistant's panel: a search box, the ranked answers with their pages, or the way to a person. */
export default function SupportPanel({
  id,
  onClose,
  onNavigate,
}: {
  readonly id: string;
  readonly onClose: () => void;
  /** A link of the panel was followed: close without taking the focus back to the button. */
  readonly onNavigate: () => void;
}) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  // Ranked once the visitor pauses typing, not on every key (product §2.5).
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), CHATBOT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const answers = useMemo(() => rankSupportAnswers(query), [query]);
  const searched = query.trim() !== "";

  return (
    <section id={id} className={styles.supportPanel} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <header className={styles.supportHeader}>
        <h2 id={titleId}>サポート</h2>
        <button type="button" className={styles.supportClose} onClick={onClose} aria-label="サポートを閉じる">
          ×
        </button>
      </header>
      <label htmlFor={inputId} className={styles.supportLabel}>
        ご質問のキーワードを入力してください
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.supportInput}
        value={text}
        maxLength={50}
        placeholder="例：パスワード、退会、比較"
        onChange={(event) => setText(event.target.value)}
      />
      <p className="visually-hidden" role="status">
        {searched ? (answers.length > 0 ? `${answers.length}件の回答があります` : "回答が見つかりませんでした") : ""}
      </p>
      {!searched ? (
        <div className={styles.supportBody}>
          <p className={styles.supportHint}>よくあるご質問</p>
          <ul className={styles.supportSuggestions}>
            {SUGGESTED.map((a) => (
              <li key={a.id}>
                <button type="button" className={styles.supportSuggestion} onClick={() => setText(a.question)}>
                  {a.question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : answers.length > 0 ? (
        <ul className={`${styles.supportBody} ${styles.supportAnswers}`} aria-label="回答">
          {answers.map((a) => (
            <li key={a.id} className={styles.supportAnswer}>
              <h3>{a.question}</h3>
              <p>{a.answer}</p>
              <Link to={a.page.path} onClick={onNavigate}>
                {a.page.label}で詳しく見る
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.supportBody}>
          <p>お探しの回答が見つかりませんでした。別のことばでお試しいただくか、次の窓口をご利用ください。</p>
          <ul className={styles.supportContacts}>
            <li>
              <Link to="/concierge" onClick={onNavigate}>
                コンシェルジュに相談する（会員の方）
              </Link>
            </li>
            <li>
              <a href="mailto:support@iryo-it-navi.example">お問い合わせ窓口にメールする</a>
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
