import type { Socket } from 'node:net';

/** How long a refused upload's connection stays half-open after the answer, unread, before it is closed. */
const LINGER_MS = 2000;

/**
 * Closing a connection whose peer is still sending resets it (the unread bytes make the kernel answer with
 * RST), and a client busy writing may then lose the answer that came just before: a reset drops what it has
 * not read yet. So after the answer the connection is only half-closed (FIN), and what the client still sends
 * is read and discarded (Node's HTTP server drains a request whose answer is out; the portal's proxy resumes
 * it) for a moment, so that a client that sends its whole body before it reads gets to read the answer; then
 * it is closed. No byte of the rest is kept or passed on, and a body larger than the moment allows still ends
 * in a reset.
 */
export function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
