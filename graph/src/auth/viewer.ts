import type { VerifiedToken } from './verifier.ts';

/** Who is asking. Authenticated once per request, in the context factory. */
export type Viewer =
  | { kind: 'anonymous'; credentials: 'none' | 'invalid' }
  | {
      kind: 'person';
      person: VerifiedToken;
      /** Present when the person acts for an organisation and the token exchange succeeded. */
      organization?: { id: number; token: string };
    };

export const isSignedIn = (viewer: Viewer): viewer is Extract<Viewer, { kind: 'person' }> => viewer.kind === 'person';

/** Whether the signed-in person acts for an organisation in this request (person-only actions are refused then). */
export const actsForOrganization = (viewer: Viewer): boolean =>
  viewer.kind === 'person' && viewer.organization !== undefined;

/** The bearer the REST services get: the organisation's token when acting for one, else the person's. */
export function effectiveBearer(viewer: Viewer): string | undefined {
  if (viewer.kind !== 'person') return undefined;
  return viewer.organization?.token ?? viewer.person.token;
}

/** Parses `Authorization: Bearer <token>`; anything else is no bearer. */
export function bearerOf(header: string | null): string | undefined {
  const match = header ? /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim()) : null;
  return match?.[1];
}
