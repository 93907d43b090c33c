import { z } from 'zod';
import { LOCALES } from './locales';

/** Every list download takes the language of its headings (decision 0039); the rest of its query is the list's filters. */
export const exportLocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/** At most this many rows in one download; a list that could hold more is filtered first. */
export const EXPORT_MAX_ROWS = 50_000;
