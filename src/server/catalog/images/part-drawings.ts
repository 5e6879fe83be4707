import type { ImageKind } from './image-kinds';
import type { Palette } from './palettes';

/**
 * One flat illustration per part kind, drawn on an 800×800 canvas centred on (400, 390). Plain shapes
 * only (no text, filters or external references), so the SVG is tiny and safe to serve as an image.
 */
type Draw = (p: Palette) => string;

const f = (n: number) => Math.round(n * 10) / 10;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;

/** Points evenly spaced on a circle. */
function ring(cx: number, cy: number, r: number, count: number, offsetDeg = 0): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((offsetDeg + (360 / count) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const [x1, y1] = ring(cx, cy, r, 1, fromDeg)[0]!;
  const [x2, y2] = ring(cx, cy, r, 1, toDeg)[0]!;
  const large = Math.abs(toDeg - fromDeg) > 180 ? 1 : 0;
  return `M${f(x1)} ${f(y1)} A${r} ${r} 0 ${large} 1 ${f(x2)} ${f(y2)}`;
}

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const pts: string[] = [];
  const step = 360 / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [deg, r] of [[a, rInner], [a + step * 0.12, rOuter], [a + step * 0.45, rOuter], [a + step * 0.57, rInner]] as const) {
      const [x, y] = ring(cx, cy, r, 1, deg)[0]!;
      pts.push(`${f(x)} ${f(y)}`);
    }
  }
  return `M${pts.join(' L')} Z`;
}

