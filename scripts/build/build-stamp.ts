/** Written last into a build folder, with the time it was finished: a folder without it never completed. */
export const BUILD_STAMP = '.build-stamp';
