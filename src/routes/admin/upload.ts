// Image upload through the REST path (multipart cannot go over the JSON tRPC link).
// XMLHttpRequest rather than fetch because it reports upload progress, which matters on a
// phone sending a large photo over a slow connection.
import { getToken, expireSessionOn401 } from '../../lib/admin-session';
import { NETWORK_ERROR, UploadError } from './errors';

const UPLOAD_URL = '/api/admin/upload';

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

type UploadedPhoto = { url: string; width: number; height: number };

/** Uploads one photo (one request per file, so each has its own progress) and gives its URL and size. */
export function uploadPhoto(file: File, onProgress?: (percent: number) => void): Promise<UploadedPhoto> {
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
      type Reply = { url?: unknown; width?: unknown; height?: unknown; message?: unknown };
      let body: Reply | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Reply;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body.url === 'string') {
        const size = (n: unknown, fallback: number) => (typeof n === 'number' && n > 0 ? n : fallback);
        resolve({ url: body.url, width: size(body.width, 1200), height: size(body.height, 800) });
        return;
      }
      if (token) expireSessionOn401(xhr.status);
      const message = body && typeof body.message === 'string' && body.message ? body.message : `Upload failed (${xhr.status})`;
      reject(new UploadError(message));
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
