import { useState } from "react";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { showToast } from "../../shared/toast/toast-store";
import { useAddToConsiderationMutation } from "./Consideration.generated";

/** Adds a service to the member's consideration list (/review). */
export function AddToConsiderationButton({ serviceId }: { readonly serviceId: string }) {
  const [add, { loading }] = useAddToConsiderationMutation({ refetchQueries: ["ConsiderationListRouteQuery"] });
  const [added, setAdded] = useState(false);
  return (
    <button
      type="button"
      className="button"
      disabled={loading || added}
      onClick={async () => {
        try {
          await add({ variables: { serviceId } });
          setAdded(true);
          showToast("success", "検討リストに追加しました。");
        } catch (e) {
          showToast("error", appErrorOf(e).message);
        }
      }}
    >
      {added ? "検討リストに追加済み" : "検討リストに追加"}
    </button>
  );
}
