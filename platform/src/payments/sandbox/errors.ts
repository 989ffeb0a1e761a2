/** A refusal the sandbox answers with its code: JSON `{ code, message }` on the API, a page on the buyer's pages. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const paymentUnknown = () => new SandboxError(404, 'payment_unknown', 'No such payment');
export const tokenUnknown = () => new SandboxError(404, 'token_unknown', 'No such payment token');
export const setupUnknown = () => new SandboxError(404, 'setup_unknown', 'No such setup');
