import { PHOTO_MAX_BYTES, PhotoMessages, PhotoUploadFields, type PhotoLabel } from '@cobber/contracts';
import { refuseControlCharacters } from '@cobber/kit';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '@cobber/kit';
import type { Context } from 'koa';

/** A photo as the phone sent it, with the label and caption typed beside it. */
export interface PhotoUpload {
  bytes: Uint8Array;
  /** The file's name on the phone, for messages only ("IMG_1234.HEIC is larger than 10 MB"). */
  name: string;
  label: PhotoLabel;
  caption: string | null;
}

/** Room for the multipart form's boundaries, headers and the label and caption. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const LIMIT = PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A file name long enough for any phone's, short enough for a message. */
const NAME_MAX = 120;

/** The file's name from a part's headers (`filename="…"`), or "This photo" when it has none. */
function fileNameIn(head: string): string {
  const name = /filename="([^"\r\n]*)"/.exec(head)?.[1]?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name ? name.slice(0, NAME_MAX) : 'This photo';
}

const tooLarge = (name: string) => payloadTooLarge(PhotoMessages.tooLarge(name), { photo: PhotoMessages.tooLarge(name) });
const choosePhoto = () => badRequest(PhotoMessages.choosePhoto, { photo: PhotoMessages.choosePhoto });

/**
 * The request body, at most LIMIT bytes; past it, a 413 naming the file from the form's
 * first bytes (its part headers), so the phone can say which photo was too big. The rest
 * is read and dropped rather than the connection cut, so the phone hears the 413.
 */
function readForm(ctx: Context): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= LIMIT) return;
      ctx.req.off('data', onData).off('end', onEnd).resume();
      ctx.set('Connection', 'close');
      reject(tooLarge(fileNameIn(Buffer.concat(chunks).subarray(0, 4096).toString('latin1'))));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    ctx.req.on('data', onData).on('end', onEnd).once('error', reject);
  });
}

/** The multipart form's `photo` file (one), its `label` and `caption`. */
export async function readPhotoUpload(ctx: Context): Promise<PhotoUpload> {
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the photo as multipart/form-data (field "photo")');
  const raw = await readForm(ctx);
  let form: FormData;
  try {
    form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': ctx.get('content-type') } }).formData();
  } catch {
    throw badRequest('The upload is not a valid multipart form', { photo: PhotoMessages.choosePhoto });
  }
  const file = form.get('photo');
  if (!(file instanceof File) || file.size === 0) throw choosePhoto();
  const name = fileNameIn(`filename="${file.name.replace(/"/g, '')}"`);
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge(name);
  const typed = { label: textField(form, 'label'), caption: textField(form, 'caption') };
  // As in every JSON body: a caption is shown on the quote or receipt, so no control characters.
  refuseControlCharacters(typed);
  const fields = PhotoUploadFields.safeParse(typed);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), name, ...fields.data };
}

/** A text field of the form; left out (or a file in its place) reads as not given. */
function textField(form: FormData, field: string): string | undefined {
  const value = form.get(field);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
