import { BOOKMARK_LIMIT } from "@iryo/domain/constants";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { Link } from "react-router";
import { Modal } from "../ui/Modal";

/** The limit modal of product §8 (1001001): shown when a 51st bookmark is refused. */
export function BookmarkLimitModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={`ブックマークは${BOOKMARK_LIMIT}件までです`}
      onClose={onClose}
      actions={
        <Link to="/bookmark" className="button button--primary" onClick={onClose}>
          ブックマーク一覧へ
        </Link>
      }
    >
      <p>{errorMessage("1001001")}</p>
    </Modal>
  );
}
