/**
 * Product artwork for the reference shop: square SVG illustrations in the club's colours, one motif
 * per kind of product, so every product has real thumbnails of 200, 600 and 1280 px without shipping
 * binary images in the repository.
 */
const palettes = [
  { background: '#f4f4f4', primary: '#111111', accent: '#d00027' },
  { background: '#111111', primary: '#ffffff', accent: '#d00027' },
  { background: '#d00027', primary: '#ffffff', accent: '#111111' },
  { background: '#ffffff', primary: '#d00027', accent: '#111111' },
];

const motifs: Record<string, (c: (typeof palettes)[number]) => string> = {
  jersey: (c) =>
    `<path d="M140 90 L110 100 L60 150 L95 195 L120 175 L120 320 L280 320 L280 175 L305 195 L340 150 L290 100 L260 90 Q200 130 140 90 Z" fill="${c.primary}"/>` +
    `<path d="M120 200 L280 200 L280 230 L120 230 Z" fill="${c.accent}"/>`,
  scarf: (c) =>
    `<g transform="rotate(-30 200 200)">` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="${70 + i * 33}" y="170" width="33" height="60" fill="${i % 2 ? c.accent : c.primary}"/>`,
    ).join('') +
    `<path d="M70 230 l0 25 M90 230 l0 25 M330 230 l0 25 M310 230 l0 25" stroke="${c.primary}" stroke-width="6"/></g>`,
  hat: (c) =>
    `<path d="M110 270 Q110 130 200 120 Q290 130 290 270 Z" fill="${c.primary}"/>` +
    `<rect x="100" y="255" width="200" height="40" rx="10" fill="${c.accent}"/><circle cx="200" cy="110" r="22" fill="${c.accent}"/>`,
  hoodie: (c) =>
    `<path d="M150 80 Q200 150 250 80 L300 100 L340 240 L300 250 L290 200 L290 330 L110 330 L110 200 L100 250 L60 240 L100 100 Z" fill="${c.primary}"/>` +
    `<rect x="160" y="250" width="80" height="40" rx="8" fill="${c.accent}"/>`,
  mug: (c) =>
    `<rect x="110" y="120" width="150" height="190" rx="14" fill="${c.primary}"/>` +
    `<path d="M260 160 q70 0 70 60 q0 60 -70 60" fill="none" stroke="${c.primary}" stroke-width="22"/>` +
    `<rect x="110" y="190" width="150" height="30" fill="${c.accent}"/>`,
  ball: (c) =>
    `<circle cx="200" cy="200" r="120" fill="${c.primary}"/>` +
    `<polygon points="200,150 240,180 225,228 175,228 160,180" fill="${c.accent}"/>` +
    `<path d="M200 150 L200 82 M240 180 L305 160 M225 228 L265 290 M175 228 L135 290 M160 180 L95 160" stroke="${c.accent}" stroke-width="8"/>`,
  gift: (c) =>
    `<rect x="90" y="160" width="220" height="160" fill="${c.primary}"/><rect x="80" y="130" width="240" height="40" fill="${c.primary}"/>` +
    `<rect x="185" y="130" width="30" height="190" fill="${c.accent}"/>` +
    `<path d="M200 130 q-60 -70 -70 -10 z M200 130 q60 -70 70 -10 z" fill="${c.accent}"/>`,
  bottle: (c) =>
    `<path d="M180 70 L220 70 L220 140 Q260 160 260 200 L260 330 L140 330 L140 200 Q140 160 180 140 Z" fill="${c.primary}"/>` +
    `<rect x="140" y="220" width="120" height="60" fill="${c.accent}"/>`,
  camp: (c) =>
    `<path d="M70 300 L70 130 L330 130 L330 300" fill="none" stroke="${c.primary}" stroke-width="14"/>` +
    `<path d="M110 130 L110 300 M150 130 L150 300 M190 130 L190 300 M230 130 L230 300 M270 130 L270 300 M70 180 L330 180 M70 230 L330 230" stroke="${c.primary}" stroke-width="3"/>` +
    `<circle cx="200" cy="290" r="38" fill="${c.accent}"/>`,
  book: (c) =>
    `<rect x="110" y="80" width="190" height="250" rx="6" fill="${c.primary}"/><rect x="110" y="80" width="24" height="250" fill="${c.accent}"/>` +
    `<rect x="160" y="130" width="110" height="14" fill="${c.accent}"/><rect x="160" y="160" width="80" height="10" fill="${c.accent}"/>`,
};

export function productArtwork(productId: number, artwork: string, name: string, width: number): string {
  const palette = palettes[productId % palettes.length]!;
  const motif = (motifs[artwork] ?? motifs.gift!)(palette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="400" height="400" fill="${palette.background}"/>${motif}</svg>`
  );
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
