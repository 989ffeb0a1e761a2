import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The viewer's lists a mutation of the account area answers anew. */
type ViewerList = 'emails' | 'addresses' | 'consents' | 'paymentMethods';

/**
 * The account's mutations answer the whole list they changed (`EmailsChanged.emails`,
 * `AddressesChanged.addresses`, …) in its new order; the viewer is no Node, so its list in the store
 * is replaced by the answer's here. Nothing happens when the answer is a refusal (no such list).
 */
export function replaceViewerList(store: RecordSourceSelectorProxy, rootField: string, list: ViewerList): void {
  const records = store.getRootField(rootField)?.getLinkedRecords(list);
  if (!records) return;
  store.getRoot().getLinkedRecord('viewer')?.setLinkedRecords(records, list);
}
