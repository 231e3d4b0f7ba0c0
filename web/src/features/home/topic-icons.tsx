import styles from "./home.module.css";

// Small line icons for the home page's shortcuts. A category or issue gets the first icon whose
// keyword its name contains; anything else gets the generic one. Decorative: names carry the meaning.

const PATHS = {
  record: "M6 3h9l4 4v14H6z M15 3v4h4 M9 11h7 M9 15h7",
  bill: "M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6",
  calendar: "M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5",
  video: "M3 7h12v10H3z M15 11l6-4v10l-6-4",
  image: "M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4",
  clock: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2",
  home: "M3 11l9-7 9 7 M6 10v10h12V10",
  care: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4",
  network:
    "M12 4a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M5 16a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M19 16a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M12 8v4 M12 12l-6 4 M12 12l6 4",
  chart: "M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3",
  yen: "M6 4l6 8 6-8 M12 12v8 M8 13h8 M8 16h8",
  chat: "M4 5h16v11H9l-5 4z M8 9h8 M8 12h5",
  people:
    "M9 11a3 3 0 1 0 0-6a3 3 0 1 0 0 6z M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6 M17 11a2.5 2.5 0 1 0 0-5 M16 14c2.9.3 5 2.6 5 6",
  paper: "M7 3h10v18H7z M10 8h4 M10 12h4 M4 7l3 1 M4 17l3-1",
  smile: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9 14c1.5 1.6 4.5 1.6 6 0 M9 9.5h.01 M15 9.5h.01",
  spark: "M12 3v5 M12 16v5 M3 12h5 M16 12h5 M6 6l3 3 M15 15l3 3 M18 6l-3 3 M9 15l-3 3",
  grid: "M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z",
} as const;

type IconName = keyof typeof PATHS;

const BY_KEYWORD: readonly (readonly [string, IconName])[] = [
  ["カルテ", "record"],
  ["レセ", "bill"],
  ["請求", "bill"],
  ["予約", "calendar"],
  ["待ち時間", "clock"],
  ["オンライン診療", "video"],
  ["画像", "image"],
  ["勤怠", "clock"],
  ["働き方", "clock"],
  ["在宅", "home"],
  ["介護", "care"],
  ["セキュリティ", "shield"],
  ["安全", "shield"],
  ["連携", "network"],
  ["経営", "chart"],
  ["精算", "yen"],
  ["キャッシュレス", "yen"],
  ["コミュニケーション", "chat"],
  ["人手", "people"],
  ["ペーパーレス", "paper"],
  ["満足", "smile"],
  ["効率", "spark"],
  ["DX", "spark"],
];

export function topicIconName(name: string): IconName {
  return BY_KEYWORD.find(([keyword]) => name.includes(keyword))?.[1] ?? "grid";
}

export function TopicIcon({ name }: { readonly name: string }) {
  return (
    <svg
      className={styles.topicIcon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[topicIconName(name)]} />
    </svg>
  );
}
