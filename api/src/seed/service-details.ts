// Deterministic details of a demo service: logo, prices, FAQ, video and material files.
// Shared by the demo seed (catalog.seed.ts) and the large generator (large-data.ts).

import { demoLogoDataUrl } from "./demo-logo.js";

/** FNV-1a 32-bit: a stable hash so that a fresh start always yields the same details. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A minimal valid one-page PDF (PDF 1.4, Helvetica, ASCII text) with a correct cross-reference table.
 * Standard fonts carry no Japanese glyphs, so the text inside is English.
 */
function minimalPdf(lines: readonly string[]): Uint8Array {
  const escapePdfText = (t: string) => t.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    "BT",
    "/F1 18 Tf",
    "72 760 Td",
    "22 TL",
    ...lines.map((l) => `(${escapePdfText(l)}) Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export interface DemoServiceDetails {
  description: string;
  installation_count: number;
  price: string;
  initial_cost: string;
  has_free_trial: boolean;
  has_free_plan: boolean;
  service_url: string;
  rate_plan: string;
  target_bed_count: string;
  video_url: string | null;
  faqs: { question: string; answer: string }[];
  logo_image_filepath: string;
}

export interface DemoProfile {
  readonly bedCount: string;
  readonly monthlyYen: number;
  readonly initialYen: number;
}

const yen = new Intl.NumberFormat("ja-JP");
const RATE_PLANS = [
  "ライト・スタンダード・プレミアムの3プランからお選びいただけます。",
  "利用人数に応じた従量課金です。10名までは基本料金に含まれます。",
  "年間契約で月額料金が10%割引になります。",
  "機能ごとにオプションを追加できるモジュール型の料金体系です。",
];
const SUPPORT = [
  "平日9時〜18時の電話・メールサポートに加え、オンラインでの操作説明会を毎月開催しています。",
  "24時間365日の電話サポートがあり、夜間の障害にも対応します。",
  "専任の導入担当者が稼働後3か月まで伴走し、その後はチャットでサポートします。",
];
const YOUTUBE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";

/** The details of the service at `index` (0-based) of the provider at `providerIndex`. */
export function demoServiceDetails(
  index: number,
  providerIndex: number,
  name: string,
  summary: string,
  categoryDescription: string,
  profile: DemoProfile,
): DemoServiceDetails {
  const h = stableHash(`${index}:${name}`);
  const monthly = Math.round((profile.monthlyYen * (4 + (h % 5))) / 4 / 1000) * 1000;
  const initial = h % 7 === 0 ? 0 : Math.round((profile.initialYen * (2 + ((h >>> 3) % 4))) / 2 / 10000) * 10000;
  const freePlan = h % 6 === 0;
  let video: string | null = null;
  if (h % 3 === 0) {
    const id = Array.from({ length: 11 }, (_, i) => YOUTUBE_CHARS[(h >>> (i % 26)) % YOUTUBE_CHARS.length]).join("");
    video = `https://www.youtube.com/watch?v=${id}`;
  } else if (h % 3 === 1 && h % 2 === 0) {
    video = `https://vimeo.com/${100_000_000 + (h % 800_000_000)}`;
  } else if (h % 11 === 5) {
    video = `https://example.com/videos/service-${index + 1}.mp4`;
  }
  const months = 1 + (h % 3);
  return {
    description: `${summary}${categoryDescription}導入前のご相談から稼働後の運用まで、専任の担当者がサポートします。`,
    installation_count: 30 + (h % 97) * 13,
    price: freePlan
      ? `無料プランあり／有料プラン 月額${yen.format(monthly)}円〜（税別）`
      : `月額${yen.format(monthly)}円〜（税別）`,
    initial_cost: initial === 0 ? "無料" : `${yen.format(initial)}円〜（税別）`,
    has_free_trial: h % 4 !== 0,
    has_free_plan: freePlan,
    service_url: `https://www.example.com/iryo-it-navi/services/${index + 1}`,
    rate_plan: RATE_PLANS[h % RATE_PLANS.length] as string,
    target_bed_count: profile.bedCount,
    video_url: video,
    faqs: [
      {
        question: "導入までにどのくらいの期間がかかりますか？",
        answer: `お申し込みから稼働まで、標準で${months}か月ほどです。現在お使いのシステムからのデータ移行も承ります。`,
      },
      { question: "サポート体制を教えてください。", answer: SUPPORT[(h >>> 5) % SUPPORT.length] as string },
      {
        question: "無料で試すことはできますか？",
        answer:
          h % 4 !== 0
            ? "はい。30日間の無料トライアルをご用意しています。期間終了後に自動で課金されることはありません。"
            : "無料トライアルはございませんが、オンラインデモで実際の画面をご覧いただけます。",
      },
    ],
    logo_image_filepath: demoLogoDataUrl(providerIndex, name),
  };
}

/** The material files of the service at `index`: 1 or 2 small PDFs. */
export function demoMaterialFiles(
  index: number,
  name: string,
  createdAt: Date,
): { file_name: string; file_path: string; mime_type: string; content: Uint8Array; sort_order: number }[] {
  const h = stableHash(`material:${index}:${name}`);
  const titles = h % 2 === 0 ? ["サービス紹介資料", "料金表"] : ["サービス紹介資料"];
  const date = createdAt.toISOString().slice(0, 10).replaceAll("-", "");
  return titles.map((title, i) => {
    const fileName = `${name} ${title}.pdf`;
    const generatedId = (h + i).toString(16).padStart(8, "0");
    const lines = [
      `Service introduction material #${index + 1}-${i + 1}`,
      i === 0 ? "Overview, features and use cases" : "Price list and rate plans",
      "Iryo IT Navi demo data (fictional)",
      ...Array.from({ length: (h >>> 8) % 6 }, (_, k) => `Section ${k + 1}: details for medical institutions`),
    ];
    return {
      file_name: fileName,
      file_path: `materials/${generatedId}_${date}_${fileName}`,
      mime_type: "application/pdf",
      content: minimalPdf(lines),
      sort_order: i + 1,
    };
  });
}
