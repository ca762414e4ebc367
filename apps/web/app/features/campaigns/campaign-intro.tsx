import type { Campaign } from '@hanabi/contract';
import { campaignPeriodText } from './campaign-period.ts';
import './campaigns.css';

/** A campaign's body text: a blank line separates paragraphs. */
export function CampaignBody({ body }: { body: string }) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className="campaign-body">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The top of a campaign page in the site's layout: its name, lead, period and text. */
export function CampaignIntro({ campaign }: { campaign: Campaign }) {
  return (
    <header className="campaign-intro">
      <p className="campaign-intro__kicker">キャンペーン</p>
      <h1 className="campaign-intro__heading">{campaign.name}</h1>
      {campaign.lead ? <p className="campaign-intro__lead">{campaign.lead}</p> : null}
      <p className="campaign-intro__period">
        <span className="visually-hidden">開催期間：</span>
        {campaignPeriodText(campaign)}
      </p>
      <CampaignBody body={campaign.body} />
    </header>
  );
}
