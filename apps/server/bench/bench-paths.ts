/** The baseline route every benchmark compares against, served by the same process. */
export const BARE_PATH = '/bench/bare';
