/** `now` and the user's IANA time zone (e.g. `Europe/Paris`): scheduling never reads the clock itself. */
export type ScheduleContext = { now: Date; timeZone: string };
