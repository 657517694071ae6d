/**
 * Environment of the render process for the native allocator of Vite's bundler and Astro's
 * compiler (rolldown and @astrojs/compiler-binding link mimalloc). mimalloc returns freed memory
 * to the system only after a delay, and only from a thread that allocates again: once the bundle
 * is done its threads go idle, and the ≈ 300 MiB it had freed stayed resident under the whole
 * render at 2,000 schools (≈ 150 MiB with a purge at once; the build's peak, README: Figures,
 * build memory). The bundle, ≈ 8 s of a 2-minute render, is not measurably slower for it.
 */
export const NATIVE_ALLOCATOR_ENV: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '0' };
