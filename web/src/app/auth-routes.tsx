// The routes of identity and membership (product §2.2, §2.3), spread into the app router.

import { Navigate, type RouteObject, useParams } from "react-router";
import { PublicOnly, RequireLogin } from "../shared/session/guards";
import { lazyPage } from "./lazy-page";

const LoginRoute = lazyPage(() => import("../features/auth/LoginRoute"));
const RegisterEmailRoute = lazyPage(() => import("../features/auth/RegisterEmailRoute"));
const ConfirmCodeRoute = lazyPage(() => import("../features/auth/ConfirmCodeRoute"));
const ForgotPasswordRoute = lazyPage(() => import("../features/auth/ForgotPasswordRoute"));
const ResetPasswordRoute = lazyPage(() => import("../features/auth/ResetPasswordRoute"));
const RegisterMembershipRoute = lazyPage(() => import("../features/membership/RegisterMembershipRoute"));
const ChangePreMemberInformationRoute = lazyPage(
  () => import("../features/membership/ChangePreMemberInformationRoute"),
);
const AgreeTermsRoute = lazyPage(() => import("../features/membership/AgreeTermsRoute"));
const ConfirmCodeUpdateRoute = lazyPage(() => import("../features/membership/ConfirmCodeUpdateRoute"));

/** The private material-download route goes to the public one with the same id (product §2.4). */
function MaterialDownloadLoginRedirect() {
  const { id = "" } = useParams();
  return <Navigate to={`/services/material_download/${encodeURIComponent(id)}`} replace />;
}

const publicOnly = (path: string, element: React.ReactNode): RouteObject => ({
  path,
  element: <PublicOnly>{element}</PublicOnly>,
});
const member = (path: string, element: React.ReactNode): RouteObject => ({
  path,
  element: <RequireLogin>{element}</RequireLogin>,
});

export const AUTH_ROUTES: RouteObject[] = [
  publicOnly("login", <LoginRoute />),
  publicOnly("register-email", <RegisterEmailRoute />),
  publicOnly("confirm-code", <ConfirmCodeRoute />),
  publicOnly("forgot-password", <ForgotPasswordRoute />),
  publicOnly("reset-password", <ResetPasswordRoute />),
  member("membership/register", <RegisterMembershipRoute />),
  member("membership/change-pre-member-information", <ChangePreMemberInformationRoute />),
  member("agree-term-of-usage", <AgreeTermsRoute />),
  member("confirm-code-update", <ConfirmCodeUpdateRoute />),
  { path: "services/material_download/:id/login", element: <MaterialDownloadLoginRedirect /> },
];
