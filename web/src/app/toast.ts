/**
 * The portal's short confirmations ("Im Warenkorb: …", "Abgemeldet", an undo after removing an item):
 * one at a time, shown by the shell's <Toaster>. A store outside React, so a confirmation survives a
 * page change and the portal being rebuilt for a newly signed-in person.
 */
export interface Toast {
  id: number;
  message: string;
  /** A link the confirmation leads to, such as the cart. */
  link?: { label: string; to: string };
  /** One action, such as undoing a removal; the toast closes when it is taken. */
  action?: { label: string; run: () => void };
  /** How long it stays (paused while pointed at or focused). */
  durationMs: number;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toasts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: (): Toast | null => current,
};

/** Shows a confirmation in place of the one on screen; returns its id. */
export function showToast(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): number {
  current = { durationMs: toast.action ? 10_000 : 6_000, ...toast, id: nextId++ };
  emit();
  return current.id;
}

/** Closes the toast with this id (or any, without an id) if it is still on screen. */
export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}
