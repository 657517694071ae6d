import { el, linearGradient } from '../svg-element.ts';
import type { Scene, SceneContext } from '../scene-context.ts';

type Landmark = 'lattice-tower' | 'dome' | 'ferris-wheel' | 'clock-tower' | 'bridge';
const LANDMARKS: readonly Landmark[] = ['lattice-tower', 'dome', 'ferris-wheel', 'clock-tower', 'bridge'];

/** The city at sunset from across the water: three layers of rooftops and one landmark silhouette. */
export const citySkyline: Scene = (context) => {
  const { palette, random, width, height } = context;
  const waterY = height * 0.8;
  // Sunset colours stay in the blue-violet-gold band whatever the school's hue; the hue only shifts them.
  const shift = palette.hue / 360;
  const dusk = 225 + shift * 40;
  const parts: string[] = [
    '<defs>' +
      linearGradient('dusk', [
        `hsl(${dusk}, 45%, 34%)`,
        `hsl(${300 + shift * 40}, 40%, 58%)`,
        `hsl(${12 + shift * 20}, 85%, 72%)`,
        'hsl(42, 95%, 83%)',
      ]) +
      linearGradient('water', [`hsl(${dusk + 10}, 32%, 38%)`, `hsl(${dusk}, 40%, 20%)`]) +
      '</defs>',
    el('rect', { x: 0, y: 0, width, height: waterY, fill: 'url(#dusk)' }),
  ];
  const sunX = random.between(width * 0.15, width * 0.35);
  const sunY = height * random.between(0.3, 0.4);
  parts.push(el('circle', { cx: sunX, cy: sunY, r: 95, fill: '#fff1c9', 'fill-opacity': 0.22 }));
  parts.push(el('circle', { cx: sunX, cy: sunY, r: 42, fill: '#fff4d6', 'fill-opacity': 0.95 }));

  const layers = [
    { colour: `hsl(${dusk + 30}, 22%, 62%)`, min: 0.25, max: 0.45, lit: 0 },
    { colour: `hsl(${dusk + 20}, 25%, 42%)`, min: 0.18, max: 0.36, lit: 0 },
    { colour: `hsl(${dusk + 10}, 30%, 22%)`, min: 0.08, max: 0.3, lit: 0.3 },
  ];
  const landmark = random.pick(LANDMARKS);
  layers.forEach((layer, depth) => {
    if (depth === 1) parts.push(drawLandmark(landmark, context, waterY, layer.colour));
    let x = -random.between(0, 30);
    while (x < width) {
      const buildingWidth = random.between(28, 70) * (1 + depth * 0.25);
      const buildingHeight = height * random.between(layer.min, layer.max);
      const top = waterY - buildingHeight;
      parts.push(el('rect', { x, y: top, width: buildingWidth, height: buildingHeight, fill: layer.colour }));
      if (buildingWidth < 60 && random.chance(0.3))
        parts.push(
          el('path', {
            d: `M${x} ${top} L${x + buildingWidth / 2} ${top - buildingWidth * 0.45} L${x + buildingWidth} ${top} Z`,
            fill: layer.colour,
          }),
        );
      else if (random.chance(0.2))
        parts.push(el('rect', { x: x + buildingWidth * 0.45, y: top - 18, width: 2, height: 18, fill: layer.colour }));
      if (layer.lit) {
        for (let row = top + 8; row < waterY - 8; row += 12) {
          for (let column = x + 5; column < x + buildingWidth - 8; column += 10) {
            if (random.chance(layer.lit))
              parts.push(el('rect', { x: column, y: row, width: 4, height: 6, fill: '#ffd98a', 'fill-opacity': 0.9 }));
          }
        }
      }
      x += buildingWidth + (depth === 2 ? random.between(0, 25) : random.between(-5, 10));
    }
  });

  // Water with the sun's path and soft ripples.
  parts.push(el('rect', { x: 0, y: waterY, width, height: height - waterY, fill: 'url(#water)' }));
  for (let ripple = 0; ripple < 26; ripple += 1) {
    const y = waterY + 4 + random.between(0, height - waterY - 6);
    const nearSun = random.chance(0.5);
    parts.push(
      el('rect', {
        x: nearSun ? sunX + random.between(-60, 30) : random.between(0, width),
        y,
        width: random.between(20, 70),
        height: 2,
        fill: nearSun ? '#ffe3a3' : '#ffffff',
        'fill-opacity': nearSun ? 0.7 : 0.2,
      }),
    );
  }
  for (let bird = 0; bird < 4; bird += 1) {
    const bx = random.between(width * 0.55, width * 0.9);
    const by = random.between(height * 0.12, height * 0.35);
    parts.push(
      el('path', {
        d: `M${bx - 8} ${by - 3} q4 -3 8 3 q4 -6 8 -3`,
        fill: 'none',
        stroke: `hsl(${dusk}, 30%, 25%)`,
        'stroke-width': 1.8,
      }),
    );
  }
  return parts.join('');
};

