import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ArrowLeft, ExternalLink, Pencil } from "lucide-react";
import type { ProductRow } from "../../../../shared/contract/product";
import type { PromoDetail } from "../../../../shared/contract/promos";
import { isExternalVideoUrl } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { common } from "../../../../shared/messages/common";
import { REMOVE_AFTER_ADD_MS } from "../../../../shared/rules/limits";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { cn } from "../../../lib/cn";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button, buttonVariants } from "../../../ui/button";
import { Dialog, DialogContent, DialogHeader } from "../../../ui/dialog";
import { Section } from "../../../ui/section";
import { Spinner } from "../../../ui/spinner";
import { EmptyState } from "../../../components/filtered-list";
import { ProductTable } from "../../../components/product-table/product-table";
import { CatalogueTable } from "../../../components/product-table/catalogue-table";
import { CustomerRequired } from "../../../components/customer-required";
import { CodedArticleDialog } from "../../../components/coded-article-dialog";
import { productLookups } from "../../search/api/product-lookups";
import { useAddToCart } from "../../cart/api/add-to-cart";
import { useHasCart } from "../../cart/api/my-cart";
import { usePromoDetail } from "../api/get-promo-detail";
import { PromoImage } from "../components/promo-image";
import { promoValidity, statusLabel, statusTone } from "../components/promo-dates";
import { queryView } from "../../../offline/query-view";
import { OfflineUnavailable } from "../../../components/offline-unavailable";

const rowKey = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;

/** /promoDetail/:proId: the promo, its images and videos, and its products (15 at a time) to add to the cart. */
export function PromoDetailScreen() {
  const params = useParams();
  const proId = Number(params.proId);
  const detail = usePromoDetail(proId);

  if (!Number.isInteger(proId) || proId <= 0) return <NotFound />;
  const view = queryView(detail);
  if (view === "unavailable") return <OfflineUnavailable className="mt-4" />;
  if (view === "loading") return <Spinner className="m-6" />;
  if (view === "error") {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFound />;
    return (
      <Alert tone="error" className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{m.detailLoadFailed}</span>
          <Button size="sm" variant="outline" onClick={() => void detail.refetch()} pending={detail.isFetching}>
            {common.retry}
          </Button>
        </div>
      </Alert>
    );
  }

  const pages = detail.data!.pages;
  const promo = pages[0]!.detail;
  const rows = pages.flatMap((p) => p.detail.products);
  return (
    <div className="space-y-6 pt-4">
      <PromoHeader promo={promo} />
      <Media promo={promo} />
      <Products
        promo={promo}
        rows={rows}
        hasMore={detail.hasNextPage}
        loadingMore={detail.isFetchingNextPage}
        loadMoreFailed={detail.isFetchNextPageError}
        onLoadMore={() => void detail.fetchNextPage()}
      />
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto mt-6 max-w-xl space-y-3">
      <Alert tone="warning">{m.notFound}</Alert>
      <Link to="/promoList" className={cn(buttonVariants({ variant: "outline" }))}>
        <ArrowLeft aria-hidden />
        {m.backToList}
      </Link>
    </div>
  );
}

