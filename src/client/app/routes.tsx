// Every route of both specs, each with its screen. Screens load lazily, one chunk per area.
import type { ComponentType, LazyExoticComponent } from "react";
import { matchPath } from "react-router-dom";
import type { Role } from "../../shared/contract/auth";
import { lazyModule } from "./lazy-module";

export interface AppRoute {
  path: string;
  /** Breadcrumb and page label. */
  label: string;
  screen: LazyExoticComponent<ComponentType>;
  public?: boolean;
  /** Roles of the effective user that may open it (default: any logged user). */
  roles?: Role[];
  flag?: "gsUrl" | "obsoleteSupplier";
  /** Works on one customer's data: staff acting for nobody are told to choose a customer first. */
  customer?: true;
  menu?: { group: "main" | "more" | "staff" | "admin" | "supplier"; short?: string };
  /** Renders without the portal chrome (login, landing pages). */
  bare?: boolean;
}

const loaders = new WeakMap<LazyExoticComponent<ComponentType>, () => Promise<unknown>>();

function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyExoticComponent<ComponentType> {
  const mod = lazyModule(load);
  const component = mod.component((m) => m[name] as ComponentType);
  loaders.set(component, mod.load);
  return component;
}

const STAFF: Role[] = ["SALESMAN", "ADMIN"];
const ADMIN: Role[] = ["ADMIN"];

// Returns: /resi and /resi/new (named in the help text) show the same screens as /listaResi and /nuovoReso.
const returnsList = screen(() => import("../features/returns/screens/returns-list-screen"), "ReturnsListScreen");
const newReturn = screen(() => import("../features/returns/screens/new-return-screen"), "NewReturnScreen");
const returnRequests = screen(() => import("../features/returns/screens/return-requests-screen"), "ReturnRequestsScreen");