function drawLandmark(kind: Landmark, { width, height }: SceneContext, ground: number, colour: string): string {
  const x = width * 0.5;
  switch (kind) {
    case 'lattice-tower': {
      const top = height * 0.06;
      const legs = `M${x - 55} ${ground} Q${x - 12} ${ground - 120} ${x - 4} ${top + 20} L${x} ${top} L${x + 4} ${top + 20} Q${x + 12} ${ground - 120} ${x + 55} ${ground} L${x + 30} ${ground} Q${x} ${ground - 60} ${x - 30} ${ground} Z`;
      return (
        el('path', { d: legs, fill: colour }) +
        el('rect', { x: x - 26, y: ground - 95, width: 52, height: 6, fill: colour }) +
        el('rect', { x: x - 16, y: ground - 170, width: 32, height: 5, fill: colour })
      );
    }
    case 'dome':
      return (
        el('rect', { x: x - 90, y: ground - 90, width: 180, height: 90, fill: colour }) +
        el('rect', { x: x - 60, y: ground - 130, width: 120, height: 42, fill: colour }) +
        el('path', { d: `M${x - 60} ${ground - 128} A60 66 0 0 1 ${x + 60} ${ground - 128} Z`, fill: colour }) +
        el('rect', { x: x - 7, y: ground - 214, width: 14, height: 26, fill: colour }) +
        el('rect', { x: x - 1.5, y: ground - 236, width: 3, height: 24, fill: colour }) +
        el('rect', { x: x - 125, y: ground - 150, width: 22, height: 150, fill: colour }) +
        el('rect', { x: x + 103, y: ground - 150, width: 22, height: 150, fill: colour })
      );
    case 'ferris-wheel': {
      const radius = height * 0.34;
      const cy = ground - radius - 18;
      const spokes = Array.from({ length: 16 }, (_, index) => {
        const angle = (index / 16) * Math.PI * 2;
        return `M${x} ${cy} L${x + Math.cos(angle) * radius} ${cy + Math.sin(angle) * radius}`;
      }).join(' ');
      const cabins = Array.from({ length: 16 }, (_, index) => {
        const angle = (index / 16) * Math.PI * 2;
        return el('rect', {
          x: x + Math.cos(angle) * radius - 5,
          y: cy + Math.sin(angle) * radius,
          width: 10,
          height: 9,
          rx: 2,
          fill: colour,
        });
      }).join('');
      return (
        el('circle', { cx: x, cy, r: radius, fill: 'none', stroke: colour, 'stroke-width': 4 }) +
        el('path', { d: spokes, stroke: colour, 'stroke-width': 1.5 }) +
        cabins +
        el('path', {
          d: `M${x} ${cy} L${x - 40} ${ground} M${x} ${cy} L${x + 40} ${ground}`,
          stroke: colour,
          'stroke-width': 6,
        })
      );
    }
    case 'clock-tower':
      return (
        el('rect', { x: x - 24, y: ground - 190, width: 48, height: 190, fill: colour }) +
        el('rect', { x: x - 30, y: ground - 160, width: 60, height: 50, fill: colour }) +
        el('circle', { cx: x, cy: ground - 135, r: 17, fill: '#f3e3c0', 'fill-opacity': 0.75 }) +
        el('path', { d: `M${x - 28} ${ground - 190} L${x} ${ground - 250} L${x + 28} ${ground - 190} Z`, fill: colour })
      );
    case 'bridge': {
      const towerTop = ground - height * 0.55;
      const towers = [x - 180, x + 180];
      const cables =
        towers
          .map((towerX) => `M${towerX - 180} ${ground - 40} Q${towerX - 90} ${ground - 60} ${towerX} ${towerTop + 10}`)
          .join(' ') +
        ` M${towers[0]} ${towerTop + 10} Q${x} ${ground - 50} ${towers[1]} ${towerTop + 10}` +
        ` M${towers[1]} ${towerTop + 10} Q${x + 270} ${ground - 60} ${x + 360} ${ground - 40}`;
      return (
        towers
          .map((towerX) =>
            el('rect', { x: towerX - 8, y: towerTop, width: 16, height: ground - towerTop, fill: colour }),
          )
          .join('') +
        el('path', { d: cables, fill: 'none', stroke: colour, 'stroke-width': 3 }) +
        el('rect', { x: x - 400, y: ground - 42, width: 800, height: 8, fill: colour })
      );
    }
  }
}
