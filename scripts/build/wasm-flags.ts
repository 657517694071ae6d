/**
 * Node flags of the build's processes that open PGlite (PostgreSQL compiled to WebAssembly): the
 * render, which reads the catalogue through the API in process, and the seed. V8's optimising
 * compiler (TurboFan) tiering PGlite up took ≈ 550 MB for a moment in the render and ≈ 400 MB in
 * the seed at 2,000 schools, the build's peak, for no CPU gained over a build's queries (Liftoff's
 * code measured the same: 4.4–4.7 s against 4.5–4.9 s for 1,200 school reads and 8 whole-catalogue
 * reads; the seed 10.1 s against 10.3 s). `--liftoff-only` keeps V8's baseline compiler only.
 */
export const WASM_FLAGS: readonly string[] = ['--liftoff-only'];
