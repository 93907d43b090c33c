import { describe, expect, it } from 'vitest';
import { scheduleRowsOf } from './project-page.server';

const row = { installment: 1, dueDate: '2026-07-01', principal: '6000.00', interest: '12.50' };

describe('scheduleRowsOf (the lifecycle call read leniently)', () => {
  it('reads a list under items, paymentScheduleItems, schedule, or the list itself', () => {
    for (const payload of [{ items: [row] }, { paymentScheduleItems: [row] }, { schedule: [row] }, [row]]) {
      expect(scheduleRowsOf(payload)).toEqual([{ ...row, status: 'scheduled' }]);
    }
  });
  it('keeps a given status and total', () => {
    expect(scheduleRowsOf([{ ...row, status: 'paid', total: '6012.50' }])).toEqual([{ ...row, status: 'paid', total: '6012.50' }]);
  });
  it('refuses anything else (the page then shows the section error)', () => {
    expect(scheduleRowsOf(null)).toBeNull();
    expect(scheduleRowsOf({ rows: [row] })).toBeNull();
    expect(scheduleRowsOf([{ ...row, principal: 6000 }])).toBeNull();
  });
});
