export type TShareTarget = 'x' | 'linkedin' | 'facebook';

/** The public share pages of each network for a link and a line of text. */
export function shareUrl(target: TShareTarget, pageUrl: string, text: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (target) {
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
