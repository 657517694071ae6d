// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LocationMapIsland from '../LocationMapIsland.tsx';

describe('the location map island on the server', () => {
  it('renders the waiting message without Leaflet, which needs a window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <LocationMapIsland
        latitude={35.92}
        longitude={14.49}
        tileUrl="/tiles/{z}/{x}/{y}.png"
        attribution="© test"
        label="Harbour"
        regionLabel="Map of Harbour"
        loadingText="loading, please wait"
        failedText="loading..."
      />,
    );
    expect(html).toContain('data-map-state="loading"');
    expect(html).toContain('loading, please wait');
    expect(html).not.toContain('leaflet');
  });
});
