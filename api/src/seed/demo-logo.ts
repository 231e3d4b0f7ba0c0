// The logos of the demo services: a drawn mark for each provider (a small geometric emblem, the
// same on all of its services) above a wordmark of the service's brand. Plain SVG, stored as a data
// URL and served through the logo route (ADR 092), so nothing is hot-linked.

/** Mark colours (main, accent); each main colour keeps white and the dark wordmark readable. */
const COLOURS: readonly (readonly [string, string])[] = [
  ["#1f5fa8", "#6fb3e8"],
  ["#0b7a6b", "#7fd1c0"],
  ["#b0452f", "#f2a98e"],
  ["#5b3f9e", "#b9a6e8"],
  ["#8a5a00", "#f0c060"],
  ["#2e6b2e", "#9fd48f"],
  ["#a3245b", "#f09ac0"],
  ["#225566", "#8ec4d6"],
];

type Mark = (main: string, accent: string) => string;

/** The emblems, drawn in the 128×84 box above the wordmark, centred on (64, 42). */
const MARKS: readonly Mark[] = [
  // A hexagon with a hexagonal window.
  (m, a) =>
    `<polygon points="64,6 95,24 95,60 64,78 33,60 33,24" fill="${m}"/><polygon points="64,24 79,33 79,51 64,60 49,51 49,33" fill="${a}"/>`,
  // Three overlapping circles.
  (m, a) =>
    `<circle cx="50" cy="34" r="20" fill="${m}"/><circle cx="78" cy="34" r="20" fill="${a}" fill-opacity="0.9"/><circle cx="64" cy="58" r="20" fill="${m}" fill-opacity="0.75"/>`,
  // A rounded cross in a ring.
  (m, a) =>
    `<circle cx="64" cy="42" r="36" fill="none" stroke="${a}" stroke-width="8"/><rect x="56" y="20" width="16" height="44" rx="5" fill="${m}"/><rect x="42" y="34" width="44" height="16" rx="5" fill="${m}"/>`,
  // Two waves.
  (m, a) =>
    `<path d="M22 36 Q43 12 64 36 T106 36" fill="none" stroke="${m}" stroke-width="10" stroke-linecap="round"/><path d="M22 58 Q43 34 64 58 T106 58" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  // Four diamonds.
  (m, a) =>
    `<g transform="rotate(45 64 42)"><rect x="38" y="16" width="24" height="24" rx="4" fill="${m}"/><rect x="66" y="16" width="24" height="24" rx="4" fill="${a}"/><rect x="38" y="44" width="24" height="24" rx="4" fill="${a}"/><rect x="66" y="44" width="24" height="24" rx="4" fill="${m}"/></g>`,
  // A leaf with its vein.
  (m, a) =>
    `<path d="M30 74 C30 30 60 8 100 8 C100 50 76 74 30 74 Z" fill="${m}"/><path d="M36 68 L88 20" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  // Rising bars.
  (m, a) =>
    `<rect x="28" y="46" width="18" height="30" rx="4" fill="${a}"/><rect x="55" y="30" width="18" height="46" rx="4" fill="${m}"/><rect x="82" y="10" width="18" height="66" rx="4" fill="${m}"/>`,
  // An orbit with a dot.
  (m, a) =>
    `<circle cx="64" cy="42" r="22" fill="${m}"/><ellipse cx="64" cy="42" rx="40" ry="14" fill="none" stroke="${a}" stroke-width="5" transform="rotate(-25 64 42)"/><circle cx="100" cy="26" r="7" fill="${a}"/>`,
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The brand word of a service name: its first word without the company words (「ミライカルテ クラウド」
 * → 「ミライカルテ」), at most eight characters.
 */
export function logoWordmark(name: string): string {
  const core = name.replace(/株式会社/g, "").trim();
  const first = core.split(/\s+/)[0] ?? core;
  return [...first].slice(0, 8).join("");
}

/**
 * The SVG logo of a service of the provider at `providerIndex` (0-based, in seed order). The first
 * 64 providers all get a different pair of emblem and colour: providers sharing an emblem are eight
 * apart and so differ in colour.
 */
export function demoLogoSvg(providerIndex: number, serviceName: string): string {
  const index = Math.max(0, Math.trunc(providerIndex));
  const mark = MARKS[index % MARKS.length] as Mark;
  const [main, accent] = COLOURS[(index + Math.floor(index / MARKS.length)) % COLOURS.length] as readonly [
    string,
    string,
  ];
  const word = logoWordmark(serviceName);
  // Long words are squeezed to the box instead of running off it.
  const fit = [...word].length > 5 ? ` textLength="112" lengthAdjust="spacingAndGlyphs"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="20" fill="#ffffff"/>` +
    mark(main, accent) +
    `<text x="64" y="114" font-family="'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#1d2b3a"${fit}>${escapeXml(word)}</text>` +
    `</svg>`
  );
}

/** The logo as the data URL stored in services.logo_image_filepath. */
export function demoLogoDataUrl(providerIndex: number, serviceName: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(demoLogoSvg(providerIndex, serviceName))}`;
}
