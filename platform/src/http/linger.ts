import type { Socket } from 'node:net';

/** How long a refused upload's connection stays half-open after the answer, unread, before it is closed. */
const LINGER_MS = 2000;

/**
 * Closing a connection whose peer is still sending resets it (the unread bytes make the kernel answer with
 * RST), and a client busy writing may then lose the answer that came just before. So after the answer the
 * connection is only half-closed (FIN) and left unread, which stalls the sender, for a moment; then it is
 * closed. Nothing of the rest of the body is read meanwhile.
 */
export function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
