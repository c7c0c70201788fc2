// Image upload through the REST path (multipart cannot go over the JSON tRPC link).
// XMLHttpRequest rather than fetch because it reports upload progress, which matters on a
// phone sending a large photo over a slow connection.
import { getToken, notifySessionExpired } from '../../lib/admin-session';
import { NETWORK_ERROR, UploadError } from './errors';

export const UPLOAD_URL = '/api/admin/upload';

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new TypeError(NETWORK_ERROR));
    xhr.onabort = () => reject(new TypeError(NETWORK_ERROR));
    xhr.onload = () => {
      let body: { url?: unknown; message?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { url?: unknown; message?: unknown };
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.url === 'string') {
        resolve(body.url);
        return;
      }
      if (xhr.status === 401 && token) notifySessionExpired();
      const message = body && typeof body.message === 'string' && body.message ? body.message : `Upload failed (${xhr.status})`;
      reject(new UploadError(message));
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
