/** Business constants and limits of spec section 9. */
export const MAINTENANCE_POLL_MS = 60_000;
export const USER_DATA_REFRESH_MS = 53_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const TABLE_PAGE_SIZE = 100;
export const PAGINATION_PAGE_SIZE = 10;
export const PROJECT_LIST_PAGE_SIZE = 12;
export const LANDING_GATHERING_PAGE_SIZE = 6;
export const LANDING_LAST_PAGE_SIZE = 3;
export const SECONDARY_MARKET_PAGE_SIZE = 25;

export const DROPZONE_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const DROPZONE_MAX_FILES = 10;
export const DROPZONE_REMOVE_RETRY_MS = 250;
export const DROPZONE_REMOVE_RETRY_LIMIT = 40;
export const ONE_TIME_CODE_LENGTH = 6;
export const FILE_INPUT_DEFAULT_ACCEPT = '.jpg,.jpeg,.png,.pdf';

/** Loan type never preselected in filters; risk group left out of the sorted list. */
export const EXCLUDED_PRESELECTED_LOAN_TYPE_ID = 7;
export const EXCLUDED_RISK_GROUP = 'D';

export const BREAKPOINTS = { xs: 0, sm: 430, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;
export const MOBILE_LAYOUT_MAX_PX = 992;
export const SIDEBAR_EXPANDED_PX = 260;
export const SIDEBAR_COLLAPSED_PX = 113;

export const UTM_SOURCE_COOKIE = 'utm_source';
export const UTM_PATH_COOKIE = 'utm_path';
export const NOTIFICATION_COOKIE = 'notification';
export const PREVIOUS_TOKEN_COOKIE = 'previousToken';
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/**
 * The terms and conditions in force (decision 0047): a user whose accepted version is below it (or
 * who never accepted any, null) must accept them in the connect-pay verify modal before going on.
 * Bump the version, its date and the document together.
 */
export const TERMS_VERSION = 1;
/** The day TERMS_VERSION took effect (ISO date, Europe/Vilnius). */
export const TERMS_EFFECTIVE_DATE = '2025-06-01';
/** The terms document of TERMS_VERSION, served by the web app as a static file. */
export const TERMS_DOCUMENT_PATH = '/legal/terms-and-conditions-v1.html';
