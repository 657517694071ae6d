import { loadConfig } from '../server/config/env.ts';

/** The map's tiles and their attribution, from the environment (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export function mapSettings(): { tileUrl: string; attribution: string } {
  const config = loadConfig();
  return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
}
