import { BusinessMessages, LOGO_MAX_BYTES } from '@cobber/contracts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '@cobber/kit';
import busboy from 'busboy';
import type { Context } from 'koa';

/**
 * Reads the one file of a multipart upload (field `logo`) into memory, at most
 * LOGO_MAX_BYTES: a larger file is a 413, before the rest of it is read.
 */
export async function readLogoUpload(ctx: Context): Promise<Buffer> {
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the logo as multipart/form-data');
  if (Number(ctx.get('content-length') || 0) > LOGO_MAX_BYTES + 64 * 1024) {
    throw payloadTooLarge(BusinessMessages.selectSmallerImage, { logo: BusinessMessages.selectSmallerImage });
  }
  return new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 10, parts: 12 } });
    } catch {
      reject(badRequest('The upload is not a valid multipart form', { logo: BusinessMessages.selectImage }));
      return;
    }
    let file: Buffer | null = null;
    let failure: Error | null = null;
    parser.on('file', (field, stream) => {
      if (field !== 'logo' || file !== null) {
        failure ??= badRequest(`Unexpected file field: ${field}`, { [field]: `Unexpected file field: ${field}` });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = payloadTooLarge(BusinessMessages.selectSmallerImage, { logo: BusinessMessages.selectSmallerImage });
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(badRequest('The upload is not a valid multipart form', { logo: BusinessMessages.selectImage })));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.length === 0) reject(badRequest(BusinessMessages.selectImage, { logo: BusinessMessages.selectImage }));
      else resolve(file);
    });
    ctx.req.pipe(parser);
  });
}
