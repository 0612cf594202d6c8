/** A page unless told otherwise: the screens show 30 cards at a time. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
