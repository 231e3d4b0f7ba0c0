import { useState } from "react";
import { runWithToast } from "../toast/run-with-toast";
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
      onClick={() =>
        runWithToast(async () => {
          await add({ variables: { serviceId } });
          setAdded(true);
        }, "検討リストに追加しました。")
      }
    >
      {added ? "検討リストに追加済み" : "検討リストに追加"}
    </button>
  );
}
