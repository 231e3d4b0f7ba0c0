import { useEffect } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import type { ErrorNavigation } from "./apollo";

let navigate: NavigateFunction | undefined;

/** Lends the router's navigate to code outside React (the Apollo error link); renders nothing. */
export function NavigationBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
    return () => {
      if (navigate === routerNavigate) navigate = undefined;
    };
  }, [routerNavigate]);
  return null;
}

/** Navigation for the error link: the router's when mounted, `pageLoad` otherwise. */
export function createAppNavigation(pageLoad: (path: string) => void): ErrorNavigation {
  return {
    replace(path) {
      if (navigate) void navigate(path, { replace: true });
      else pageLoad(path);
    },
  };
}

export const appNavigation = createAppNavigation((path) => window.location.replace(path));
