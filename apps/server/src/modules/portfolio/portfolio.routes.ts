import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** The caller's portfolio, returns, inflows and investment statistics (issue 12). */
export function registerPortfolioRoutes(_app: FastifyInstance, _deps: { db: Db }): void {
  // Filled in by the portfolio capability.
}
