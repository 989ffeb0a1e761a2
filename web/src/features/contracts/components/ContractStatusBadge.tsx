import { useT } from '../../../app/language.ts';
import type { ContractStatusValue } from '../contractFormat.ts';

/** Which statuses ask the subscriber to act (shown in the accent colour) and which are settled or over. */
const tone: Record<ContractStatusValue, string> = {
  CONFIRMED: '',
  INCOMPLETE: 'warning',
  NOT_CONFIRMED: 'warning',
  SUBSCRIBER_CHANGED: 'warning',
  PENDING_RECIPIENT: 'muted',
  PENDING_SUBSCRIBER: 'muted',
  TERMINATED: 'muted',
  TRANSFERRED: 'muted',
  UNKNOWN: 'muted',
};

/** A contract's status in words, as a badge. */
export function ContractStatusBadge({ status }: { status: ContractStatusValue }) {
  const t = useT();
  return <span className={`badge contract-status ${tone[status]}`.trim()}>{t(`contracts.status.${status}`)}</span>;
}
