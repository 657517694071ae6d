/**
 * A Vite plugin for the build's render (render-site.ts): the build links public/ into the client
 * folder itself afterwards (link-public-dir.ts), so Vite's client build does not copy it first.
 * A plain `astro build` copies it as usual.
 */
export function publicDirLinkedByBuild() {
  return {
    name: 'linguatrips:public-dir-linked-by-build',
    apply: 'build' as const,
    configEnvironment(name: string) {
      return name === 'client' ? { build: { copyPublicDir: false } } : undefined;
    },
  };
}
