/**
 * Marks the page as scripted (class js on <html>) before the first paint, so that controls that
 * only work with JavaScript (search filters and sort) are hidden without it and do not jump in
 * when it runs. Inline and kept here as a string so the build can put its hash in the
 * Content-Security-Policy (src/build/astro-csp.ts).
 */
export const MARK_SCRIPTING_SCRIPT = "document.documentElement.classList.add('js');";
