import type { OrderState } from '../../../__generated__/OrderRow_order.graphql';
import { useT } from '../../../app/language.ts';
import { stateTone } from '../orderFormat.ts';

/** An order's state in words, with a shape that does not rely on colour alone. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useT();
  return <span className={`order-state ${stateTone(state)}`}>{t(`orders.states.${state}`)}</span>;
}
