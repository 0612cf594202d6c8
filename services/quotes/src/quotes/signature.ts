import { AcceptMessages, PNG_DATA_URL_PREFIX, SIGNATURE_LIMITS } from '@cobber/contracts';
import { badRequest } from '@cobber/kit';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const refused = () => badRequest(AcceptMessages.imageInvalid, { 'signature.image': AcceptMessages.imageInvalid });

/**
 * The PNG bytes of a drawn signature (a `data:image/png;base64,` URL), checked by what they
 * are, not what they claim: the PNG signature, an IHDR of a sane size first and IEND last,
 * at most 200 KB. Anything else, an SVG above all, is a 400 naming `signature.image`.
 */
export function signaturePng(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX) || !BASE64.test(base64)) throw refused();
  const png = Buffer.from(base64, 'base64');
  if (png.length > SIGNATURE_LIMITS.bytes || png.length < 8 + 25 + 12) throw refused();
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) throw refused();
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') throw refused();
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 1 || height < 1 || width > SIGNATURE_LIMITS.width || height > SIGNATURE_LIMITS.height) throw refused();
  if (png.toString('latin1', png.length - 8, png.length - 4) !== 'IEND') throw refused();
  return png;
}
