/** The places a school is found under, as the search pages' paths are built from them. */
interface SchoolPlaces {
  languages: readonly string[];
  country: string;
  city: string;
}

/**
 * The path after the culture of every search page the catalogue generates ("english",
 * "english/malta", "english/malta/sliema"), sorted: the keys of content/seo overrides.
 */
export function catalogueSearchPaths(schools: readonly SchoolPlaces[]): string[] {
  const paths = new Set<string>();
  for (const school of schools) {
    for (const language of school.languages) {
      paths.add(language);
      paths.add(`${language}/${school.country}`);
      paths.add(`${language}/${school.country}/${school.city}`);
    }
  }
  return [...paths].sort();
}
