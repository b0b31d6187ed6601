// Business constants and limits of SPEC §9.

export const SEARCH_DEBOUNCE_MS = 500;
export const FILTER_DEBOUNCE_MS = 300;
export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const TOAST_FADE_OUT_MS = 1000;
export const SETTINGS_STATUS_POLL_MS = 30_000;
/** The back-to-top button appears after scrolling this far. */
export const BACK_TO_TOP_AFTER_PX = 300;

export const COMBO_PAGE_SIZE = 10;
export const RELEASE_PACKAGE_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a list serves, so one request cannot ask for a whole table page by page. */
export const MAX_PAGE_SIZE = 100;

export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
export const PASSWORD_MIN_LENGTH = 6;

/** The role whose holders are administrators (SPEC §6). */
export const ADMIN_ROLE_NAME = 'Admin';
/** The role a new user gets unless given one (seeded). */
export const STAFF_ROLE_NAME = 'Staff';

export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_DISPLAY_ORDER = 1;

/**
 * The hub's events (SPEC §4 real-time): a trial request or an order was created; beyond SPEC, a
 * license's machines or status changed, or a validation failed.
 */
export const HUB_EVENTS = {
  newRequestTrial: 'NewRequestTrial',
  newOrder: 'NewOrder',
  licenseActivity: 'LicenseActivity',
} as const;
export type HubEventName = (typeof HUB_EVENTS)[keyof typeof HUB_EVENTS];
