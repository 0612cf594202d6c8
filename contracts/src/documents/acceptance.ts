/**
 * The client's signed acceptance on a quote's or invoice's PDF (the Electronic
 * Transactions Act asks who, when, and the means): "Accepted by {name} on {date, time}"
 * and the signature they drew.
 */
import { displayDateTime } from './business-details.ts';
import { MARGIN, MUTED, type BlockPart, type DocumentWriter } from './layout.ts';

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

const SIGNATURE_LABEL = { size: 8, colour: MUTED };

/**
 * The acceptance line and, under it, the signature scaled into a small box, kept on one
 * page with what leads into them (a heading, the quote's line on an invoice).
 */
export async function writeAcceptance(writer: DocumentWriter, acceptance: SignedAcceptance, timeZone?: string, lead: readonly BlockPart[] = []): Promise<void> {
  const line: BlockPart = { text: acceptedByLine(acceptance, timeZone), style: { size: 9.5, bold: true } };
  const bytes = acceptance.image ? pngBytes(acceptance.image) : null;
  // A signature the service checked still might not decode: the line stands alone then.
  const image = bytes ? await writer.pdf.embedPng(bytes).catch(() => null) : null;
  const scale = image ? Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height, 1) : 0;
  const width = image ? image.width * scale : 0;
  const height = image ? image.height * scale : 0;
  const signature = image ? height + 6 + writer.paragraphHeight('Signature', SIGNATURE_LABEL) : 0;
  writer.keepTogether(writer.blockHeight([...lead, line]) + signature);
  writer.block([...lead, line]);
  if (!image) return;
  writer.page.drawImage(image, { x: MARGIN, y: writer.y - height - 4, width, height });
  writer.y -= height + 6;
  writer.paragraph('Signature', SIGNATURE_LABEL);
}
