/** What the gate did to one model answer, for the server's log. */
export interface GateReport {
  /** Which text: "job page", "review gpt", "assessment report", "cv summary", … */
  part: string;
  sentences: number;
  /** Sentences left out for a figure the page does not hold. */
  dropped: number;
  /** Sections the built-in text took over, each as "<language>.<section>". */
  builtin: string[];
}

export type GateListener = (report: GateReport & { label: string }) => void;
