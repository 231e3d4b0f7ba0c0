import type { Step } from "./apply-form";
import styles from "./negotiations.module.css";

/** Where the member is in the application: 入力, 確認, 完了. */
export function ApplySteps({ step }: { readonly step: Step }) {
  return (
    <ol className={styles.steps} aria-label="お申し込みの流れ">
      {(["input", "confirm", "complete"] as const).map((s, i) => (
        <li key={s} aria-current={step === s ? "step" : undefined}>
          {i + 1}. {s === "input" ? "入力" : s === "confirm" ? "確認" : "完了"}
        </li>
      ))}
    </ol>
  );
}
