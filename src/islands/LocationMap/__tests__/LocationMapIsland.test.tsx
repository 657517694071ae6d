// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolMapProps } from '../SchoolMap.tsx';
import LocationMapIsland from '../LocationMapIsland.tsx';

const props = {
  latitude: 35.92,
  longitude: 14.49,
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  label: 'Harbour',
  regionLabel: 'Map of Harbour',
  loadingText: 'loading, please wait',
  failedText: 'loading...',
};

afterEach(cleanup);

describe('the location map island', () => {
  it('says loading, please wait until the map code is there, then shows the map with the school and says it is ready', async () => {
    let release!: (component: React.ComponentType<SchoolMapProps>) => void;
    const loaded = new Promise<React.ComponentType<SchoolMapProps>>((resolve) => (release = resolve));
    const received: SchoolMapProps[] = [];
    /** A map that records what the island asks of it and reports ready at once, as SchoolMap does once its layers are on. */
    function RecordingMap(map: SchoolMapProps) {
      received.push(map);
      useEffect(() => map.onReady?.(), [map]);
      return <p>map of {map.label}</p>;
    }
    const { container } = render(<LocationMapIsland {...props} loadMap={() => loaded} />);
    const island = container.querySelector<HTMLElement>('[data-map]')!;
    expect(screen.getByRole('status').textContent).toBe('loading, please wait');
    expect(island.dataset.mapState).toBe('loading');
    await act(async () => release(RecordingMap));
    expect(screen.getByText('map of Harbour')).toBeTruthy();
    expect(received.at(-1)).toMatchObject({
      latitude: 35.92,
      longitude: 14.49,
      tileUrl: props.tileUrl,
      attribution: props.attribution,
      regionLabel: 'Map of Harbour',
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(island.dataset.mapState).toBe('ready');
  });

  it('says loading... when the map code cannot be loaded', async () => {
    const { container } = render(<LocationMapIsland {...props} loadMap={() => Promise.reject(new Error('offline'))} />);
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('loading...');
    expect(container.querySelector<HTMLElement>('[data-map]')!.dataset.mapState).toBe('failed');
  });

  it('draws the school through react-leaflet: the configured tiles and attribution, and a named map the keyboard reaches', async () => {
    // The real map, without Leaflet's stylesheet: a test DOM never says a stylesheet has loaded.
    const { container } = render(
      <LocationMapIsland {...props} loadMap={async () => (await import('../SchoolMap.tsx')).SchoolMap} />,
    );
    await screen.findByRole('region', { name: 'Map of Harbour' });
    const leafletContainer = container.querySelector<HTMLElement>('.leaflet-container')!;
    expect(leafletContainer.getAttribute('role')).toBe('region');
    // Leaflet's keyboard handler: the map is in the tab order and pans with the arrow keys.
    expect(leafletContainer.tabIndex).toBe(0);
    expect(container.querySelector('.leaflet-control-attribution')!.innerHTML).toContain('OpenStreetMap</a>');
    expect(container.querySelector('.leaflet-interactive')).not.toBeNull();
    // The region is named in the same effect that reports ready; the island's re-render with
    // 'ready' comes after it, and on a busy machine after the region is found.
    await waitFor(() => expect(container.querySelector<HTMLElement>('[data-map]')!.dataset.mapState).toBe('ready'));
  });
});
