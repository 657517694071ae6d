// `npm run typecheck`: every file of tsconfig.json type-checked, the .ts and .tsx files by
// TypeScript 7 beside the .astro files by Astro's checker (scripts/typecheck/typecheck-project.ts).
// The native compiler checks the same type system in a fraction of TypeScript 6's time; Astro's
// checker still needs TypeScript 6's programmatic API, so it keeps the .astro files.
import { resolve } from 'node:path';
import { typecheckProject } from './typecheck/typecheck-project.ts';

process.exit((await typecheckProject(resolve(import.meta.dirname, '..'))).ok ? 0 : 1);
