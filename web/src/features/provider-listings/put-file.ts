/** The outcome of a PUT to a signed URL. */
export type PutResult = { readonly ok: true } | { readonly ok: false; readonly status: number };

/**
 * PUTs a file to a single-use upload URL with its content type, reporting progress (0–1). XMLHttpRequest,
 * because fetch cannot report upload progress. Relative URLs (the local store) go to the site origin.
 */
export function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<PutResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("content-type", file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(xhr.status >= 200 && xhr.status < 300 ? { ok: true } : { ok: false, status: xhr.status });
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.send(file);
  });
}
