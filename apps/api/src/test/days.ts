import { bogotaDay } from '../lib/days.ts';

const DAY = 86_400_000;

/** A Bogotá day `days` from today (negative: past), as the date fields take it. */
export const dayIn = (days: number) => bogotaDay(new Date(Date.now() + days * DAY));
