import type * as Leaflet from 'leaflet';

type LeafletModule = typeof Leaflet;

/** Spec section 9: the map shows a region 0.01 degrees across, set 500 ms after the map appears. */
export const MAP_SPAN_DEGREES = 0.01;
export const MAP_REGION_DELAY_MS = 500;

/**
 * Draws the school's map into `container` (its data-* attributes say where, with which tiles and
 * what to say). Until Leaflet is loaded the container says 'loading, please wait'; if it cannot
 * be loaded it says 'loading...' (spec section 8). Tiles that do not load leave an empty map
 * with the school's marker: the address and the link beside it still work.
 */
export async function mountLocationMap(container: HTMLElement, loadLeaflet: () => Promise<LeafletModule | { default: LeafletModule }>): Promise<void> {
  const status = container.querySelector<HTMLElement>('[data-map-status]');
  const canvas = container.querySelector<HTMLElement>('[data-map-canvas]');
  const { lat, lng, tiles, attribution, label, failed } = container.dataset;
  if (!canvas || !lat || !lng || !tiles) return;
  container.dataset.mapState = 'loading';
  try {
    const loaded = await loadLeaflet();
    const L = 'default' in loaded && loaded.default ? loaded.default : (loaded as LeafletModule);
    const centre: [number, number] = [Number(lat), Number(lng)];
    const map = L.map(canvas, { scrollWheelZoom: false }).setView(centre, 15);
    L.tileLayer(tiles, { attribution: attribution ?? '', maxZoom: 19 }).addTo(map);
    L.circleMarker(centre, { radius: 9, color: '#0b57a4', weight: 3, fillColor: '#ffffff', fillOpacity: 1 }).addTo(map).bindTooltip(label ?? '');
    const half = MAP_SPAN_DEGREES / 2;
    setTimeout(() => map.fitBounds([[centre[0] - half, centre[1] - half], [centre[0] + half, centre[1] + half]]), MAP_REGION_DELAY_MS);
    status?.remove();
    container.dataset.mapState = 'ready';
  } catch {
    if (status) status.textContent = failed ?? 'loading...';
    container.dataset.mapState = 'failed';
  }
}

/** Mounts the map once its container comes into view (spec section 2: the map loads lazily). */
export function watchLocationMap(container: HTMLElement, loadLeaflet: () => Promise<LeafletModule | { default: LeafletModule }>): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void mountLocationMap(container, loadLeaflet);
  });
  observer.observe(container);
}
