/**
 * The screens `pnpm bench` measures, each as the floor and the graph are asked for it: the public ones
 * (public-screens.ts) and, for a signed-in fan, the per-user ones (signed-in-screens.ts).
 */
import { publicScreens } from './public-screens.ts';
import { signedInScreens } from './signed-in-screens.ts';
import type { Target } from './load.ts';

export interface Screen {
  name: string;
  /** Public screens are the same for everyone, so the graph may share their upstream answers. */
  audience: 'public' | 'per-user';
  /** The REST calls the screen needs, as the platform sees them; the benchmark checks both sides make them. */
  upstreamCalls: string[];
  /** Of those, the public ones the graph may answer from its shared cache instead of calling. */
  sharedCalls?: string[];
  floor(origin: string): Target;
  graph(origin: string): Target;
}

/** The screens measured; with an access token also the signed-in front page and cart (per-user data). */
export function screens(repoRoot: string, options: { accessToken?: string } = {}): Screen[] {
  return [...publicScreens(repoRoot), ...(options.accessToken ? signedInScreens(repoRoot, options.accessToken) : [])];
}
