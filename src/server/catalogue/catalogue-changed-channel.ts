/**
 * The LISTEN/NOTIFY channel on which a seed announces a new catalogue version (the payload is
 * the version number), so every API instance refreshes its in-memory pricing copy at once.
 */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
