import { API_BASE, ApiError, getCsrfToken } from '../../api/client';
import { uploadType, type PhotoPurpose } from './photo-rules';

export interface UploadedPhoto {
  key: string;
  width: number;
  height: number;
  imageUrl: string;
}

/**
 * POST /admin/v1/media/images with the file itself as the body. XMLHttpRequest rather than
 * fetch: it reports the upload's progress. Errors come back as ApiError like every other call.
 */
export function uploadPhoto(
  file: Blob & { type: string },
  retailNetworkId: number,
  crop: string | null,
  onProgress: (fraction: number) => void,
  purpose: PhotoPurpose = 'photo',
): Promise<UploadedPhoto> {
  const params = new URLSearchParams({ retailNetworkId: String(retailNetworkId) });
  if (purpose !== 'photo') params.set('purpose', purpose);
  if (crop) params.set('crop', crop);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/media/images?${params}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', uploadType(file));
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = getCsrfToken();
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The server cannot be reached'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's error page): the status alone speaks
      }
      if (xhr.status === 201 && data && typeof data === 'object') return resolve(data as UploadedPhoto);
      const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? xhr.statusText));
    };
    xhr.send(file);
  });
}

/** A same-origin address of an image the API serves, at a small size for the preview. */
export function previewSrc(imageUrl: string): string {
  let path = imageUrl;
  try {
    const url = new URL(imageUrl, window.location.origin);
    // the back office is served by the API: its own origin passes the page's img-src 'self'
    path = url.pathname + url.search;
  } catch {
    // a relative address already
  }
  return path.includes('/catalog/v1/images/') ? `${path}${path.includes('?') ? '&' : '?'}w=240` : path;
}
