import { describe, expect, it } from 'vitest';
import { documentKeyOfFile } from '../import-document-files.ts';

describe('documentKeyOfFile', () => {
  it('knows a document by its last folder and name, however long the path', () => {
    expect(documentKeyOfFile('holidays/malta.json')).toBe('holidays/malta');
    expect(documentKeyOfFile('/home/me/content/holidays/malta.json')).toBe('holidays/malta');
    expect(documentKeyOfFile('C:\\content\\visa\\japan.json')).toBe('visa/japan');
    expect(documentKeyOfFile('../export/seo/de.json')).toBe('seo/de');
    expect(documentKeyOfFile('places.json')).toBe('places');
    expect(documentKeyOfFile('/tmp/content/rates.json')).toBe('rates');
    expect(documentKeyOfFile('company.json')).toBe('company');
  });

  it('leaves school files to the schools, even one named like a document in schools/', () => {
    expect(documentKeyOfFile('harbour_view_english.json')).toBeNull();
    expect(documentKeyOfFile('/tmp/content/schools/harbour_view_english.json')).toBeNull();
    expect(documentKeyOfFile('content/schools/places.json')).toBeNull();
    expect(documentKeyOfFile('holidays/malta.txt')).toBeNull();
  });

  it('keeps the key of a misnamed file in a document folder, for the import to name it', () => {
    expect(documentKeyOfFile('holidays/Malta.json')).toBe('holidays/Malta');
    expect(documentKeyOfFile('seo/xx.json')).toBe('seo/xx');
  });
});
