import { PLANS } from '@hanabi/contract';
import { loadEntryOffer } from '../features/entry/entry-offer.server.ts';
import { EntryPage } from '../features/entry/entry-page.tsx';
import { monthlyPriceText } from '../lib/plan-price.ts';
import type { Route } from './+types/entry';

export const meta: Route.MetaFunction = () => [
  { title: 'プランのご案内 | Hanabi' },
  {
    name: 'description',
    content: `${PLANS.lite.name}プラン（${monthlyPriceText('lite')}）と${PLANS.premium.name}プラン（${monthlyPriceText('premium')}）の違いと入会方法をご案内します。`,
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { offer: await loadEntryOffer(context, request) };
}

export default function Entry({ loaderData }: Route.ComponentProps) {
  return <EntryPage offer={loaderData.offer} focus="all" />;
}
