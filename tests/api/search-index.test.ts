import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { searchContent } from './support/search-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('the search index on $kind', (database) => {
  let api: TestApi;
  let content: ReturnType<typeof searchContent>;
  beforeAll(async () => {
    content = searchContent();
    api = await startTestApi(database, { contentDir: content.dir });
  });
  afterAll(async () => {
    await api?.close();
    content?.remove();
  });

  const first = async () => {
    const { body } = await api.get<ApiEnvelope<FindSchoolsAnswer>>(
      '/api/search/findschools/?culture=en&language=english&country=united_kingdom&accommodation=false',
    );
    if (!body.success) throw new Error(body.error.message);
    return body.data.exact.items[0]!.name;
  };

  it('follows a new catalogue version without a restart', async () => {
    expect(await first()).toBe('Thames Bridge Academy');
    const path = join(content.dir, 'schools', 'camden_lock_english.json');
    const school = JSON.parse(readFileSync(path, 'utf8')) as { popularity: number };
    school.popularity = 5000;
    writeFileSync(path, JSON.stringify(school));
    await seedCatalogue(api.api.db, loadContent(content.dir));
    // The index looks at catalogue_version at most once a second, in the background.
    const deadline = Date.now() + 5000;
    let name = await first();
    while (name !== 'Camden Lock English' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
      name = await first();
    }
    expect(name).toBe('Camden Lock English');
  });
});
