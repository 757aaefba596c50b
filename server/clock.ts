// What tells the time: the system's clock in the app, a fixed or moving one in tests.
export interface Clock {
  now(): Date;
}
