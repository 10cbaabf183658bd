/** An O*NET title inside an English sentence: "Interviewers, Except Eligibility" reads as "interviewers (except eligibility)". */
export function inSentence(title: string): string {
  return title.toLowerCase().replace(/, except (.+)$/, ' (except $1)');
}
