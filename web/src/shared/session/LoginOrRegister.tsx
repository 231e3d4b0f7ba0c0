import { Link } from "react-router";

/**
 * The two buttons of a prompt to log in or register (a material download, a seminar's application):
 * log in and come back to `redirect`, or register for free.
 */
export function LoginOrRegister({ redirect, loginLabel }: { readonly redirect: string; readonly loginLabel: string }) {
  return (
    <div className="button-row">
      <Link to={`/login?redirect=${encodeURIComponent(redirect)}`} className="button button--primary">
        {loginLabel}
      </Link>
      <Link to="/register-email" className="button">
        無料で会員登録する
      </Link>
    </div>
  );
}
