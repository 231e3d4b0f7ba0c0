import { isMyPagePath } from "@iryo/domain/session-navigation";
import { useLocation, useNavigate } from "react-router";
import { useSignOut } from "./use-me";

/** Signs out; from the my-page area the member goes home (product §2.4). */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    // Home first: once `me` reads signed out, the my-page guard would send the page to the login form,
    // and which of the two navigations came last would depend on when React renders the new `me`.
    if (isMyPagePath(pathname)) navigate("/", { replace: true });
    await signOut();
  };
}
