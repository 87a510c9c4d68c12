/** What the link checker of the docs reads from a Markdown page: its anchors and its links. */

export interface MarkdownLink {
  line: number;
  target: string;
}

/** The lines outside fenced code blocks, with their line numbers. */
function proseLines(text: string): { line: number; content: string }[] {
  const lines: { line: number; content: string }[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((content, index) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(content)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
    } else if (opening) {
      fence = opening;
    } else {
      lines.push({ line: index + 1, content });
    }
  });
  return lines;
}

/**
 * The anchor a heading gets on the repository's page: its text as shown, lowercased,
 * without punctuation (letters of every script, digits, `_`, `-` and spaces stay),
 * spaces turned to `-`.
 */
export function headingSlug(heading: string): string {
  const shown = heading
    .split(/(`+[^`]*`+)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/^`+|`+$/g, '')
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1'),
    )
    .join('');
  return shown
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a page: one per ATX heading (a repeated one gets `-1`, `-2`…), and HTML ids. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const { content } of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(content)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      let anchor = slug;
      for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
      anchors.add(anchor);
    }
    for (const [, id] of content.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

/** The targets of a page's links and images (`[text](target)`, `![alt](target)`, `[name]: target`), code left out. */
export function linksOf(text: string): MarkdownLink[] {
  return proseLines(text).flatMap(({ line, content }) => {
    const prose = content.replace(/(`+)[^`]*?\1/g, '');
    const inline = [...prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]*)/g)].map((match) => match[1].replace(/^<|>$/g, ''));
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose)?.[1];
    return [...inline, ...(definition ? [definition] : [])].map((target) => ({ line, target }));
  });
}

/** Links that leave the repository: a scheme such as `https:` or `mailto:`. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}
