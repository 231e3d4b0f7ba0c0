import {
  BANNER_PC_HEIGHT_PX,
  BANNER_PC_WIDTH_PX,
  BANNER_SP_HEIGHT_PX,
  BANNER_SP_WIDTH_PX,
} from "@iryo/domain/constants";

/** Calm, high-contrast backgrounds for the generated pictures (white text on each passes WCAG AA). */
const PALETTE = ["#0b6e8a", "#2f5d9e", "#6b4fa0", "#a4453a", "#2e7d4f", "#8a5a00", "#3d5a6c", "#7a3b69"] as const;

export type MediaKind = "seminars" | "contents" | "advertisements" | "banners";

export interface MediaPicture {
  readonly width: number;
  readonly height: number;
}

export const PICTURE_SIZES: Readonly<Record<Exclude<MediaKind, "banners">, MediaPicture>> = {
  seminars: { width: 640, height: 360 },
  contents: { width: 640, height: 360 },
  advertisements: { width: 600, height: 314 },
};

export const BANNER_SIZES = {
  pc: { width: BANNER_PC_WIDTH_PX, height: BANNER_PC_HEIGHT_PX },
  sp: { width: BANNER_SP_WIDTH_PX, height: BANNER_SP_HEIGHT_PX },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most `lines` lines of about `perLine` characters. */
function wrap(text: string, perLine: number, lines: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += perLine) out.push(chars.slice(i, i + perLine).join(""));
  if (chars.length > perLine * lines) out[lines - 1] = `${[...(out[lines - 1] ?? "")].slice(0, perLine - 1).join("")}…`;
  return out;
}

const TEXT_WIDTH = 0.84;

function pictureLines(title: string, size: MediaPicture): { fontSize: number; lines: string[] } {
  const fontSize = Math.round(size.height * 0.085);
  const perLine = Math.max(4, Math.floor((size.width * TEXT_WIDTH) / fontSize));
  return { fontSize, lines: wrap(title, perLine, 3) };
}

/**
 * A banner's title: one large line when it fits, else two smaller lines sized to hold it whole, so a
 * phone's narrow banner does not cut it off (「医療ITのセミナー情…」).
 */
function bannerLines(title: string, size: MediaPicture): { fontSize: number; lines: string[] } {
  const length = [...title].length;
  const large = Math.round(size.height * 0.32);
  if (length <= Math.floor((size.width * TEXT_WIDTH) / large)) return { fontSize: large, lines: [title] };
  const fitTwo = Math.floor((size.width * TEXT_WIDTH * 2) / length);
  const fontSize = Math.max(12, Math.min(Math.round(size.height * 0.24), fitTwo));
  const perLine = Math.max(4, Math.floor((size.width * TEXT_WIDTH) / fontSize));
  return { fontSize, lines: wrap(title, perLine, 2) };
}

/** A simple picture of a title: coloured background, a soft circle, and the title in white. */
export function pictureSvg(id: number, title: string, caption: string, size: MediaPicture): string {
  const color = PALETTE[id % PALETTE.length];
  const wide = size.width / size.height > 4;
  const { fontSize, lines } = wide ? bannerLines(title, size) : pictureLines(title, size);
  const top = wide
    ? size.height * (lines.length > 1 ? 0.4 : 0.5) - ((lines.length - 1) * fontSize * 1.3) / 2 - fontSize * 0.1
    : size.height * 0.42 - ((lines.length - 1) * fontSize * 1.3) / 2;
  const captionBase = wide ? Math.round(size.height * 0.32) : fontSize;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${size.width * 0.08}" y="${Math.round(top + i * fontSize * 1.3)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const captionSize = Math.round(captionBase * (wide ? 0.5 : 0.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${escapeXml(title)}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${size.width * 0.9}" cy="${size.height * 0.2}" r="${size.height * 0.6}" fill="#ffffff" fill-opacity="0.12"/><g font-family="'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',sans-serif">${text}<text x="${size.width * 0.08}" y="${Math.round(size.height * (wide ? 0.85 : 0.86))}" font-size="${captionSize}" fill="#ffffff">${escapeXml(caption)}</text></g></svg>`;
}