function PromoHeader({ promo }: { promo: PromoDetail }) {
  const session = useSession();
  const admin = session.user?.uRole === "ADMIN";
  return (
    <section className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {promo.proBannerLink ? <PromoImage src={promo.proBannerLink} className="aspect-[3/1] max-h-56 w-full" /> : null}
      <div className="space-y-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{promo.proTypeDesc}</Badge>
          {promo.proArea ? <Badge>{promo.proArea}</Badge> : null}
          {promo.proStatus !== "ACTIVE" ? <Badge tone={statusTone[promo.proStatus]}>{statusLabel[promo.proStatus]}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{promo.proTitle}</h1>
          {admin ? (
            <Link to={`/promoEditor/${promo.proId}`} className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
              <Pencil aria-hidden />
              {m.edit}
            </Link>
          ) : null}
        </div>
        {promo.proSubtitle ? <p className="text-base font-medium text-slate-700">{promo.proSubtitle}</p> : null}
        <p className="text-sm text-slate-500">{promoValidity(promo)}</p>
        {promo.proText ? <p className="text-slate-700">{promo.proText}</p> : null}
        {promo.proDescription ? <p className="whitespace-pre-line text-sm leading-relaxed text-slate-700">{promo.proDescription}</p> : null}
      </div>
    </section>
  );
}

function Media({ promo }: { promo: PromoDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  if (promo.proImgUrl.length === 0 && promo.proVideoUrl.length === 0) return null;
  return (
    <div className="space-y-6">
      {promo.proImgUrl.length ? (
        <Section id="promo-images" title={m.images}>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {promo.proImgUrl.map((url, i) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  aria-label={`${m.images} ${i + 1} di ${promo.proImgUrl.length}`}
                >
                  <img src={url} alt="" loading="lazy" className="aspect-[8/5] w-full object-cover transition-transform hover:scale-[1.02]" />
                </button>
              </li>
            ))}
          </ul>
          <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
            <DialogContent className="max-w-4xl" aria-describedby={undefined}>
              <DialogHeader title={`${promo.proTitle} · ${(open ?? 0) + 1}/${promo.proImgUrl.length}`} />
              {open !== null ? <img src={promo.proImgUrl[open]} alt={`${m.images} ${open + 1}`} className="max-h-[70vh] w-full rounded object-contain" /> : null}
            </DialogContent>
          </Dialog>
        </Section>
      ) : null}
      {promo.proVideoUrl.length ? (
        <Section id="promo-videos" title={m.videos}>
          <ul className="grid gap-3 md:grid-cols-2">
            {promo.proVideoUrl.map((url, i) =>
              isExternalVideoUrl(url) ? (
                <li key={url} className="flex flex-col justify-center gap-1 rounded-lg border border-slate-200 bg-white p-4">
                  <a href={url} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: "outline" }), "w-fit")}>
                    <ExternalLink aria-hidden />
                    {m.externalVideo} {promo.proVideoUrl.length > 1 ? i + 1 : ""}
                  </a>
                  <p className="text-xs text-slate-500">{m.externalVideoNote}</p>
                </li>
              ) : (
                <li key={url} className="overflow-hidden rounded-lg border border-slate-200 bg-black">
                  <video src={url} controls preload="metadata" className="aspect-video w-full" aria-label={`${m.videos} ${i + 1}`} />
                </li>
              ),
            )}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function Products({
  promo,
  rows,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: {
  promo: PromoDetail;
  rows: ProductRow[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}) {
  const hasCart = useHasCart();
  // Spec §4 "Add to cart": the product fades out and leaves the list 2.5 s after it is added.
  const [fading, setFading] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const fadeOut = useCallback((row: ProductRow) => {
    const key = rowKey(row);
    setFading((s) => new Set(s).add(key));
    timers.current.push(
      window.setTimeout(() => {
        setRemoved((s) => new Set(s).add(key));
        setFading((s) => {
          const next = new Set(s);
          next.delete(key);
          return next;
        });
      }, REMOVE_AFTER_ADD_MS),
    );
  }, []);
  const cart = useAddToCart({ onAdded: fadeOut });
  const visible = useMemo(() => rows.filter((r) => !removed.has(rowKey(r))), [rows, removed]);

  return (
    <Section
      id="promo-products"
      title={m.products}
      className="space-y-3"
      aside={
        promo.totalProducts > 0 ? (
          <p className="text-sm text-slate-500">
            {m.productsCount(rows.length, promo.totalProducts)} · {common.vatExcluded}
          </p>
        ) : null
      }
    >
      {promo.totalProducts === 0 ? (
        <EmptyState>{m.noProducts}</EmptyState>
      ) : (
        hasCart ? (
          <ProductTable rows={visible} label={`${m.products}: ${promo.proTitle}`} lookups={productLookups} onAdd={cart.addRow} fading={fading} />
        ) : (
          // Staff acting for nobody: the catalogue's view of the products, and the way to a customer.
          <>
            <CustomerRequired />
            <CatalogueTable rows={rows} label={`${m.products}: ${promo.proTitle}`} />
          </>
        )
      )}
      {loadMoreFailed ? <Alert tone="error">{m.detailLoadFailed}</Alert> : null}
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={onLoadMore} pending={loadingMore}>
            {m.loadMore}
          </Button>
        </div>
      ) : null}
      <CodedArticleDialog {...cart.codedDialog} />
    </Section>
  );
}
