import type { Campaign } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { CampaignBody, CampaignIntro } from '../features/campaigns/campaign-intro.tsx';
import { campaignGuards, requestCampaign } from '../features/campaigns/campaign-request.server.ts';
import { type EntryOffer, loadEntryOffer } from '../features/entry/entry-offer.server.ts';
import { describeError } from '../features/error-page/error-content.ts';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { JoinCall } from '../features/landing/join-call.tsx';
import { LandingHero } from '../features/landing/landing-hero.tsx';
import { NO_INDEX, pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import { TitleGrid } from '../features/title-card/title-grid.tsx';
import { DefaultLayout } from '../layouts/default.tsx';
import { LandingLayout } from '../layouts/lp.tsx';
import { pendingAgeCheck } from '../lib/guards/age-permission.server.ts';
import type { Route } from './+types/campaign';

/**
 * /campaigns/{slug} (spec §2; decision 0023). One route for every campaign; its record decides the rest:
 * the layout it is shown in, whether lite and premium members are sent home (the landing layout) and whether
 * the age check guards it (campaignGuards). This route sits outside the layout routes so that the page can
 * wear the layout its record names; an unknown or ended campaign is a 404 in the site's layout.
 */
export const middleware = [campaignGuards];

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) return [{ title: SITE_NAME }];
  if (loaderData.ageCheck) return AGE_CHECK_META;
  const { campaign } = loaderData;
  const head = pageMeta({
    heading: campaign.name,
    description: campaign.lead || campaign.name,
    origin: siteOriginOf(matches),
    path: location.pathname,
    image: campaign.titles[0]?.key_art ?? null,
  });
  // Campaigns behind the age check stay out of search engines, as mature titles do.
  return campaign.requires_age_permission ? [...head, NO_INDEX] : head;
};

/** While the age check is pending, the page gets nothing of the campaign but the layout it is shown in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const campaign = await requestCampaign(context, request, params.slug);
  const ageCheck = pendingAgeCheck(context);
  if (ageCheck) return { layout: campaign.layout, ageCheck, campaign: null, offer: null };
  const offer = campaign.layout === 'lp' ? await loadEntryOffer(context, request) : null;
  return { layout: campaign.layout, ageCheck: null, campaign, offer };
}

export default function CampaignRoute({ loaderData }: Route.ComponentProps) {
  const { layout, ageCheck, campaign, offer } = loaderData;
  const Layout = layout === 'lp' ? LandingLayout : DefaultLayout;
  let content: ReactNode;
  if (ageCheck) content = <AgeCheckPage {...ageCheck} />;
  else if (offer) content = <LandingCampaign campaign={campaign} offer={offer} />;
  else content = <SiteCampaign campaign={campaign} />;
  return <Layout>{content}</Layout>;
}

function CampaignTitles({ campaign }: { campaign: Campaign }) {
  if (campaign.titles.length === 0)
    return <p className="empty-note">このキャンペーンの作品は、いまご覧いただける状態にありません。</p>;
  return <TitleGrid titles={campaign.titles} label={`${campaign.name}の作品`} />;
}

/** A campaign in the site's layout: its introduction, then its titles. */
function SiteCampaign({ campaign }: { campaign: Campaign }) {
  return (
    <div className="page">
      <CampaignIntro campaign={campaign} />
      <section className="section" aria-labelledby="campaign-titles-heading">
        <h2 id="campaign-titles-heading" className="section__heading">
          対象作品
        </h2>
        <CampaignTitles campaign={campaign} />
      </section>
    </div>
  );
}

/** A campaign in the landing layout: a landing page's hero and call to join around its titles. */
function LandingCampaign({ campaign, offer }: { campaign: Campaign; offer: EntryOffer }) {
  return (
    <article className="landing">
      <LandingHero image={campaign.titles[0]?.key_art} heading={campaign.name} lead={campaign.lead} />
      <JoinCall offer={offer} headingId="join-call-top" />
      <CampaignBody body={campaign.body} />
      <section className="landing__section" aria-labelledby="campaign-titles-heading">
        <h2 id="campaign-titles-heading" className="section__heading">
          対象作品
        </h2>
        <CampaignTitles campaign={campaign} />
      </section>
      <JoinCall offer={offer} headingId="join-call-bottom" />
    </article>
  );
}

/** The layout of a campaign that failed to load is unknown: its error shows in the site's layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DefaultLayout>
      <ErrorPage content={describeError(error)} />
    </DefaultLayout>
  );
}
