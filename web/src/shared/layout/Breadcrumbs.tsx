import { Link } from "react-router";
import { StructuredData } from "../seo/StructuredData";
import { breadcrumbList } from "../seo/structured-data";

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Breadcrumbs; the first crumb is always the home page. */
export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: "ホーム", to: "/" }, ...items];
  return (
    <nav className="breadcrumbs" aria-label="パンくずリスト">
      <StructuredData id="breadcrumbs" build={(origin) => breadcrumbList(all, origin)} />
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.to ?? crumb.label}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
