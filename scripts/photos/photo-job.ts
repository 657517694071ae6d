/** One file to write from a drawing: where, how big, in which format. */
export type PhotoOutput = { path: string; width: number; height: number; format: 'webp' | 'jpeg' };

/** One drawing rendered once at master size and saved in several sizes and formats. */
export type PhotoJob = {
  /** For messages: what the drawing is (e.g. "schools/harbour/2"). */
  label: string;
  /** The SVG document at master size. */
  svg: () => string;
  master: { width: number; height: number };
  outputs: PhotoOutput[];
  /** Files older than this (ms since epoch: the school file or the drawing code, whichever is newer) are drawn again. */
  sourceTime: number;
};
