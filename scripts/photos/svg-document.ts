/** Wraps scene elements in a document drawn in view-box units and rendered at the output size. */
export function svgDocument(
  view: { width: number; height: number },
  output: { width: number; height: number },
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="0 0 ${view.width} ${view.height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
