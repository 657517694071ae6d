import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

/** Spec section 9: the map shows a region 0.01 degrees across, set 500 ms after the map appears. */
export const MAP_SPAN_DEGREES = 0.01;
export const MAP_REGION_DELAY_MS = 500;

export interface SchoolMapProps {
  latitude: number;
  longitude: number;
  /** Tile address template and its attribution (HTML), from MAP_TILE_URL and MAP_TILE_ATTRIBUTION. */
  tileUrl: string;
  attribution: string;
  /** The school's name, on the marker's tooltip. */
  label: string;
  /** The map's accessible name: Leaflet's container is what the keyboard focuses. */
  regionLabel: string;
  /** Called once the tiles and the marker are on the map. */
  onReady?: () => void;
}

const MARKER_STYLE = { color: '#0b57a4', weight: 3, fillColor: '#ffffff', fillOpacity: 1 };

/**
 * Names Leaflet's container (the element the keyboard focuses and pans with the arrow keys), says
 * the map is ready, and sets the school's region after the delay the spec asks for.
 */
function ShowRegion({
  latitude,
  longitude,
  regionLabel,
  onReady,
}: Pick<SchoolMapProps, 'latitude' | 'longitude' | 'regionLabel' | 'onReady'>) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', regionLabel);
    // Effects run in order: the tile layer and the marker above this one are on the map by now.
    onReady?.();
    const half = MAP_SPAN_DEGREES / 2;
    const timer = setTimeout(
      () =>
        map.fitBounds([
          [latitude - half, longitude - half],
          [latitude + half, longitude + half],
        ]),
      MAP_REGION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [map, latitude, longitude, regionLabel, onReady]);
  return null;
}

/**
 * The school on an OpenStreetMap-style map, through react-leaflet. Leaflet reads `window` when it is
 * imported, so this module is only ever loaded in the browser, by LocationMapIsland once it is in view.
 * Scrolling the page over the map does not zoom it; tiles that fail leave the marker on an empty map.
 */
export function SchoolMap({ latitude, longitude, tileUrl, attribution, label, regionLabel, onReady }: SchoolMapProps) {
  const centre: [number, number] = [latitude, longitude];
  return (
    <MapContainer center={centre} zoom={15} scrollWheelZoom={false} style={{ height: '100%' }}>
      <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} />
      <CircleMarker center={centre} radius={9} pathOptions={MARKER_STYLE}>
        <Tooltip>{label}</Tooltip>
      </CircleMarker>
      <ShowRegion latitude={latitude} longitude={longitude} regionLabel={regionLabel} onReady={onReady} />
    </MapContainer>
  );
}
