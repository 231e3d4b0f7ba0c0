import type { ReactNode } from "react";
import { Link } from "react-router";
import { Highlighted } from "../ui/Highlighted";
import styles from "./cards.module.css";

/**
 * The frame of an article or seminar card (`block` names its classes in cards.module.css, "content-card" or
 * "seminar-card"): the thumbnail, then `labels`, the linked title and the card's own lines.
 */
export function MediaCard({
  block,
  thumbnailPath,
  href,
  title,
  labels,
  children,
  eager = false,
  highlight,
}: {
  readonly block: string;
  readonly thumbnailPath: string | null | undefined;
  readonly href: string;
  readonly title: string;
  readonly labels?: ReactNode;
  readonly children: ReactNode;
  /** The first card of a list, likely the largest image of the first view: fetched at once, first. */
  readonly eager?: boolean;
  /** Folded words of a search keyword to mark in the title (highlightWords; ADR 177). */
  readonly highlight?: readonly string[] | undefined;
}) {
  return (
    <article className={styles[block]}>
      {thumbnailPath ? (
        <img
          className={styles[`${block}__image`]}
          src={thumbnailPath}
          alt=""
          width={640}
          height={360}
          {...(eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      ) : null}
      <div className={styles[`${block}__body`]}>
        {labels}
        <h3 className={styles[`${block}__title`]}>
          <Link to={href}>{highlight ? <Highlighted text={title} words={highlight} /> : title}</Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
