import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks (scanners find the code's edge by it). */
const QUIET_ZONE = 4;

/**
 * The barcode the gate scans, as a QR code drawn in SVG: black on white whatever the page's colours,
 * with its quiet zone, sharp edges at any size (`crispEdges`), and as wide as the screen allows, so a
 * scanner reads it off a phone at arm's length. `qrcode` (node-qrcode) computes the modules; the
 * drawing is one path, with no markup from a string. Error correction M: the signed token (about 280
 * characters) fits a version-10 code, whose modules stay large on a phone.
 */
export function TicketQrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y++) {
      // Runs of dark modules in a row become one rectangle each.
      let x = 0;
      while (x < modules.size) {
        if (!modules.get(y, x)) {
          x++;
          continue;
        }
        const start = x;
        while (x < modules.size && modules.get(y, x)) x++;
        d += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: d };
  }, [value]);
  return (
    <svg
      className="ticket-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
