import type { CataloguePhoto } from '#domain/catalogue/catalogue-photo-schema.ts';
import type { LocalizedText } from '#domain/catalogue/primitives.ts';
import type { PhotoListChange } from '#domain/catalogue/edit-photo-list.ts';
import type { CataloguePhotoKind } from '#domain/photos/catalogue-photo-list.ts';
import type { ContentIssue, EditedSchool, VersionAuthor } from '../editing/catalogue-editor.ts';
import type { AcceptedPhotoType } from './accepted-photo-types.ts';
import type { PhotoRefusal } from './process-catalogue-photo.ts';

/** Which list of a school's photos: its gallery, or one housing option's. */
export type PhotoTarget = { kind: 'school' } | { kind: 'housing'; housingId: number };

/** One photo as the office shows it: what the school file says, and where its thumbnail is. */
export interface ShownPhoto {
  photo: CataloguePhoto;
  /** The photo's address without size suffix or extension, at its hashed copy when there is one. */
  base: string;
}

/** One list of photos of a school, as the photos page shows it. */
export interface PhotoList {
  target: PhotoTarget;
  kind: CataloguePhotoKind;
  /** 'Gallery' or the housing option's English name. */
  title: string;
  photos: ShownPhoto[];
}

/** A school's photos as its draft (or, without one, as published) has them. */
export interface SchoolPhotos {
  school: EditedSchool;
  lists: PhotoList[];
}

/** A photo change to a school's draft: an upload goes through processing first, then like any other change. */
export type PhotoEdit =
  | { kind: 'add'; bytes: Uint8Array; alt: LocalizedText }
  | { kind: 'replace'; at: number; bytes: Uint8Array; alt?: LocalizedText | undefined }
  | Extract<PhotoListChange, { kind: 'move' | 'alt' | 'remove' }>;

export type PhotoEditOutcome =
  | { kind: 'notFound' }
  /** The school has no housing option of that id. */
  | { kind: 'noList' }
  /** No photo at that place (or a move past an end). */
  | { kind: 'noPhoto' }
  | { kind: 'refused'; reason: PhotoRefusal; message: string }
  /** Photos are being processed already: try again in a moment. */
  | { kind: 'busy' }
  | { kind: 'invalid'; issues: ContentIssue[] }
  | { kind: 'saved'; school: EditedSchool; photos: SchoolPhotos; hash?: string };

/**
 * The photos of a school in the catalogue office (issue 31): uploads made into the site's files
 * and stored in the database, order, alt texts, replacing and removing, every change saved into
 * the school's draft (reaching the site when it is published). Access is checked before it is
 * called (catalogue.edit).
 */
export interface CataloguePhotoEditor {
  /** The image types taken, as the installed image library reads them. */
  acceptedTypes(): AcceptedPhotoType[];
  /** Null for no such school. */
  photos(id: number): Promise<SchoolPhotos | null>;
  edit(id: number, target: PhotoTarget, edit: PhotoEdit, by: VersionAuthor): Promise<PhotoEditOutcome>;
  /** One file of an uploaded photo, for /photos/h/<hash>/<file>. */
  file(hash: string, file: string): Promise<{ format: 'webp' | 'jpeg'; bytes: Buffer } | undefined>;
}
