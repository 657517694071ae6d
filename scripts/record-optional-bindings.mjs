// Usage: node scripts/record-optional-bindings.mjs package-lock.json (after any npm install that rewrote the lock).
// The registry this project installs from lacks some platform builds of @astrojs/compiler-binding
// 0.5.1; npm install skips them (optional) but npm ci then finds them missing from the lock.
// Recording them with their os/cpu lets npm ci skip them on every other platform as intended.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
const parent = lock.packages['node_modules/@astrojs/compiler-binding'];
const platforms = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};
for (const [platform, fields] of Object.entries(platforms)) {
  const name = `@astrojs/compiler-binding-${platform}`;
  const version = parent.optionalDependencies[name];
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version,
    resolved: `https://registry.npmjs.org/${name}/-/compiler-binding-${platform}-${version}.tgz`,
    ...fields,
    license: 'MIT',
    optional: true,
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
