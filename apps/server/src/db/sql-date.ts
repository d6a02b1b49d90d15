// A calendar day as a SQL date, for comparing date columns with the 'YYYY-MM-DD' days the API speaks.
import { sql, type RawBuilder } from 'kysely';

/**
 * The driver reads date columns as Date, so Kysely wants a Date beside them; a JS Date would go out as a local time.
 * The day's text cast to date compares exactly, whatever the server's time zone.
 */
export function sqlDate(day: string): RawBuilder<Date> {
  return sql<Date>`${day}::date`;
}
