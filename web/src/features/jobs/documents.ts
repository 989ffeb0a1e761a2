/**
 * The documents' rules as the browser checks them before uploading (spec 2 section 5): PDF only (by content:
 * the first bytes are %PDF-, whatever the name says), at most 5 files, 20 MB in total. The platform checks
 * the same while the bytes arrive and is the authority; this spares a person the wait for its refusal.
 */
export const MAX_DOCUMENTS = 5;
export const MAX_TOTAL_BYTES = 20 * 1024 * 1024;

export type DocumentErrorKey = 'jobs.files.invalidFormat' | 'jobs.files.tooMany' | 'jobs.files.tooLarge';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether the file's content starts as a PDF's does. */
export async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head.length === PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => head[index] === byte);
}

/**
 * The files to keep when `added` join `current`: each added file in turn, unless it is no PDF, would be a
 * sixth or would pass 20 MB; the first refusal's message key comes along.
 */
export async function addDocuments(
  current: readonly File[],
  added: readonly File[],
): Promise<{ files: File[]; error: DocumentErrorKey | undefined }> {
  const files = [...current];
  let error: DocumentErrorKey | undefined;
  for (const file of added) {
    if (!(await isPdf(file))) {
      error ??= 'jobs.files.invalidFormat';
      continue;
    }
    if (files.length >= MAX_DOCUMENTS) {
      error ??= 'jobs.files.tooMany';
      continue;
    }
    if (totalBytes(files) + file.size > MAX_TOTAL_BYTES) {
      error ??= 'jobs.files.tooLarge';
      continue;
    }
    files.push(file);
  }
  return { files, error };
}

export const totalBytes = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/** The platform's refusals of an upload, as message keys of the file field. */
export const uploadRefusals: Record<string, DocumentErrorKey> = {
  JOB_DOCUMENT_INVALID_FORMAT: 'jobs.files.invalidFormat',
  JOB_DOCUMENT_LIMIT_REACHED: 'jobs.files.tooMany',
  JOB_DOCUMENTS_TOO_LARGE: 'jobs.files.tooLarge',
};

export type UploadOutcome =
  { ok: true; documentId: string } | { ok: false; errorCode: string | undefined; status: number };

/**
 * Uploads one document to the application's upload URL with XMLHttpRequest, whose upload events report
 * real progress (fetch has none for request bodies). The platform answers 201 with the application, or a
 * problem with its native code; a connection it closed after refusing counts as that refusal.
 */
export function uploadDocument(
  upload: { url: string; token: string },
  file: File,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.setRequestHeader('content-type', 'application/pdf');
    xhr.setRequestHeader('x-upload-token', upload.token);
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: { errorCode?: string; documents?: { id: string; fileName: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: a proxy's answer
      }
      if (xhr.status === 201) {
        const document = body.documents?.at(-1);
        resolve({ ok: true, documentId: document?.id ?? '' });
        onProgress(file.size);
      } else resolve({ ok: false, errorCode: body.errorCode, status: xhr.status });
    };
    xhr.onerror = () => resolve({ ok: false, errorCode: undefined, status: 0 });
    xhr.onabort = () => resolve({ ok: false, errorCode: undefined, status: 0 });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Removes an uploaded document from the draft (the person took the file out again). */
export async function removeDocument(upload: { url: string; token: string }, documentId: string): Promise<boolean> {
  const response = await fetch(`${upload.url}/${encodeURIComponent(documentId)}`, {
    method: 'DELETE',
    headers: { 'x-upload-token': upload.token },
  });
  return response.ok;
}
