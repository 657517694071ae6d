/** How many digits a mask holds ('#' positions). */
export function maskCapacity(mask: string): number {
  return mask.split('').filter((char) => char === '#').length;
}

/**
 * Writes the digits of what a visitor typed into a mask, as they type: separators appear only
 * before a digit that follows them, and digits beyond the mask are dropped. '(916) 123-45' for
 * '91612345' in '(###) ###-####'.
 */
export function applyPhoneMask(typed: string, mask: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, maskCapacity(mask));
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') {
      out += digits[next];
      next += 1;
    } else out += char;
  }
  return out;
}
