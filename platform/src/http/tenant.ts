import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from './problem.ts';

/** The club's tenant: the one the reference platform serves. */
export const CLUB_TENANT_ID = 1;

/** Every shop call names its tenant in the `et-tenant-id` header; the club's default tenant is 1. */
export const TenantHeaders = Type.Object({
  'et-tenant-id': Type.Integer({ minimum: 1, description: 'The tenant (club) the call is made for' }),
});

/**
 * A preHandler for services of the club's tenant alone (paywall, CMS v2): another tenant is a 400 that
 * names the header, as a missing one is (the route's `TenantHeaders` refuse that).
 */
export async function requireClubTenant(request: FastifyRequest): Promise<void> {
  const tenant = (request.headers as Record<string, unknown>)['et-tenant-id'];
  if (tenant !== CLUB_TENANT_ID) {
    throw badRequest(
      'et-tenant-id',
      `must be ${CLUB_TENANT_ID} (this platform serves the club's tenant only)`,
      'header',
    );
  }
}
