/**
 * V8 flags of the render process. V8 grows its heap to up to 4 times what its last full
 * collection found alive; the render's live set is 150–300 MiB at 2,000 schools and the rest of
 * its 580–750 MiB heap was garbage between collections. A growing factor of 2.5 instead kept the
 * render's peak at 1,096 MiB against 1,186–1,313 (same database, render alone) for no more CPU
 * (128 s against 177 s, at a lower load). Unlike a --max-old-space-size cap (978 MiB, but a
 * catalogue whose live set outgrows the cap would end the render out of memory), it bounds nothing.
 */
export const RENDER_HEAP_FLAGS: readonly string[] = ['--heap-growing-percent=150'];
