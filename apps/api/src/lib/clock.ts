/** The time source of every rule that expires; tests move it instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
