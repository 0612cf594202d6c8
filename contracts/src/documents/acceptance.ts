/**
 * The client's signed acceptance on a quote's or invoice's PDF (issue 17; NOTES.md, the
 * Electronic Transactions Act: who, when, and the means): "Accepted by {name} on {date,
 * time}" and the signature they drew.
 */
import { displayDateTime } from './business-details.ts';
import { MARGIN, MUTED, type DocumentWriter } from './layout.ts';

export interface SignedAcceptance {
  /** The full name they typed; null when they accepted without signing. */
  name: string | null;
  acceptedAt: string;
  /** What they drew, as a PNG data URL. */
  image: string | null;
}

/** `Accepted by Zoe Nguyen on 24/11/2026 10:31 AEDT`, in the business's time zone. */
export function acceptedByLine(acceptance: SignedAcceptance, timeZone?: string): string {
  const when = displayDateTime(acceptance.acceptedAt, timeZone);
  return acceptance.name ? `Accepted by ${acceptance.name} on ${when}` : `Accepted online on ${when}`;
}

const SIGNATURE_BOX = { width: 180, height: 60 };

/** The PNG's bytes from its data URL; atob, so it reads the same in a browser and on the server. */
function pngBytes(dataUrl: string): Uint8Array | null {
  const base64 = dataUrl.split(',')[1];
  if (!dataUrl.startsWith('data:image/png;base64,') || !base64) return null;
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** The acceptance line and, under it, the signature scaled into a small box. */
export async function writeAcceptance(writer: DocumentWriter, acceptance: SignedAcceptance, timeZone?: string): Promise<void> {
  writer.paragraph(acceptedByLine(acceptance, timeZone), { size: 9.5, bold: true });
  const bytes = acceptance.image ? pngBytes(acceptance.image) : null;
  if (!bytes) return;
  // A signature the service checked still might not decode: the line above stands alone then.
  const image = await writer.pdf.embedPng(bytes).catch(() => null);
  if (!image) return;
  const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  writer.ensureRoom(height + 16);
  writer.page.drawImage(image, { x: MARGIN, y: writer.y - height - 4, width, height });
  writer.y -= height + 6;
  writer.paragraph('Signature', { size: 8, colour: MUTED });
}
