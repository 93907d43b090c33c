import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Public platform statistics, money in and out, the ECSP default-rate disclosure (issue 12). */
export function registerStatisticsRoutes(_app: FastifyInstance, _deps: { db: Db }): void {
  // Filled in by the statistics capability.
}
