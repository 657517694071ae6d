import type { PhotoEditOutcome } from './catalogue-photo-editor.ts';
import type { PhotoRefusal } from './process-catalogue-photo.ts';

/** The HTTP status of a refused file: too big (413), a type not taken (415), else bad input (400). */
const REFUSAL_STATUS: Record<PhotoRefusal, 400 | 413 | 415> = {
  empty: 400,
  notImage: 400,
  unreadable: 400,
  unsupportedType: 415,
  tooBig: 413,
  tooManyPixels: 413,
};

/** A photo change that did not go through, as a status, the field it is about and a sentence (for the API and the page alike). */
export function photoEditProblem(
  outcome: Exclude<PhotoEditOutcome, { kind: 'saved' }>,
  id: number,
): {
  status: 400 | 404 | 413 | 415 | 503;
  field?: string;
  message: string;
  issues?: { field: string; message: string }[];
} {
  switch (outcome.kind) {
    case 'notFound':
      return { status: 404, field: 'id', message: `no school with id ${id}` };
    case 'noList':
      return { status: 404, field: 'list', message: 'the school has no such housing option' };
    case 'noPhoto':
      return { status: 404, field: 'n', message: 'there is no such photo in the list (or it cannot move further)' };
    case 'refused':
      return { status: REFUSAL_STATUS[outcome.reason], field: 'photo', message: outcome.message };
    case 'busy':
      return { status: 503, message: 'other photos are being processed: send it again in a moment' };
    case 'invalid': {
      const first = outcome.issues[0] ?? { field: '', message: 'the school file is not valid' };
      return { status: 400, field: first.field, message: first.message, issues: outcome.issues };
    }
  }
}
