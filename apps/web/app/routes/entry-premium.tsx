import { PLANS } from '@hanabi/contract';
import { loadEntryOffer } from '../features/entry/entry-offer.server.ts';
import { EntryPage } from '../features/entry/entry-page.tsx';
import { monthlyPriceText } from '../lib/plan-price.ts';
import type { Route } from './+types/entry-premium';

export const meta: Route.MetaFunction = () => [
  { title: `${PLANS.premium.name}プランのご案内 | Hanabi` },
  {
    name: 'description',
    content: `プレミアム版（完全版）まで見放題の${PLANS.premium.name}プラン（${monthlyPriceText('premium')}）のご案内です。`,
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { offer: await loadEntryOffer(context, request) };
}

export default function EntryPremium({ loaderData }: Route.ComponentProps) {
  return <EntryPage offer={loaderData.offer} focus="premium" />;
}
