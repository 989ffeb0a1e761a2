import type { Connection, Edge } from '../../shared/relay.ts';
import type { ShopProduct } from '../../upstreams/shop/types.ts';

/** GraphQL types of the shop module and the upstream shapes that back them. */
export type ProductImageModel = ShopProduct['images'][number];
export type ProductEdgeModel = Edge<ShopProduct>;
export type ProductConnectionModel = Connection<ShopProduct>;
