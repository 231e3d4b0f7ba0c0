import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import styles from "./services.module.css";

/** The provider's questions and answers, each opened on its own. */
export function ServiceFaq({ faqs }: { readonly faqs: ServiceDetailRouteQuery["service"]["faqs"] }) {
  return (
    <section aria-labelledby="detail-faq">
      <h2 id="detail-faq">よくあるご質問</h2>
      {faqs.length === 0 ? (
        <p className="empty">よくあるご質問はまだ登録されていません。</p>
      ) : (
        <div className={styles.faq}>
          {faqs.map((f) => (
            <details key={f.question} className={styles.faqItem}>
              <summary>
                <span aria-hidden="true">Q. </span>
                {f.question}
              </summary>
              <p>
                <span aria-hidden="true">A. </span>
                {f.answer}
              </p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
