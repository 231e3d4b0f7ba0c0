// The four label colours shared by advertisement labels and seminar reception-status labels.

export const LABEL_COLORS = ["red", "gray", "gradient", "black"] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];
