import { ProblemError } from '../http/problem.ts';

/** The order states of spec 2 section 3. */
export const ORDER_STATES = [
  'OrderInReview',
  'OrderPlaced',
  'OrderInProgress',
  'OrderShipped',
  'OrderArrived',
  'InvoiceCreated',
  'CreditCreated',
  'PartialCancellation',
  'CompleteCancellation',
  'Cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Where an order may go from each state. An order waits in review until its payment is confirmed, is
 * placed, handed to the carrier (in progress), shipped and arrives; an invoice and, after a return, a
 * credit note follow. Cancellation is possible until the parcel leaves, in part or complete; a partly
 * cancelled order ships the rest. Cancelled, CompleteCancellation and CreditCreated are final.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  OrderInReview: ['OrderPlaced', 'Cancelled'],
  OrderPlaced: ['OrderInProgress', 'InvoiceCreated', 'PartialCancellation', 'CompleteCancellation', 'Cancelled'],
  OrderInProgress: ['OrderShipped', 'PartialCancellation', 'CompleteCancellation'],
  PartialCancellation: ['OrderInProgress', 'OrderShipped', 'CompleteCancellation'],
  OrderShipped: ['OrderArrived', 'InvoiceCreated'],
  OrderArrived: ['InvoiceCreated', 'CreditCreated'],
  InvoiceCreated: ['OrderShipped', 'OrderArrived', 'CreditCreated'],
  CreditCreated: [],
  CompleteCancellation: [],
  Cancelled: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Refuses an impossible transition with a 409 that names both states. */
export function assertTransition(from: OrderState, to: OrderState): void {
  if (!canTransition(from, to)) {
    throw new ProblemError({
      type: 'about:blank',
      title: 'ORDER_STATE_TRANSITION_NOT_ALLOWED',
      status: 409,
      errorCode: 'ORDER_STATE_TRANSITION_NOT_ALLOWED',
      detail: `An order cannot go from ${from} to ${to}`,
    });
  }
}
