// The routes of identity and membership (SPEC §2.2, §2.3), spread into the app router.

import { lazy } from "react";
import { Navigate, type RouteObject, useParams } from "react-router";
import { PublicOnly, RequireLogin } from "../shared/session/guards";

const LoginRoute = lazy(() => import("../features/auth/LoginRoute"));
const RegisterEmailRoute = lazy(() => import("../features/auth/RegisterEmailRoute"));
const ConfirmCodeRoute = lazy(() => import("../features/auth/ConfirmCodeRoute"));
const ForgotPasswordRoute = lazy(() => import("../features/auth/ForgotPasswordRoute"));
const ResetPasswordRoute = lazy(() => import("../features/auth/ResetPasswordRoute"));
const RegisterMembershipRoute = lazy(() => import("../features/membership/RegisterMembershipRoute"));
const ChangePreMemberInformationRoute = lazy(() => import("../features/membership/ChangePreMemberInformationRoute"));
const AgreeTermsRoute = lazy(() => import("../features/membership/AgreeTermsRoute"));
const ConfirmCodeUpdateRoute = lazy(() => import("../features/settings/ConfirmCodeUpdateRoute"));

/** The private material-download route goes to the public one with the same id (SPEC §2.4). */
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
