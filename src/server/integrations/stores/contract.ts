// The two outside stores (spec document 2 §2): the parts catalogue store (Kromeda KStore) and the
// tyre store (Gomma Service). Banco only asks each for the address to open for a user; the
// catalogue store hands the picked parts back to Banco's return URL (punch-out).
export interface CatalogueStoreLogin {
  /** Banco's key for this trip; the store sends it back with the items. */
  sessionKey: string;
  /** Where the store hands the parts back: GET {returnUrl}?sessionKey=…&item=CODE:QTY&item=… */
  returnUrl: string;
  customerId: number;
  username: string;
}

export interface CatalogueStore {
  kind: "http" | "simulator";
  loginUrl(input: CatalogueStoreLogin): Promise<string>;
}

export interface TyreStore {
  kind: "http" | "simulator";
  loginUrl(input: { customerId: number; username: string }): Promise<string>;
}

export class StoreUnavailableError extends Error {}
