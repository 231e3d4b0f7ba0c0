import { Link } from "react-router";

/** A menu's links as list items (`<li><a>`), each calling `onClick` (to close the menu). */
export function LinkItems({
  links,
  onClick,
  className,
}: {
  readonly links: readonly { readonly to: string; readonly label: string }[];
  readonly onClick: () => void;
  readonly className?: string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={className} onClick={onClick}>
        {link.label}
      </Link>
    </li>
  ));
}
