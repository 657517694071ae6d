// `node scripts/schema-org/trim-vocabulary.ts <schemaorg-current-https.jsonld>`: writes
// tests/e2e/support/schema-org-vocabulary.json, the part of schema.org's official vocabulary the
// school pages' JSON-LD uses: those types with their ancestors, every property schema.org allows
// on them (with its expected types) and the data types. The full file (about 1.5 MB) comes from
// the schemaorg/schemaorg repository, data/releases/<version>/schemaorg-current-https.jsonld;
// re-run this with a newer release and commit the result when the vocabulary moves.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The types our JSON-LD writes; their ancestors come along. */
const ROOTS = [
  'EducationalOrganization',
  'PostalAddress',
  'GeoCoordinates',
  'AggregateRating',
  'Review',
  'Rating',
  'Person',
  'Organization',
  'Course',
  'CourseInstance',
  'Offer',
  'Schedule',
  'BreadcrumbList',
  'ListItem',
];

type Node = Record<string, unknown> & { '@id': string; '@type': string | string[] };
const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((ref) =>
    String((ref as { '@id': string })['@id']).replace(/^schema:/, ''),
  );

const [input, version] = [process.argv[2], process.argv[3] ?? 'unknown'];
if (!input) {
  console.error('usage: node scripts/schema-org/trim-vocabulary.ts <schemaorg-current-https.jsonld> [release]');
  process.exit(2);
}
const graph = (JSON.parse(readFileSync(resolve(input), 'utf8')) as { '@graph': Node[] })['@graph'];
const byName = new Map(graph.map((node) => [node['@id'].replace(/^schema:/, ''), node]));
const typesOf = (node: Node) => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]);

const kept = new Map<string, string[]>();
const keep = (name: string) => {
  if (kept.has(name)) return;
  const node = byName.get(name);
  if (!node) throw new Error(`schema.org has no type ${name}`);
  const parents = ids(node['rdfs:subClassOf']).filter((parent) => byName.has(parent));
  kept.set(name, parents);
  parents.forEach(keep);
};
ROOTS.forEach(keep);
const dataTypes = graph
  .filter((node) => typesOf(node).includes('schema:DataType'))
  .map((node) => node['@id'].replace(/^schema:/, ''));
for (const name of dataTypes) keep(name);
// URL, Integer and the like are subclasses of a data type rather than data types themselves.
for (const node of graph)
  if (ids(node['rdfs:subClassOf']).some((parent) => dataTypes.includes(parent)))
    keep(node['@id'].replace(/^schema:/, ''));

const properties: Record<string, { domains: string[]; ranges: string[]; superseded?: true }> = {};
for (const node of graph) {
  if (!typesOf(node).includes('rdf:Property')) continue;
  const domains = ids(node['schema:domainIncludes']).filter((domain) => kept.has(domain));
  if (domains.length === 0) continue;
  properties[node['@id'].replace(/^schema:/, '')] = {
    domains,
    ranges: ids(node['schema:rangeIncludes']),
    ...(node['schema:supersededBy'] ? { superseded: true as const } : {}),
  };
}

const out = resolve(import.meta.dirname, '../../tests/e2e/support/schema-org-vocabulary.json');
const sorted = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  out,
  JSON.stringify(
    {
      source: `schemaorg/schemaorg data/releases/${version}/schemaorg-current-https.jsonld, trimmed by scripts/schema-org/trim-vocabulary.ts`,
      dataTypes: [
        ...new Set([
          ...dataTypes,
          ...[...kept].filter(([, parents]) => parents.some((p) => dataTypes.includes(p))).map(([name]) => name),
        ]),
      ].sort(),
      types: sorted(Object.fromEntries([...kept].map(([name, parents]) => [name, { parents }]))),
      properties: sorted(properties),
    },
    null,
    1,
  ) + '\n',
);
console.log(`${out}: ${kept.size} types, ${Object.keys(properties).length} properties`);
