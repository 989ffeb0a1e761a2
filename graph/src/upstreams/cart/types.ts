import type { components } from '../__generated__/platform.ts';

export type UpstreamCart = components['schemas']['Cart'];
export type UpstreamCartOrder = UpstreamCart['orders'][number];
export type UpstreamCartItem = UpstreamCartOrder['items'][number];
export type UpstreamPartner = components['schemas']['Partner'];
export type UpstreamWalletAsset = components['schemas']['WalletAsset'];
export interface UpstreamMembership {
  organization: { id: number; name: string; memberPriceGroup: string | null };
  isAdmin: boolean;
}
