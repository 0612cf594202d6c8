/** Said while a sheet stays open for its photos: closed, the ones still to go would never be sent. */
export function StillUploading({ toGo }: { toGo: number }) {
  if (toGo === 0) return null;
  return (
    <p role="status" className="text-sm font-medium text-stone-700">
      {toGo === 1 ? '1 photo is still uploading' : `${toGo} photos are still uploading`}: this closes once {toGo === 1 ? 'it is' : 'they are'} up.
    </p>
  );
}
