import { paths } from '@/config/paths';

/** The comparison table's anchor on the subscription screen ("Compare Plans" lands there). */
export const COMPARE_ANCHOR = 'compare';
export const COMPARE_PATH = `${paths.subscription}#${COMPARE_ANCHOR}`;
