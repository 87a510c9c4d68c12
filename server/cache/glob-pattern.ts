/** Redis glob syntax: `*`, `?`, `[abc]`, and `\` escaping the next character. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        const body = pattern.slice(i + 1, end).replace(/^\^/, '!');
        source += body.startsWith('!') ? `[^${escapeClass(body.slice(1))}]` : `[${escapeClass(body)}]`;
        i = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 's');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\\\]^]/g, '\\$&');
}