export const appRoutes: AppRoute[] = [
  { path: "/login", label: "Accesso", public: true, bare: true, screen: screen(() => import("../features/auth/screens/login-screen"), "LoginScreen") },
  { path: "/logout", label: "Uscita", screen: screen(() => import("../features/auth/screens/logout-screen"), "LogoutScreen") },
  { path: "/kstoreLanding", label: "Catalogo KStore", public: true, bare: true, screen: screen(() => import("../features/stores/screens/kstore-landing-screen"), "KStoreLandingScreen") },
  { path: "/impostaPassword", label: "Imposta la password", public: true, bare: true, screen: screen(() => import("../features/back-office/screens/set-password-screen"), "SetPasswordScreen") },
  { path: "/report/:agentUrl", label: "Report visite", public: true, screen: screen(() => import("../features/visits/screens/public-report-screen"), "PublicReportScreen") },

  { path: "/home", label: "Ricerca Codici", menu: { group: "main", short: "Ricerca" }, screen: screen(() => import("./home/home-page"), "HomePage") },
  { path: "/cart", label: "Carrello", menu: { group: "main" }, customer: true, screen: screen(() => import("../features/cart/screens/cart-screen"), "CartScreen") },
  { path: "/orderList", label: "Storico Ordini", menu: { group: "main", short: "Ordini" }, customer: true, screen: screen(() => import("../features/orders/screens/order-list-screen"), "OrderListScreen") },
  { path: "/missing", label: "Lista mancanti", menu: { group: "main", short: "Mancanti" }, screen: screen(() => import("../features/missing/screens/missing-screen"), "MissingScreen") },
  { path: "/documents", label: "Documenti", menu: { group: "main" }, customer: true, screen: screen(() => import("../features/documents/screens/documents-screen"), "DocumentsScreen") },
  { path: "/listaResi", label: "Resi", menu: { group: "main" }, screen: returnsList },
  { path: "/promoList", label: "Promo", menu: { group: "main" }, screen: screen(() => import("../features/promos/screens/promo-list-screen"), "PromoListScreen") },
  { path: "/promoDetail/:proId", label: "Dettagli Promo", screen: screen(() => import("../features/promos/screens/promo-detail-screen"), "PromoDetailScreen") },
  { path: "/nuovoReso", label: "Nuovo Reso", customer: true, screen: newReturn },
  { path: "/richiesteReso", label: "Richieste di Reso", menu: { group: "more" }, screen: returnRequests },
  { path: "/resi", label: "Resi", screen: returnsList },
  { path: "/resi/new", label: "Nuovo Reso", customer: true, screen: newReturn },
  { path: "/kstore", label: "Catalogo KStore", menu: { group: "more", short: "Catalogo" }, customer: true, screen: screen(() => import("../features/stores/screens/kstore-screen"), "KStoreScreen") },
  { path: "/gsStore", label: "Gomma Service", flag: "gsUrl", menu: { group: "more", short: "Store gomme" }, screen: screen(() => import("../features/stores/screens/gs-store-screen"), "GsStoreScreen") },
  { path: "/loadFile", label: "Carica CSV", menu: { group: "more" }, customer: true, screen: screen(() => import("../features/cart-upload/screens/load-file-screen"), "LoadFileScreen") },
  { path: "/preventivo", label: "Richiesta preventivo", menu: { group: "more", short: "Preventivo" }, customer: true, screen: screen(() => import("../features/quote/screens/quote-screen"), "QuoteScreen") },
  { path: "/customerInfo", label: "Profilo Cliente", menu: { group: "more", short: "Profilo cliente" }, screen: screen(() => import("../features/customer-info/screens/customer-info-screen"), "CustomerInfoScreen") },
  { path: "/contacts", label: "Contatti", menu: { group: "more" }, screen: screen(() => import("../features/contacts/screens/contacts-screen"), "ContactsScreen") },

  { path: "/behalf", label: "Impersonifica un utente", roles: STAFF, menu: { group: "staff", short: "Impersonifica" }, screen: screen(() => import("../features/behalf/screens/behalf-screen"), "BehalfScreen") },
  { path: "/reportConsole/:agent", label: "Report visite", roles: STAFF, menu: { group: "staff" }, screen: screen(() => import("../features/visits/screens/report-console-screen"), "ReportConsoleScreen") },

  { path: "/registration", label: "Registrazione utenti", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/back-office/screens/registration-screen"), "RegistrationScreen") },
  { path: "/promoConsole", label: "Console Promo", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/promos/screens/promo-console-screen"), "PromoConsoleScreen") },
  { path: "/promoEditor", label: "Editor Promo", roles: ADMIN, screen: screen(() => import("../features/promos/screens/promo-editor-screen"), "PromoEditorScreen") },
  { path: "/promoEditor/:proId", label: "Editor Promo", roles: ADMIN, screen: screen(() => import("../features/promos/screens/promo-editor-screen"), "PromoEditorScreen") },
  { path: "/stockCheck", label: "Report giacenze", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/back-office/screens/stock-check-screen"), "StockCheckScreen") },
  { path: "/searchReport", label: "Report ricerche", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/back-office/screens/search-report-screen"), "SearchReportScreen") },
  { path: "/loadTariffario", label: "Carica tariffario", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/back-office/screens/load-tariffario-screen"), "LoadTariffarioScreen") },
  { path: "/orderListTracking", label: "Tracking ordini", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/tracking/screens/order-list-tracking-screen"), "OrderListTrackingScreen") },
  { path: "/scontiObsolete", label: "Sconti Prodotti Obsoleti", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/obsolete/screens/discounts-upload-screen"), "DiscountsUploadScreen") },
  { path: "/visualizzaSconti", label: "Visualizza sconti obsoleti", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/obsolete/screens/discounts-view-screen"), "DiscountsViewScreen") },
  { path: "/VisualizzaSconti", label: "Visualizza sconti obsoleti", roles: ADMIN, screen: screen(() => import("../features/obsolete/screens/discounts-view-screen"), "DiscountsViewScreen") },
  { path: "/auditLog", label: "Registro attività", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/audit/screens/audit-log-screen"), "AuditLogScreen") },
  { path: "/preventiviConsole", label: "Richieste preventivo", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/quote/screens/quote-desk-screen"), "QuoteDeskScreen") },
  { path: "/adminMail", label: "Posta in uscita", roles: ADMIN, menu: { group: "admin" }, screen: screen(() => import("../features/admin-mail/screens/admin-mail-screen"), "AdminMailScreen") },

  { path: "/obsolete", label: "Obsoleti", flag: "obsoleteSupplier", menu: { group: "supplier" }, screen: screen(() => import("../features/obsolete/screens/obsolete-upload-screen"), "ObsoleteUploadScreen") },
  { path: "/listaObsolete", label: "Lista Obsoleti", flag: "obsoleteSupplier", menu: { group: "supplier" }, screen: screen(() => import("../features/obsolete/screens/obsolete-list-screen"), "ObsoleteListScreen") },
];

/** Menu entries: the routes with a menu place that `allowed` lets the user open. */
export function menuRoutes(allowed: (route: AppRoute) => boolean): AppRoute[] {
  return appRoutes.filter((r) => r.menu && allowed(r));
}

/** Menu link of the staff visit console: the spec's fixed path. */
export function menuPath(route: AppRoute): string {
  return route.path === "/reportConsole/:agent" ? "/reportConsole/000000" : route.path;
}

/** Starts downloading the screen of `pathname` (a returning user's first screen, while the session is checked). */
export function preloadScreen(pathname: string): void {
  const route = appRoutes.find((r) => matchPath(r.path, pathname));
  const load = route ? loaders.get(route.screen) : undefined;
  if (load) load().catch(() => undefined);
}
