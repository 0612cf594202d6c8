/**
 * Job photos: reading an upload, re-encoding it in a sharp worker, and keeping
 * its two sizes. A subpath of its own (`@cobber/kit/photos`) so that only the services
 * that take photos load sharp.
 */
export { processPhoto } from './image.ts';
export { readPhotoUpload, type PhotoUpload } from './upload.ts';
export type { PhotoSize, PhotoStore } from './storage.ts';
export { DiskPhotoStore } from './disk-store.ts';
export { checkPhotoStorage, photoStorageSettings, photoStoreFromSettings, type PhotoStorageSettings } from './s3-settings.ts';
export { printablePhotos, type KeptPhoto } from './printable.ts';
export { photoRows, type PhotoRow, type PhotoTable } from './documents/repository.ts';
export { ownerPhoto, type PhotoDocument } from './documents/document.ts';
export { documentPhotoHandlers, type PhotoRoute } from './documents/handlers.ts';
