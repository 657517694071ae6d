import { useEffect, useState, type ComponentType } from 'react';
// By address, not as a CSS import: a CSS import, even a dynamic one, is put in the head of every
// school page by the build, where it holds up the first paint for a map further down.
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';
import { loadStylesheet } from '../load-stylesheet.ts';
import type { SchoolMapProps } from './SchoolMap.tsx';
import './location-map.css';

export interface LocationMapIslandProps extends Omit<SchoolMapProps, 'onReady'> {
  /** 'loading, please wait' until the map is there, and 'loading...' when it cannot be loaded (spec section 8). */
  loadingText: string;
  failedText: string;
  /** The map's code and styles; the tests pass their own. */
  loadMap?: () => Promise<ComponentType<SchoolMapProps>>;
}

/** Leaflet (through react-leaflet) and its stylesheet, fetched together. */
async function loadSchoolMap(): Promise<ComponentType<SchoolMapProps>> {
  const [{ SchoolMap }] = await Promise.all([import('./SchoolMap.tsx'), loadStylesheet(leafletStylesheet)]);
  return SchoolMap;
}

type MapState = 'loading' | 'ready' | 'failed';

/**
 * The school's map. The page hydrates this island when it comes into view (client:visible); only
 * then does it fetch Leaflet, react-leaflet and Leaflet's styles. The server renders the waiting
 * message alone: Leaflet touches `window` when imported, so nothing of it runs there. Until it is
 * loaded the box says 'loading, please wait'; if it cannot be, 'loading...'. The address and the
 * link beside the map work without it.
 */
export default function LocationMapIsland({
  loadingText,
  failedText,
  loadMap = loadSchoolMap,
  ...map
}: LocationMapIslandProps) {
  // The server renders 'loading' too: the island hydrates, and starts loading, once it is in view.
  const [state, setState] = useState<MapState>('loading');
  const [SchoolMap, setSchoolMap] = useState<ComponentType<SchoolMapProps> | null>(null);
  const [onReady] = useState(() => () => setState('ready'));

  useEffect(() => {
    let live = true;
    loadMap().then(
      (component) => live && setSchoolMap(() => component),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [loadMap]);

  return (
    <div className="location-map" data-map data-map-state={state}>
      {state !== 'ready' && (
        <p className="map-status" role="status">
          {state === 'failed' ? failedText : loadingText}
        </p>
      )}
      <div className="map-canvas">{SchoolMap && <SchoolMap {...map} onReady={onReady} />}</div>
    </div>
  );
}
