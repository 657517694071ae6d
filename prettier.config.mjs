// The formatter's settings: the house style the code was written in (single quotes, semicolons,
// trailing commas), with lines wrapped at 120 columns. `npm run format` applies it and
// `npm run lint` checks it.
/** @type {import('prettier').Config} */
export default {
  plugins: ['prettier-plugin-astro'],
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    { files: '*.astro', options: { parser: 'astro' } },
    // The alert rules quote Prometheus templates in double quotes, as its documentation does.
    { files: ['*.yml', '*.yaml'], options: { singleQuote: false } },
  ],
};
