import {
  useLoaderData,
  useLocation,
  useNavigation,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { MarketPage } from '../features/market/market-page';
import { onlyRecordChanged } from '../features/market/market-query';
import { loadMarket } from '../features/market/market.server';
import { pageMeta } from '../lib/meta';

/** /secondary-market/{page}, public (guests browse; buying needs an account): offers, filters, the record dialog. */
export const loader = (args: LoaderFunctionArgs) => loadMarket(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta);

/** The loader marks a page whose list failed `no-store`; the root's cookies pass through. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const out = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get('cache-control');
  if (cacheControl) out.set('cache-control', cacheControl);
  return out;
};

/** Opening or closing the record dialog (`?record=ID`) keeps the list as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyRecordChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function SecondaryMarketRoute() {
  const { meta: _meta, ...props } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Opening the dialog is a navigation too, but the list does not change: not dimmed for that.
  const isLoading = navigation.state === 'loading' && !onlyRecordChanged(location, navigation.location);
  return <MarketPage {...props} isLoading={isLoading} />;
}
