import { OWN_RECORD_KINDS } from '@platform/contract';

/** The own records page's filter (`?kind=`): every kind, or one of them. */
export const OWN_RECORD_FILTERS = ['all', ...OWN_RECORD_KINDS] as const;
export type OwnRecordFilter = (typeof OWN_RECORD_FILTERS)[number];

export const isOwnRecordFilter = (value: string | null): value is OwnRecordFilter => (OWN_RECORD_FILTERS as readonly string[]).includes(value ?? '');
