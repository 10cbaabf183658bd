import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

/** Its code and texts load only when someone comes back from a payment page. */
const TopUpReturn = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/credit/components/top-up-return'),
    // The catalogue loader itself stays out of the main bundle, as in the route table.
    import('../../shared/i18n/lazy-catalogues').then(({ loadCatalogues }) =>
      loadCatalogues(['credit']),
    ),
  ]);
  return module;
});

/** On any page: `?topup=…` in the address means the buyer just came back from paying. */
export function TopUpReturnSlot() {
  const [params] = useSearchParams();
  // After the first render: a server-rendered page never names a payment, so hydration matches.
  const isMounted = useMounted();
  if (!isMounted || !params.has('topup')) return null;
  return (
    <Suspense fallback={null}>
      <TopUpReturn />
    </Suspense>
  );
}
