// Rules of the public service catalogue (product §2.1, §3, §5): list sizes, compare texts and embeddable videos.

import { COMPARE_MAX } from "./constants.js";

/** How many other services of the same provider a detail page shows. */
export const OTHER_PROVIDER_SERVICES_LIMIT = 6;

/** Shown when a sixth service is added to the comparison. */
export const COMPARE_FULL_MESSAGE = `比較できるサービスは${COMPARE_MAX}件までです。ほかのサービスを外してから追加してください。`;

/** Shown on the compare page when it is printed (the page is excluded from printing, product §2.1). */
export const COMPARE_PRINT_NOTICE =
  "比較ページは印刷できません。印刷や回覧には「PDF（A4横）をダウンロード」をご利用ください。";

/** Whether a service id is already in a comparison list. */
export function isInCompare(ids: readonly string[], id: string): boolean {
  return ids.includes(id);
}

/** Video hosts whose players a detail page may embed, and how to build the player address. */
const VIDEO_PLAYERS: readonly { readonly hosts: readonly string[]; readonly embed: (url: URL) => string | null }[] = [
  {
    hosts: ["www.youtube.com", "youtube.com", "m.youtube.com"],
    embed: (url) => youtubeEmbed(url.pathname === "/watch" ? url.searchParams.get("v") : null),
  },
  { hosts: ["youtu.be"], embed: (url) => youtubeEmbed(url.pathname.slice(1)) },
  {
    hosts: ["vimeo.com", "www.vimeo.com"],
    embed: (url) => (/^\/\d{1,12}$/.test(url.pathname) ? `https://player.vimeo.com/video${url.pathname}` : null),
  },
];

function youtubeEmbed(id: string | null): string | null {
  return id !== null && /^[A-Za-z0-9_-]{11}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * The player address of a video link on the whitelist (YouTube, Vimeo), or null: any other link is
 * shown as a plain link, never embedded.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const player = VIDEO_PLAYERS.find((p) => p.hosts.includes(url.hostname));
  return player ? player.embed(url) : null;
}
