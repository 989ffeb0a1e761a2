import { Type } from 'typebox';

/** Every shop call names its tenant in the `et-tenant-id` header; the club's default tenant is 1. */
export const TenantHeaders = Type.Object({
  'et-tenant-id': Type.Integer({ minimum: 1, description: 'The tenant (club) the call is made for' }),
});
