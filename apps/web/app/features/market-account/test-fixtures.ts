import type { OwnRecord, OwnRecords } from '@platform/contract';

export const SELLING: OwnRecord = {
  kind: 'selling',
  recordId: 7,
  tradeId: null,
  investmentId: 42,
  projectNumber: 1001,
  projectSlug: 'solar-park-utena',
  projectTitle: 'Solar park',
  premiumPercent: '-5.00',
  principal: '40.00',
  soldPrincipal: '10.00',
  price: '9.50',
  fee: '0.10',
  pausedReason: 'status:DELAYED',
  cancelledReason: null,
  expiresOn: '2026-04-01',
  at: '2026-03-02T08:00:00.000Z',
};

export const BOUGHT: OwnRecord = {
  ...SELLING,
  kind: 'bought',
  recordId: 3,
  tradeId: 11,
  investmentId: 50,
  projectNumber: 1002,
  projectTitle: 'Wind farm',
  premiumPercent: '2.50',
  principal: '20.00',
  soldPrincipal: '0.00',
  price: '20.80',
  fee: null,
  pausedReason: null,
  expiresOn: null,
};

export const CANCELLED: OwnRecord = {
  ...SELLING,
  kind: 'cancelled',
  recordId: 5,
  pausedReason: null,
  price: null,
  fee: null,
  soldPrincipal: '0.00',
  cancelledReason: 'Documents under review',
};

export const TOTALS: OwnRecords['totals'] = { selling: '40.00', sold: '10.00', soldFor: '9.50', fees: '0.10', bought: '20.00', boughtFor: '20.80' };

export function ownRecords(records: OwnRecord[], extra: Partial<OwnRecords> = {}): OwnRecords {
  return { records, page: 1, pageSize: 25, total: records.length, totals: TOTALS, ...extra };
}

/** A fetch stub that records each call's URL and JSON body, answering with `status` and `body`. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
