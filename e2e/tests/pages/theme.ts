// The colour theme as the specs see it (issue 29): the page's background, which the theme's
// variables make, and the theme the operating system asks for.
import type { Page } from '@playwright/test';

export const DARK_BACKGROUND = 'rgb(41, 41, 41)';
export const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

/** The page's background colour. Poll it: a page just loaded may not have applied its stylesheet. */
export const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
