import { REFERRAL_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { ReferralsService } from './referrals.service';

/** Referral programme and promo codes (issue 16, decision 0044). */
export function registerReferralRoutes(app: FastifyInstance, service: ReferralsService): void {
  route(app, E.referrals, (request) => service.overview(request.viewer!.id));
  route(app, E.rewards, (request) => service.rewards(request.viewer!.id));
  route(app, E.promoCodes, (request) => service.promoCodes(request.viewer!.id));
  route(app, E.enterPromoCode, async (request, reply) => reply.status(201).send(await service.enterPromoCode(request.viewer!.id, request.body.code)));
  route(app, E.promoCampaign, () => service.promoCampaign());

  route(app, E.adminOverview, () => service.adminOverview());
  route(app, E.adminProgramme, (request) => service.saveProgramme(request.viewer!.id, request.body));
  route(app, E.adminReject, (request) => service.reject(request.viewer!.id, request.params.id, request.body.note));
  route(app, E.adminSettle, () => service.settleNow());
  route(app, E.adminCreatePromoCode, async (request, reply) => reply.status(201).send(await service.createPromoCode(request.viewer!.id, request.body)));
  route(app, E.adminDisablePromoCode, (request) => service.disablePromoCode(request.viewer!.id, request.params.id));
}
