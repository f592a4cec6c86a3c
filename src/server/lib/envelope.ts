import type { Envelope } from "../../shared/contract/envelope";

export function ok<T>(data: T): Envelope<T> {
  return { data, error: null, errorCode: null };
}

export function paged<T>(data: T, last: boolean): Envelope<T> {
  return { data, error: null, errorCode: null, pagination: { last } };
}
