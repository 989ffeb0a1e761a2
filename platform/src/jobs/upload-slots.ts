/**
 * The bound on uploads streaming in at once: one per application, UPLOADS_PER_ADDRESS per client address.
 * Kept in the process's memory, not the database, because a slot lives only as long as its stream does.
 */
import { ProblemError } from '../http/problem.ts';

/** Uploads one client address may stream at once (a browser sends an application's files one after another). */
export const UPLOADS_PER_ADDRESS = 2;
/** How long a client refused for uploads in progress is asked to wait (Retry-After, seconds). */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const busy = (detail: string) =>
  new ProblemError({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail });

export class UploadSlots {
  /** Uploads streaming in now, by application and by client address: each is bounded (JobService.receiveDocument). */
  private readonly uploadingApplications = new Set<string>();
  private readonly uploadsByAddress = new Map<string, number>();

  /** Takes one of the application's and the address's upload slots, or refuses (429): see JobService.receiveDocument. */
  admit(applicationId: string, clientAddress: string): () => void {
    if (this.uploadingApplications.has(applicationId))
      throw busy('Another document of this application is still uploading; try again when it is done.');
    const streaming = this.uploadsByAddress.get(clientAddress) ?? 0;
    if (streaming >= UPLOADS_PER_ADDRESS) throw busy('Too many uploads at once; try again in a moment.');
    this.uploadingApplications.add(applicationId);
    this.uploadsByAddress.set(clientAddress, streaming + 1);
    return () => {
      this.uploadingApplications.delete(applicationId);
      const left = (this.uploadsByAddress.get(clientAddress) ?? 1) - 1;
      if (left > 0) this.uploadsByAddress.set(clientAddress, left);
      else this.uploadsByAddress.delete(clientAddress);
    };
  }
}
