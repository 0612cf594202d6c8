import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Photo, UpdatePhoto } from '@cobber/contracts';
import { api } from '../api-client.ts';
import { photoKeys, type PhotoDocument } from './photo-keys.ts';

export { photoKeys };

/** The document's photos in order. */
export function photosQuery(document: PhotoDocument) {
  const at = { params: { id: document.id } };
  return queryOptions({
    queryKey: photoKeys.of(document),
    queryFn: ({ signal }) => (document.kind === 'quotes' ? api('GET /api/quotes/:id/photos', { ...at, signal }) : api('GET /api/receipts/:id/photos', { ...at, signal })),
  });
}

export function usePhotos(document: PhotoDocument) {
  return useQuery(photosQuery(document));
}

/** A sent photo joins the list at once, then the list is asked again for the server's order. */
export function addSentPhoto(queryClient: QueryClient, document: PhotoDocument, photo: Photo): Promise<void> {
  queryClient.setQueryData<Photo[]>(photoKeys.of(document), (photos = []) => [...photos.filter(({ id }) => id !== photo.id), photo]);
  return queryClient.invalidateQueries({ queryKey: photoKeys.of(document) });
}

/** Relabel, recaption or move a photo; the list is read again after. */
export function useChangePhoto(document: PhotoDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdatePhoto }) => {
      const call = { params: { id: document.id, photoId: id }, body: change };
      return document.kind === 'quotes' ? api('PATCH /api/quotes/:id/photos/:photoId', call) : api('PATCH /api/receipts/:id/photos/:photoId', call);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.of(document) }),
  });
}

/** Remove a photo and its files. */
export function useRemovePhoto(document: PhotoDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      const at = { params: { id: document.id, photoId: id } };
      return document.kind === 'quotes' ? api('DELETE /api/quotes/:id/photos/:photoId', at) : api('DELETE /api/receipts/:id/photos/:photoId', at);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.of(document) }),
  });
}
