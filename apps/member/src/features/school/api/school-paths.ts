/** The biblical school of the members' app, under /api. */
export const SCHOOL_BASE = '/community/biblical-school';

/** Every school query's key starts here: an enrollment or a cancellation refreshes them all. */
export const SCHOOL_KEY = ['school'] as const;