const DRAWINGS: Record<ImageKind, Draw> = {
  'brake-disc': (p) =>
    circle(400, 390, 225, p.metalDark) +
    circle(400, 390, 212, p.metal) +
    ring(400, 390, 168, 16, 11).map(([x, y]) => circle(x, y, 8, p.metalDark)).join('') +
    ring(400, 390, 140, 16).map(([x, y]) => circle(x, y, 6, p.metalDark)).join('') +
    circle(400, 390, 112, p.metalLight) +
    circle(400, 390, 100, p.metal) +
    ring(400, 390, 64, 5, -90).map(([x, y]) => circle(x, y, 13, p.metalDark)).join('') +
    circle(400, 390, 36, p.metalDark) +
    circle(400, 390, 24, p.bg) +
    stroke(arc(400, 390, 206, -70, 5), p.accentDark, 86) +
    stroke(arc(400, 390, 206, -66, 1), p.accent, 70) +
    stroke(arc(400, 390, 206, -48, -18), p.accentLight, 14),

  'brake-pad': (p) =>
    [0, 1]
      .map((i) => {
        const dx = i * 60;
        const dy = i * 110;
        return (
          path(`M${190 + dx} ${300 + dy} Q${400 + dx} ${190 + dy} ${610 + dx} ${300 + dy} L${620 + dx} ${345 + dy} Q${400 + dx} ${250 + dy} ${180 + dx} ${345 + dy} Z`, p.accentDark) +
          path(`M${200 + dx} ${345 + dy} Q${400 + dx} ${255 + dy} ${600 + dx} ${345 + dy} L${585 + dx} ${440 + dy} Q${400 + dx} ${370 + dy} ${215 + dx} ${440 + dy} Z`, '#3D4550') +
          stroke(`M${400 + dx} ${300 + dy} L${400 + dx} ${400 + dy}`, '#2A3038', 8) +
          circle(170 + dx, 310 + dy, 18, p.accent) +
          circle(630 + dx, 310 + dy, 18, p.accent) +
          path(`M${190 + dx} ${300 + dy} Q${400 + dx} ${190 + dy} ${610 + dx} ${300 + dy} L${612 + dx} ${312 + dy} Q${400 + dx} ${205 + dy} ${188 + dx} ${312 + dy} Z`, p.accent)
        );
      })
      .join(''),

  filter: (p) =>
    rect(270, 230, 260, 340, 40, p.accent) +
    rect(270, 230, 60, 340, 30, p.accentDark, 'opacity="0.35"') +
    rect(270, 330, 260, 130, 0, p.accentLight) +
    [0, 1, 2, 3, 4].map((i) => rect(300 + i * 45, 350, 22, 90, 8, p.accent, 'opacity="0.55"')).join('') +
    rect(250, 200, 300, 48, 20, p.metal) +
    rect(250, 200, 300, 16, 8, p.metalLight) +
    rect(262, 570, 276, 32, 14, p.metalDark) +
    circle(400, 224, 30, p.metalDark) +
    circle(400, 224, 16, p.metalLight),

  'spark-plug': (p) =>
    rect(375, 150, 50, 50, 12, p.metal) +
    rect(362, 190, 76, 22, 8, p.metalDark) +
    path('M352 212 L448 212 L458 380 L342 380 Z', '#F7F9FB', `stroke="${p.metal}" stroke-width="4"`) +
    [0, 1, 2, 3].map((i) => rect(348 + i * 2, 232 + i * 34, 104 - i * 4, 10, 5, p.metalLight)).join('') +
    rect(346, 342, 108, 18, 6, p.accent) +
    path('M322 380 L478 380 L490 420 L478 460 L322 460 L310 420 Z', p.metalDark) +
    rect(345, 400, 22, 50, 6, p.metal) +
    rect(433, 400, 22, 50, 6, p.metal) +
    rect(352, 460, 96, 22, 6, p.metal) +
    rect(362, 482, 76, 120, 10, p.metal) +
    [0, 1, 2, 3, 4, 5].map((i) => stroke(`M362 ${498 + i * 18} L438 ${490 + i * 18}`, p.metalDark, 5)).join('') +
    rect(392, 602, 16, 22, 4, p.metalDark) +
    stroke('M408 630 L432 630 L432 612', p.metalDark, 9),

  bulb: (p) =>
    ring(400, 300, 200, 8, -90).map(([x, y]) => stroke(`M${f(400 + (x - 400) * 0.82)} ${f(300 + (y - 300) * 0.82)} L${f(x)} ${f(y)}`, p.accentLight, 14)).join('') +
    circle(400, 300, 130, p.accentLight, 'opacity="0.35"') +
    path('M315 330 A110 110 0 1 1 485 330 L462 420 L338 420 Z', '#FFFFFF', `stroke="${p.accentLight}" stroke-width="6"`) +
    stroke('M370 410 L370 320 Q400 290 430 320 L430 410', p.metalDark, 6) +
    stroke('M372 318 Q386 300 400 318 Q414 336 428 318', p.accent, 10) +
    rect(330, 420, 140, 40, 10, p.metal) +
    rect(318, 460, 164, 24, 8, p.accent) +
    rect(345, 484, 110, 70, 10, p.metalDark) +
    rect(360, 554, 22, 60, 5, p.metal) +
    rect(418, 554, 22, 60, 5, p.metal),

  headlight: (p) =>
    path('M170 300 Q180 230 260 225 L600 230 Q650 235 640 300 L600 520 Q590 560 540 560 L250 560 Q190 555 180 500 Z', '#3A424D') +
    path('M195 305 Q205 250 265 248 L595 252 Q625 258 618 305 L582 505 Q574 536 535 536 L255 536 Q210 532 203 495 Z', '#E9EEF3') +
    circle(305, 390, 88, p.metal) +
    circle(305, 390, 68, p.metalLight) +
    circle(305, 390, 38, '#FFFFFF', `stroke="${p.accentLight}" stroke-width="8"`) +
    circle(500, 390, 72, p.metal) +
    circle(500, 390, 54, p.metalLight) +
    circle(500, 390, 28, '#FFFFFF', `stroke="${p.accentLight}" stroke-width="7"`) +
    stroke('M220 280 Q410 262 600 282', p.accent, 18) +
    rect(560, 470, 40, 40, 8, p.accent, 'opacity="0.8"'),

  shock: (p) =>
    circle(400, 165, 42, p.metalDark) +
    circle(400, 165, 20, p.bg) +
    rect(388, 200, 24, 170, 8, p.metalLight) +
    rect(330, 232, 140, 22, 8, p.metalDark) +
    rect(350, 360, 100, 230, 26, p.metalDark) +
    rect(360, 372, 24, 200, 12, p.metal, 'opacity="0.6"') +
    rect(325, 530, 150, 22, 8, p.metalDark) +
    Array.from({ length: 8 }, (_, i) => stroke(`M318 ${262 + i * 34} L482 ${284 + i * 34}`, p.accent, 22)).join('') +
    circle(400, 620, 40, p.metalDark) +
    circle(400, 620, 18, p.bg),

  spring: (p) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = 210 + i * 55;
      return stroke(`M250 ${y} Q400 ${y - 40} 550 ${y + 10}`, p.accentDark, 40) + stroke(`M250 ${y} Q400 ${y - 40} 550 ${y + 10}`, p.accent, 28);
    }).join('') +
    Array.from({ length: 6 }, (_, i) => {
      const y = 238 + i * 55;
      return stroke(`M550 ${y - 18} Q400 ${y + 50} 250 ${y + 27}`, p.accent, 28);
    }).join('') +
    stroke('M280 218 Q400 186 520 222', p.accentLight, 8),

  gear: (p) =>
    path(gearPath(340, 380, 210, 175, 14), p.accent) +
    circle(340, 380, 120, p.accentDark) +
    circle(340, 380, 100, p.accentLight) +
    ring(340, 380, 70, 6).map(([x, y]) => circle(x, y, 16, p.accentDark)).join('') +
    circle(340, 380, 36, p.metalDark) +
    path(gearPath(560, 560, 110, 88, 10), p.metal) +
    circle(560, 560, 50, p.metalDark) +
    circle(560, 560, 22, p.metalLight),

  battery: (p) =>
    rect(220, 290, 360, 280, 26, '#3A424D') +
    rect(220, 260, 360, 70, 20, p.accent) +
    rect(220, 300, 360, 30, 0, p.accentDark) +
    rect(275, 220, 60, 44, 10, p.metal) +
    rect(465, 220, 60, 44, 10, p.metal) +
    rect(287, 232, 36, 12, 4, p.accentLight) +
    stroke('M270 410 L330 410 M300 380 L300 440', '#F4F6F8', 16) +
    stroke('M470 410 L530 410', '#F4F6F8', 16) +
    circle(400, 500, 26, p.accent) +
    circle(400, 500, 12, p.accentLight),

  piston: (p) =>
    rect(505, 390, 0, 0, 0, 'none') +
    path('M375 420 L425 420 L460 610 L340 610 Z', p.metalDark) +
    circle(400, 620, 70, p.metalDark) +
    circle(400, 620, 40, p.bg) +
    rect(270, 180, 260, 260, 24, p.metal) +
    rect(270, 180, 260, 60, 24, p.metalLight) +
    [0, 1, 2].map((i) => rect(270, 250 + i * 26, 260, 10, 3, p.accent)).join('') +
    circle(400, 370, 34, p.metalDark) +
    circle(400, 370, 18, p.metalLight) +
    rect(290, 330, 26, 90, 10, p.metalLight, 'opacity="0.6"'),

  belt: (p) =>
    stroke('M250 250 L560 250 A120 120 0 0 1 560 490 L250 490 A120 120 0 0 1 250 250 Z', '#2F353D', 34) +
    stroke('M250 250 L560 250 A120 120 0 0 1 560 490 L250 490 A120 120 0 0 1 250 250 Z', '#4A525C', 16, 'stroke-dasharray="14 12"') +
    circle(250, 370, 100, p.metal) +
    circle(250, 370, 70, p.metalLight) +
    circle(250, 370, 26, p.accent) +
    circle(560, 370, 100, p.metal) +
    circle(560, 370, 70, p.metalLight) +
    ring(560, 370, 45, 5).map(([x, y]) => circle(x, y, 10, p.metalDark)).join('') +
    circle(560, 370, 22, p.accent) +
    circle(405, 440, 38, p.accent) +
    circle(405, 440, 16, p.accentLight),

  sensor: (p) =>
    stroke('M455 300 C560 260 600 180 560 140', p.accent, 18) +
    rect(520, 110, 90, 60, 14, '#3A424D') +
    rect(300, 300, 170, 70, 16, p.metal) +
    path('M300 370 L470 370 L485 420 L470 470 L300 470 L285 420 Z', p.metalDark) +
    rect(325, 470, 120, 90, 10, p.metal) +
    [0, 1, 2, 3].map((i) => stroke(`M325 ${486 + i * 20} L445 ${480 + i * 20}`, p.metalDark, 5)).join('') +
    rect(345, 560, 80, 70, 18, p.metalLight) +
    [0, 1, 2].map((i) => rect(358 + i * 22, 575, 10, 40, 5, p.metalDark)).join(''),

  'fuel-pump': (p) =>
    rect(300, 220, 200, 340, 40, p.metal) +
    rect(300, 220, 50, 340, 25, p.metalLight, 'opacity="0.7"') +
    rect(300, 330, 200, 60, 0, p.accent) +
    rect(330, 180, 40, 50, 8, p.metalDark) +
    rect(335, 140, 30, 44, 6, p.metal) +
    rect(430, 190, 50, 34, 8, '#3A424D') +
    stroke('M455 190 C455 140 520 140 540 120', p.accent, 10) +
    path('M290 560 L510 560 L490 640 L310 640 Z', p.accentLight) +
    [0, 1, 2, 3, 4, 5].map((i) => stroke(`M${325 + i * 30} 568 L${325 + i * 30} 632`, p.accent, 4)).join(''),

  wheel: (p) =>
    circle(400, 390, 235, '#2F353D') +
    circle(400, 390, 200, '#434B55') +
    circle(400, 390, 178, p.metalLight) +
    circle(400, 390, 160, p.metalDark) +
    ring(400, 390, 0, 5, -90)
      .map((_, i) => {
        const a = -90 + i * 72;
        const [x1, y1] = ring(400, 390, 60, 1, a - 9)[0]!;
        const [x2, y2] = ring(400, 390, 160, 1, a - 13)[0]!;
        const [x3, y3] = ring(400, 390, 160, 1, a + 13)[0]!;
        const [x4, y4] = ring(400, 390, 60, 1, a + 9)[0]!;
        return path(`M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)} L${f(x3)} ${f(y3)} L${f(x4)} ${f(y4)} Z`, p.metalLight);
      })
      .join('') +
    circle(400, 390, 66, p.metal) +
    ring(400, 390, 40, 5, -90).map(([x, y]) => circle(x, y, 8, p.metalDark)).join('') +
    circle(400, 390, 22, p.accent),

  tyre: (p) =>
    circle(400, 390, 240, '#2B3138') +
    ring(400, 390, 228, 36).map(([x, y], i) => circle(x, y, 14, i % 2 ? '#3A424B' : '#242A30')).join('') +
    circle(400, 390, 200, '#3A424B') +
    stroke(arc(400, 390, 172, 200, 250), p.accent, 10) +
    stroke(arc(400, 390, 172, 20, 70), p.accent, 10) +
    circle(400, 390, 140, p.metal) +
    circle(400, 390, 122, p.metalLight) +
    circle(400, 390, 44, p.metalDark) +
    ring(400, 390, 80, 5, -90).map(([x, y]) => circle(x, y, 14, p.metal)).join(''),

  exhaust: (p) =>
    stroke('M140 420 L250 420', p.metalDark, 40) +
    rect(230, 300, 330, 190, 95, p.metal) +
    rect(230, 300, 330, 50, 25, p.metalLight, 'opacity="0.7"') +
    rect(300, 300, 16, 190, 4, p.metalDark, 'opacity="0.6"') +
    rect(474, 300, 16, 190, 4, p.metalDark, 'opacity="0.6"') +
    stroke('M555 430 L640 430', p.metalDark, 40) +
    rect(620, 395, 60, 70, 16, p.accent) +
    circle(680, 430, 28, p.accentDark) +
    circle(680, 430, 16, '#2F353D'),

  mirror: (p) =>
    rect(395, 450, 70, 150, 20, '#3A424D') +
    path('M170 300 Q175 210 280 205 L560 215 Q640 222 630 310 L610 430 Q600 480 540 482 L250 482 Q175 478 172 410 Z', p.accent) +
    path('M205 310 Q210 245 285 242 L550 250 Q600 256 594 312 L578 420 Q570 450 530 452 L262 452 Q210 450 207 405 Z', p.metalLight) +
    stroke('M300 280 L420 280', '#FFFFFF', 12) +
    stroke('M300 310 L360 310', '#FFFFFF', 12) +
    path('M170 300 Q175 210 280 205 L560 215 Q600 218 617 240 Z', p.accentDark, 'opacity="0.35"'),

  seat: (p) =>
    rect(300, 150, 130, 80, 34, p.accent) +
    rect(340, 222, 16, 30, 4, p.metal) +
    path('M290 250 Q300 240 420 248 Q470 255 470 300 L430 520 L290 520 Q260 520 262 480 Z', p.accent) +
    path('M300 470 L600 470 Q640 472 640 510 L630 560 Q620 590 580 590 L300 590 Q262 588 262 550 Z', p.accentDark) +
    stroke('M310 280 L420 286 L390 500', p.accentLight, 6, 'stroke-dasharray="10 10"') +
    rect(320, 590, 24, 50, 6, p.metalDark) +
    rect(560, 590, 24, 50, 6, p.metalDark) +
    rect(300, 630, 320, 18, 8, p.metal),

  'steering-wheel': (p) =>
    circle(400, 390, 230, '#2F353D') +
    circle(400, 390, 185, p.bg) +
    path('M215 420 Q300 390 340 420 L360 520 Q300 520 250 500 Z', '#2F353D') +
    path('M585 420 Q500 390 460 420 L440 520 Q500 520 550 500 Z', '#2F353D') +
    rect(370, 460, 60, 130, 20, '#2F353D') +
    circle(400, 410, 80, '#3A424D') +
    circle(400, 410, 46, p.accent) +
    stroke(arc(400, 390, 208, 200, 240), p.accent, 14) +
    stroke(arc(400, 390, 208, 300, 340), p.accent, 14),

  'oil-can': (p) =>
    path('M260 250 L470 250 L540 320 L540 600 Q540 620 520 620 L280 620 Q260 620 260 600 Z', p.accent) +
    path('M330 250 L470 250 L520 300 L380 300 Z', p.accentDark, 'opacity="0.4"') +
    rect(310, 285, 110, 50, 25, p.bg) +
    rect(450, 190, 70, 70, 14, p.metalDark) +
    rect(445, 180, 80, 22, 8, p.metal) +
    rect(290, 390, 220, 150, 14, '#FFFFFF') +
    rect(310, 415, 120, 18, 9, p.accent) +
    rect(310, 450, 170, 12, 6, p.metal) +
    rect(310, 475, 140, 12, 6, p.metal) +
    circle(460, 505, 18, p.accentLight),

  spray: (p) =>
    rect(320, 330, 170, 290, 40, p.accent) +
    rect(320, 330, 50, 290, 25, p.accentLight, 'opacity="0.45"') +
    rect(345, 430, 120, 120, 12, '#FFFFFF') +
    rect(362, 450, 86, 16, 8, p.accent) +
    rect(362, 482, 60, 10, 5, p.metal) +
    rect(365, 280, 80, 55, 10, p.metalDark) +
    path('M340 200 L520 200 L540 240 L440 250 L420 290 L380 290 Z', '#3A424D') +
    path('M440 250 L470 320 L450 330 L415 265 Z', '#3A424D') +
    rect(520, 205, 40, 26, 6, p.metal),

  wrench: (p) =>
    `<g transform="rotate(-40 400 390)">` +
    rect(220, 360, 360, 60, 30, p.metal) +
    rect(240, 372, 320, 14, 7, p.metalLight) +
    circle(200, 390, 70, p.metal) +
    circle(200, 390, 34, p.bg) +
    path('M560 330 L650 330 Q690 390 650 450 L560 450 Z', p.metal) +
    rect(600, 365, 70, 50, 6, p.bg) +
    `</g>` +
    `<g transform="rotate(40 400 390)">` +
    rect(200, 370, 200, 40, 16, p.metalLight) +
    rect(390, 340, 230, 100, 40, p.accent) +
    rect(410, 356, 190, 16, 8, p.accentLight) +
    `</g>`,

  fan: (p) =>
    circle(400, 390, 240, p.metalDark) +
    circle(400, 390, 220, p.metalLight) +
    ring(400, 390, 0, 6, 0)
      .map((_, i) => {
        const a = i * 60;
        const [x1, y1] = ring(400, 390, 50, 1, a)[0]!;
        const [x2, y2] = ring(400, 390, 200, 1, a + 18)[0]!;
        const [cx, cy] = ring(400, 390, 180, 1, a - 20)[0]!;
        const [x3, y3] = ring(400, 390, 200, 1, a + 42)[0]!;
        return path(`M${f(x1)} ${f(y1)} Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)} L${f(x3)} ${f(y3)} Q${f(400 + (x2 - 400) * 0.4)} ${f(390 + (y2 - 390) * 0.4)} ${f(x1)} ${f(y1)} Z`, p.accent);
      })
      .join('') +
    circle(400, 390, 60, p.accentDark) +
    circle(400, 390, 26, p.metal),

  charger: (p) =>
    stroke('M470 520 C560 620 640 560 650 470 C660 380 600 330 640 250', '#2F353D', 26) +
    path('M250 250 Q260 200 320 200 L450 200 Q500 200 505 250 L520 420 Q525 470 475 500 L420 540 Q400 552 380 540 L300 470 Q250 430 250 380 Z', p.accent) +
    path('M250 250 Q260 200 320 200 L450 200 Q480 200 495 220 L270 230 Z', p.accentDark, 'opacity="0.4"') +
    circle(375, 300, 82, '#2F353D') +
    ring(375, 300, 42, 5, -90).map(([x, y]) => circle(x, y, 12, p.metalLight)).join('') +
    circle(375, 300, 12, p.metalLight) +
    rect(330, 420, 90, 20, 10, p.accentLight),

  speaker: (p) =>
    circle(400, 390, 240, p.metalDark) +
    ring(400, 390, 222, 4, 45).map(([x, y]) => circle(x, y, 10, p.metal)).join('') +
    circle(400, 390, 200, '#2F353D') +
    circle(400, 390, 172, '#3D4550') +
    circle(400, 390, 150, p.metal) +
    circle(400, 390, 130, p.metalLight) +
    circle(400, 390, 62, p.accent) +
    circle(385, 372, 20, p.accentLight),

  lock: (p) =>
    rect(300, 180, 200, 300, 90, '#2F353D') +
    rect(316, 196, 168, 268, 78, '#3D4550') +
    circle(400, 260, 34, p.accent) +
    circle(400, 340, 26, p.metal) +
    circle(400, 405, 26, p.metal) +
    rect(380, 470, 40, 40, 8, p.metalDark) +
    path('M382 510 L418 510 L418 610 L400 640 L382 610 Z', p.metal) +
    rect(388, 530, 10, 60, 4, p.metalDark),

  hook: (p) =>
    rect(200, 450, 400, 60, 14, p.accent) +
    rect(200, 450, 400, 16, 8, p.accentLight, 'opacity="0.6"') +
    rect(250, 510, 300, 36, 10, p.accentDark) +
    rect(370, 300, 60, 160, 10, p.metalDark) +
    circle(400, 250, 90, p.metalLight) +
    circle(400, 250, 90, 'none', `stroke="${p.metal}" stroke-width="8"`) +
    circle(370, 220, 26, '#FFFFFF', 'opacity="0.8"') +
    rect(350, 335, 100, 22, 6, p.metal),

  door: (p) =>
    path('M200 250 Q220 180 300 170 L560 170 Q600 172 600 220 L600 590 Q600 620 570 620 L230 620 Q200 620 200 590 Z', p.accent) +
    path('M235 270 Q250 215 310 208 L560 208 L560 380 L235 380 Z', p.metalLight) +
    stroke('M300 240 L400 240', '#FFFFFF', 12) +
    stroke('M200 400 L600 400', p.accentDark, 6) +
    rect(470, 430, 90, 26, 13, p.metalDark) +
    rect(236, 520, 60, 30, 6, p.accentDark, 'opacity="0.5"'),

  part: (p) =>
    `<g transform="rotate(-30 400 390)">` +
    rect(370, 250, 60, 300, 8, p.metal) +
    Array.from({ length: 11 }, (_, i) => stroke(`M370 ${300 + i * 22} L430 ${310 + i * 22}`, p.metalDark, 5)).join('') +
    path('M310 200 L490 200 L490 270 L310 270 Z', p.metalDark) +
    rect(310, 200, 180, 20, 6, p.metal) +
    `</g>` +
    path('M520 470 L590 430 L660 470 L660 550 L590 590 L520 550 Z', p.accent) +
    circle(590, 510, 34, p.bg) +
    circle(200, 560, 60, p.accentLight) +
    circle(200, 560, 26, p.bg),
};

export function drawPart(kind: ImageKind, palette: Palette): string {
  return DRAWINGS[kind](palette);
}
