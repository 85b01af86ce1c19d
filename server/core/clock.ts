/** Server time, shiftable through the dev endpoint POST /services/dev/clock so flows with expiry can be tested. */
export interface Clock {
  now(): Date;
}
