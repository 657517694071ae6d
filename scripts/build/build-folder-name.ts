/** The builds' folder names: the start time, sortable as text (2026-11-24T17-40-05-123Z). */
export const BUILD_FOLDER_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-[a-z0-9-]+)?$/;

/** The name of a build folder started at `time`. */
export function buildFolderName(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}
