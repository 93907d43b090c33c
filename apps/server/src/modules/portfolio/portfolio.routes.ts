import { PORTFOLIO_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { createPortfolioService } from './portfolio.service';

/**
 * The caller's portfolio, returns, inflows and investment statistics (issue 12, decision 0032).
 * Always the session's own user: no route takes a user id.
 */
export function registerPortfolioRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const portfolio = createPortfolioService({ db: deps.db });

  route(app, E.portfolio, (request) => portfolio.portfolio(request.viewer!.id, request.params.country, request.query.loanType));
  route(app, E.profit, (request) => portfolio.profit(request.viewer!.id, request.params.period, request.query));
  route(app, E.inflow, (request) => portfolio.inflow(request.viewer!.id, request.query));
  route(app, E.investments, (request) => portfolio.investmentStats(request.viewer!.id, request.query.loanType));
}
