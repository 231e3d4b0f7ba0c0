import { isMyPagePath } from "@iryo/domain/session-navigation";
import { useLocation, useNavigate } from "react-router";
import { useSignOut } from "./use-me";

/** Signs out; from the my-page area the member goes home (product §2.4). */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    await signOut();
    if (isMyPagePath(pathname)) navigate("/", { replace: true });
  };
}
