import { registerHooks } from 'node:module';

/**
 * Packages whose every `.js` file is an ES module: one package.json, with `"type": "module"`
 * (`__tests__/register-esm-format-shortcut.test.ts` checks it against what is installed).
 */
export const ESM_ONLY_PACKAGES = ['drizzle-orm', 'kysely', 'better-auth', '@better-auth/core'] as const;

/** The project's node_modules, where the server's packages are installed. */
export const NODE_MODULES = new URL('../../../node_modules/', import.meta.url);

/**
 * Resolves a relative `.js` import inside the packages above without Node's format lookup, which
 * reads the nearest package.json again for every import and re-parses its `exports` map each time
 * (Node 24-26; drizzle-orm's is 179 KB). For these packages it can only answer "module", and the
 * lookup was most of the server's import time. Each server process, script and test child pays it once at start.
 * Registered before the first import it should apply to: a hook sees only later resolutions.
 */
export function registerEsmFormatShortcut(nodeModules: URL = NODE_MODULES): void {
  const roots = ESM_ONLY_PACKAGES.map((name) => new URL(`${name}/`, nodeModules).href);
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent &&
        specifier.startsWith('.') &&
        specifier.endsWith('.js') &&
        roots.some((root) => parent.startsWith(root))
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
