/**
 * How much text a CV has, for the shortest CV we read (`CV_ANALYSIS.textMinChars`): characters
 * other than spaces, a Chinese character counted twice. A five-line Chinese CV ("王芳 / 会计 /
 * 某某商贸有限公司 2016.07-至今 / 本科 会计学") says in 30 characters what takes 60 in English.
 */
export function cvTextLength(text: string): number {
  const bare = text.replace(/\s+/g, '');
  return bare.length + (bare.match(/\p{Script=Han}/gu)?.length ?? 0);
}
