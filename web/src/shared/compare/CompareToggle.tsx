import { COMPARE_FULL_MESSAGE } from "@iryo/domain/service-catalog";
import { useServiceEvent } from "../service-events/use-service-events";
import { showToast } from "../toast/toast-store";
import styles from "./compare.module.css";
import { addToCompare, removeFromCompare, useCompareList } from "./compare-store";

/** "比較に追加" / "比較から外す" for one service. */
export function CompareToggle({ id, name }: { readonly id: string; readonly name: string }) {
  const list = useCompareList();
  const chosen = list.some((e) => e.id === id);
  const record = useServiceEvent();
  return (
    <button
      type="button"
      className={chosen ? `button compare-toggle ${styles.compareToggleOn}` : "button compare-toggle"}
      aria-pressed={chosen}
      aria-label={chosen ? `${name}を比較から外す` : `${name}を比較に追加`}
      onClick={() => {
        if (chosen) {
          removeFromCompare(id);
          return;
        }
        const added = addToCompare({ id, name });
        if (added === "full") showToast("error", COMPARE_FULL_MESSAGE);
        else if (added === "added") record(id, "compare_add");
      }}
    >
      {chosen ? "比較から外す" : "比較に追加"}
    </button>
  );
}
