import { drawingCount } from '#domain/photos/catalogue-photo-list.ts';
import type { CataloguePhotos } from './catalogue-photo-schema.ts';

/**
 * The drawings a school made in the office names: the photo script draws only the content
 * folder's schools, so its pages would link pictures nobody serves. Its photos are uploaded (a
 * housing may have none: []).
 */
export function drawnPhotoIssues(school: {
  photos: CataloguePhotos;
  accommodations: readonly { photos: CataloguePhotos }[];
}): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (drawingCount(school.photos) > 0)
    issues.push({
      field: 'photos',
      message: 'a school made in the office has no drawings: upload its photos on its photos page',
    });
  school.accommodations.forEach((housing, index) => {
    if (drawingCount(housing.photos) > 0)
      issues.push({
        field: `accommodations.${index}.photos`,
        message: 'a school made in the office has no drawings: upload the housing’s photos, or set [] for none',
      });
  });
  return issues;
}
