// What the shell and every remote share as one module: the typed API client, the signed-in
// owner and a job's photos.
export { ApiError, apiFetch, type ApiRequest, type ResponseSchema } from './api.ts';
export { api, apiPath, type ApiAnswerOf, type ApiCall, type ApiPlace, type ApiRouteKey } from './api-client.ts';
export { SignedInUserContext, useSignedInUser } from './user.ts';
export { JobPhotos, photoKeys, PhotosToAdd, type HeldPhoto, type JobPhotosProps, type PhotoDocument, type PhotosToAddProps } from './photos/index.tsx';
