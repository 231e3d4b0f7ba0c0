// The routes of identity and membership (SPEC §2.2, §2.3), spread into the app router.

import { Navigate, type RouteObject, useParams } from "react-router";
import { PublicOnly, RequireLogin } from "../shared/session/guards";
import { featurePage } from "./feature-page";

const LoginRoute = featurePage("auth/LoginRoute");
const RegisterEmailRoute = featurePage("auth/RegisterEmailRoute");
const ConfirmCodeRoute = featurePage("auth/ConfirmCodeRoute");
const ForgotPasswordRoute = featurePage("auth/ForgotPasswordRoute");
const ResetPasswordRoute = featurePage("auth/ResetPasswordRoute");
const RegisterMembershipRoute = featurePage("membership/RegisterMembershipRoute");
const ChangePreMemberInformationRoute = featurePage("membership/ChangePreMemberInformationRoute");
const AgreeTermsRoute = featurePage("membership/AgreeTermsRoute");
const ConfirmCodeUpdateRoute = featurePage("settings/ConfirmCodeUpdateRoute");

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
