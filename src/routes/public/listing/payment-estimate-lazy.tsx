import { lazy, Suspense } from 'react';

// Its own chunk: the home page never loads it; a listing page fetches it with its first render
// (the server render waits for it, so the estimate is in the HTML).
const PaymentEstimate = lazy(() => import('./payment-estimate'));

export function PaymentEstimateLazy(props: { price: number; hoaMonthly?: number | null }) {
  return (
    <Suspense fallback={<div className="listing-page__block payment-estimate--loading" aria-hidden="true" />}>
      <PaymentEstimate {...props} />
    </Suspense>
  );
}
