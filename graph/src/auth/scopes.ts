import type { GraphContext } from '../context.ts';
import type { RequestScope } from '../upstreams/http.ts';
import { effectiveBearer } from './viewer.ts';

/** Calls with the person's own token, also while they act for an organisation (profile, e-mails, password). */
export function personScope(context: GraphContext): RequestScope {
  const bearer = context.viewer.kind === 'person' ? context.viewer.person.token : undefined;
  return { requestId: context.requestId, signal: context.request.signal, bearer };
}

/** Calls for whom the viewer acts: the organisation's token while acting for one (addresses, orders, payments). */
export function effectiveScope(context: GraphContext): RequestScope {
  return { requestId: context.requestId, signal: context.request.signal, bearer: effectiveBearer(context.viewer) };
}
