import type { MarketList, MarketRecord, MarketRecordDetail } from '@platform/contract';

export const record = (over: Partial<MarketRecord> = {}): MarketRecord => ({
  id: 7,
  projectId: 3,
  projectNumber: 1003,
  projectSlug: 'solar-park',
  projectTitle: 'Solar park',
  projectStatus: 'ACTIVE',
  loanType: 'greenLoan',
  country: 'LT',
  riskGroup: 'B+',
  interestRate: '11.50',
  status: 'active',
  pausedReason: null,
  principal: '500.00',
  accruedInterest: '3.20',
  premiumPercent: '-5.00',
  price: '478.20',
  remainingMonths: 14,
  nextPaymentDate: '2026-04-15',
  yieldToMaturity: '16.25',
  expiresOn: '2026-05-01',
  createdAt: '2026-04-01T08:00:00.000Z',
  own: false,
  ...over,
});

export const list = (records: MarketRecord[], over: Partial<MarketList> = {}): MarketList => ({
  records,
  page: 1,
  pageSize: 25,
  total: records.length,
  ...over,
});

export const detail = (over: Partial<MarketRecordDetail['buy']> = {}, rest: Partial<MarketRecordDetail> = {}): MarketRecordDetail => ({
  ...record(),
  buy: {
    minAmount: '10.00',
    maxAmount: '500.00',
    amount: '500.00',
    principal: '500.00',
    accruedInterest: '3.20',
    premium: '-25.00',
    price: '478.20',
    fee: '5.00',
    yieldToMaturity: '16.25',
    blockedBy: null,
    largeAmountWarning: false,
    available: '2000.00',
    ...over,
  },
  schedule: [
    { installment: 1, dueDate: '2026-04-15', principal: '250.00', interest: '4.80' },
    { installment: 2, dueDate: '2026-05-15', principal: '250.00', interest: '2.40' },
  ],
  ...rest,
});
