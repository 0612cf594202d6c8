import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Photo, type UpdatePhoto } from '@cobber/contracts';
import { apiFetch } from '../api.ts';
import { photoKeys } from './photo-keys.ts';

const PhotoList = Photo.array();

export { photoKeys };

/** The document's photos in order (`GET {photosPath}`). */
export function usePhotos(photosPath: string) {
  return useQuery({
    queryKey: photoKeys.of(photosPath),
    queryFn: () => apiFetch(photosPath, { schema: PhotoList }),
  });
}

/** A sent photo joins the list at once, then the list is asked again for the server's order. */
export function addSentPhoto(queryClient: QueryClient, photosPath: string, photo: Photo): Promise<void> {
  queryClient.setQueryData<Photo[]>(photoKeys.of(photosPath), (photos = []) => [...photos.filter(({ id }) => id !== photo.id), photo]);
  return queryClient.invalidateQueries({ queryKey: photoKeys.of(photosPath) });
}

/** Relabel, recaption or move a photo (`PATCH {photosPath}/{id}`); the list is read again after. */
export function useChangePhoto(photosPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdatePhoto }) =>
      apiFetch(`${photosPath}/${id}`, { method: 'PATCH', body: change, schema: Photo }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.of(photosPath) }),
  });
}

/** Remove a photo and its files (`DELETE {photosPath}/{id}`). */
export function useRemovePhoto(photosPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${photosPath}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.of(photosPath) }),
  });
}
