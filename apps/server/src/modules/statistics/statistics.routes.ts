import { STATISTICS_ENDPOINTS as E } from '@platform/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../http/endpoint';
import { requestLocale } from '../../http/request-context';
import { sendFile } from '../exports/table-export';
import type { WriteCounter } from './statistics.cache';
import { createStatisticsService, type StatisticsService } from './statistics.service';

export interface StatisticsRouteDeps {
  db: Db;
  now?: () => Date;
  /** The guests' response cache: its generation moves on every write and project change, and the figures follow it (decision 0033). */
  changes?: WriteCounter;
}

/** Public platform statistics, money in and out, the ECSP default-rate disclosure (issue 12, decision 0033). */
export function registerStatisticsRoutes(app: FastifyInstance, deps: StatisticsRouteDeps): StatisticsService {
  const service = createStatisticsService(deps);
  // The same figures for every guest: the guests' one-second cache (decision 0029) may keep the JSON too.
  const guestCache = { config: { guestCache: true } };

  route(app, E.statistics, () => service.statistics(), guestCache);
  route(app, E.moneyInOut, () => service.moneyInOut(), guestCache);

  // Not in the guests' cache: it keeps only content-type and cache-control, and a file needs its content-disposition.
  // Sent like every other file, so with no-store too: the figures behind it are already cached in the service.
  route(app, E.defaultRatesCsv, async (request, reply) =>
    sendFile(reply, 'csv', service.defaultRatesFileName(), await service.defaultRatesCsv(requestLocale(request))),
  );
  return service;
}
