// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountLocationMap } from '../location-map.ts';

function mapMarkup() {
  document.body.innerHTML = `<div data-map data-lat="35.92" data-lng="14.49" data-tiles="/tiles/{z}/{x}/{y}.png" data-attribution="© test" data-label="Harbour" data-failed="loading...">
    <p data-map-status>loading, please wait</p><div data-map-canvas></div></div>`;
  return document.querySelector<HTMLElement>('[data-map]')!;
}

/** Enough of Leaflet to see what the page asks of it. */
function fakeLeaflet() {
  const calls: string[] = [];
  const chain = { addTo: () => chain, bindTooltip: (text: string) => (calls.push(`tooltip ${text}`), chain) };
  const map = { setView: (centre: number[], zoom: number) => (calls.push(`view ${centre.join(',')} ${zoom}`), map), fitBounds: () => map };
  return {
    calls,
    module: {
      map: () => (calls.push('map'), map),
      tileLayer: (url: string) => (calls.push(`tiles ${url}`), chain),
      circleMarker: () => chain,
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the location map', () => {
  it('says loading, please wait until Leaflet is there, then draws the school with the configured tiles', async () => {
    const root = mapMarkup();
    const leaflet = fakeLeaflet();
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const mounting = mountLocationMap(root, async () => {
      await loaded;
      return leaflet.module as never;
    });
    expect(root.textContent).toContain('loading, please wait');
    expect(root.dataset.mapState).toBe('loading');
    release();
    await mounting;
    expect(leaflet.calls).toEqual(['map', 'view 35.92,14.49 15', 'tiles /tiles/{z}/{x}/{y}.png', 'tooltip Harbour']);
    expect(root.textContent).not.toContain('loading, please wait');
    expect(root.dataset.mapState).toBe('ready');
  });

  it('says loading... when the map library cannot be loaded', async () => {
    const root = mapMarkup();
    await mountLocationMap(root, () => Promise.reject(new Error('offline')));
    expect(root.querySelector('[data-map-status]')!.textContent).toBe('loading...');
    expect(root.dataset.mapState).toBe('failed');
  });
});
