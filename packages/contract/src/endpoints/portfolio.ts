import { defineEndpoint } from '../endpoint';
import {
  inflowQuerySchema,
  inflowResponseSchema,
  moneyInOutResponseSchema,
  portfolioParamsSchema,
  portfolioQuerySchema,
  portfolioResponseSchema,
  profitParamsSchema,
  profitQuerySchema,
  profitResponseSchema,
  statisticsResponseSchema,
  userInvestmentStatsQuerySchema,
  userInvestmentStatsResponseSchema,
} from '../portfolio';

/** The caller's own portfolio, returns and inflows (issue 12, decision 0032). */
export const PORTFOLIO_ENDPOINTS = {
  portfolio: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-portfolio-info/:country',
    params: portfolioParamsSchema,
    query: portfolioQuerySchema,
    response: { 200: portfolioResponseSchema },
    access: 'user',
  }),
  profit: defineEndpoint({
    method: 'GET',
    path: '/api/get/user-profit-info/:period',
    params: profitParamsSchema,
    query: profitQuerySchema,
    response: { 200: profitResponseSchema },
    access: 'user',
  }),
  inflow: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/user-inflow',
    query: inflowQuerySchema,
    response: { 200: inflowResponseSchema },
    access: 'user',
  }),
  investments: defineEndpoint({
    method: 'GET',
    path: '/api/statistics/user-investments',
    query: userInvestmentStatsQuerySchema,
    response: { 200: userInvestmentStatsResponseSchema },
    access: 'user',
  }),
} as const;

/** The public statistics page (guests too): platform figures, money in and out, the ECSP default-rate disclosure. */
export const STATISTICS_ENDPOINTS = {
  statistics: defineEndpoint({ method: 'GET', path: '/api/get/statisticsv3', response: { 200: statisticsResponseSchema }, access: 'public' }),
  moneyInOut: defineEndpoint({ method: 'GET', path: '/api/get/money-in-out', response: { 200: moneyInOutResponseSchema }, access: 'public' }),
  /** The default-rate disclosure as a CSV file. */
  defaultRatesCsv: defineEndpoint({ method: 'GET', path: '/api/get/statisticsv3/default-rates.csv', response: {}, access: 'public' }),
} as const;
